import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import { ExtractJwt } from 'passport-jwt';
import { AppError } from '../errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CATALOGUE_READ_KEY, IS_PUBLIC_KEY } from './access.decorators';
import { httpPair } from './execution-context';
import type { AuthUser, BearerToken } from './role';

/** The name the bearer-token strategy (`auth/jwt.strategy.ts`) has among passport's strategies. */
export const JWT_STRATEGY = 'jwt';

/**
 * The token in `Authorization: Bearer <token>` (the scheme in any case), or null: what the
 * strategy verifies, and how the guard tells a missing token from a bad one.
 */
export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

const expired = () => AppError.unauthenticated('Your session has expired. Please sign in again.');
const invalid = () => AppError.unauthenticated('Your session is not valid. Please sign in again.');

/**
 * Global guard: every handler needs a valid bearer token unless it is marked @Public() (or
 * @CatalogueRead() with CATALOGUE_PUBLIC on, for a caller sending no token). passport
 * runs the `jwt` strategy on the Express request behind the call (REST and GraphQL alike); the
 * account becomes `req.user` and the token (its id and expiry) `req.authInfo`, which logout revokes.
 *
 * Refusals are 401 UNAUTHENTICATED with our error body, never passport's bare 401: no token
 * ("Please sign in to continue"), an expired one ("Your session has expired...") or any other bad
 * token ("Your session is not valid...", a signed-out one included). An error raised while the
 * account is read (the database away: 503 SERVICE_UNAVAILABLE) passes through as itself, so
 * clients keep their session.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    // The open shop window: a visitor without a token reads the catalogue.
    const openRead =
      this.config.cataloguePublic && this.reflector.getAllAndOverride<boolean>(CATALOGUE_READ_KEY, targets);
    if (openRead && !bearerToken(this.getRequest(context) as Request)) return true;
    return super.canActivate(context) as Promise<boolean>;
  }

  getRequest(context: ExecutionContext) {
    return httpPair(context).req;
  }

  getResponse(context: ExecutionContext) {
    return httpPair(context).res;
  }

  handleRequest<TUser>(err: unknown, user: TUser | false, info: unknown, context: ExecutionContext): TUser {
    if (err) throw err;
    if (user) return user;
    throw refusalFor(this.getRequest(context), info);
  }
}

/** Why passport signed nobody in: no token, an expired one, or any other bad token (`info` is passport's reason). */
function refusalFor(req: Pick<Request, 'headers'>, info: unknown): AppError {
  if (!bearerToken(req as Request)) return AppError.unauthenticated();
  if ((info as Error | undefined)?.name === 'TokenExpiredError') return expired();
  return invalid();
}

/**
 * The guard's check for a caller that is not an HTTP request (a live connection, whose token came
 * in its `connection_init`): the same passport strategy on a request carrying only the
 * `Authorization` header. Resolves the account and its token, or rejects with the guard's
 * refusal (401) or the error met reading the account (503).
 */
export function authenticateBearer(req: Pick<Request, 'headers'>): Promise<{ user: AuthUser; token: BearerToken }> {
  return new Promise((resolve, reject) => {
    const done = (err: unknown, user: AuthUser | false, info: unknown) => {
      if (err) reject(err as Error);
      else if (user) resolve({ user, token: info as BearerToken });
      else reject(refusalFor(req, info));
    };
    const authenticate = passport.authenticate(JWT_STRATEGY, { session: false }, done) as (
      req: unknown,
      res: unknown,
      next: (err?: unknown) => void,
    ) => void;
    authenticate({ headers: req.headers }, {}, (err) => reject(err as Error));
  });
}
