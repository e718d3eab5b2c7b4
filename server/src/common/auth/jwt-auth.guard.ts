import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC_KEY } from './access.decorators';
import { httpPair } from './execution-context';
import type { AuthUser } from './role';

/** What checks a bearer token (provided by the auth module): the signed-in account, or a 401 AppError. */
export interface BearerAuthenticator {
  authenticate(authorization: string | undefined): Promise<AuthUser>;
}
export const BEARER_AUTHENTICATOR = Symbol('BEARER_AUTHENTICATOR');

/**
 * Global guard: every handler needs a valid bearer token unless it is marked @Public(). The
 * account it names becomes `req.user` (REST and GraphQL alike). Refusals are 401 UNAUTHENTICATED:
 * no token ("Please sign in to continue"), an expired one ("Your session has expired...") or any
 * other bad token ("Your session is not valid...").
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
    req.user = await this.tokens.authenticate(req.headers.authorization);
    return true;
  }
}
