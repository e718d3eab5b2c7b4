import type { AuthUser, BearerToken } from '../common/auth/role';

/** The signed-in account and its token, which JwtAuthGuard attaches to a request (absent on public routes). */
declare global {
  namespace Express {
    interface Request {
      user?: AuthUser;
      bearerToken?: BearerToken;
    }
  }
}
