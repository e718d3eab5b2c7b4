import type { AuthUser } from '../common/auth/role';

/** The signed-in account JwtAuthGuard attaches to a request (absent on public routes). */
declare global {
  namespace Express {
    interface Request {
      user?: AuthUser;
    }
  }
}
