import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginRedirectState, paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

export interface RequireAuthProps {
  /** The guarded page; without it the guard acts as a layout route and renders its <Outlet />. */
  children?: ReactNode;
}

/**
 * Signed-in users only; signed-out users go to /login, which remembers where they were heading.
 * While the stored session is being verified the page shows at once, so that its code and data
 * load beside the check instead of after it: the server authorises every request anyway, and a
 * session found dead sends the visitor to /login from wherever they are (SessionExpiryRedirect).
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'anonymous') return <Navigate to={paths.login} replace state={loginRedirectState(location)} />;
  return children ?? <Outlet />;
}
