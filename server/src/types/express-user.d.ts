import type { AuthUser, BearerToken } from '../common/auth/role';

/**
 * What JwtAuthGuard attaches to a request once its bearer token checks out (absent on public
 * routes): the signed-in account as `req.user`, the token as `req.authInfo` (passport's names).
 */
declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface AuthInfo extends BearerToken {}
  }
}
