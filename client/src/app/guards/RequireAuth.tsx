import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/Spinner';
import { loginRedirectState, paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

export interface RequireAuthProps {
  /** The guarded page; without it the guard acts as a layout route and renders its <Outlet />. */
  children?: ReactNode;
}

/**
 * Signed-in users only. A spinner while the session is being verified; signed-out users go to
 * /login, which remembers where they were heading.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session..." />;
  if (status === 'anonymous') return <Navigate to={paths.login} replace state={loginRedirectState(location)} />;
  return children ?? <Outlet />;
}
