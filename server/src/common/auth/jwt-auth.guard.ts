import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC_KEY } from './access.decorators';
import { httpPair } from './execution-context';
import type { AuthUser, BearerToken } from './role';

/** A bearer token that checked out, and the account it signs in. */
export interface Authenticated {
  user: AuthUser;
  token: BearerToken;
}

/**
 * What checks a bearer token (provided by the auth module): the signed-in account, or a 401
 * AppError; a 503 SERVICE_UNAVAILABLE when the account cannot be read (the token may be good).
 */
export interface BearerAuthenticator {
  authenticate(authorization: string | undefined): Promise<Authenticated>;
}
export const BEARER_AUTHENTICATOR = Symbol('BEARER_AUTHENTICATOR');

/**
 * Global guard: every handler needs a valid bearer token unless it is marked @Public(). The
 * account it names becomes `req.user` (REST and GraphQL alike). Refusals are 401 UNAUTHENTICATED:
 * no token ("Please sign in to continue"), an expired one ("Your session has expired...") or any
 * other bad token ("Your session is not valid...", a signed-out one included). The token itself
 * becomes `req.bearerToken` (logout revokes it).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(BEARER_AUTHENTICATOR) private readonly tokens: BearerAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const { req } = httpPair(context);
    const { user, token } = await this.tokens.authenticate(req.headers.authorization);
    req.user = user;
    req.bearerToken = token;
    return true;
  }
}
