import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginRedirectState, paths } from '@/config/paths';
import { useCataloguePublic } from '@/lib/use-store-settings';
import { useSession } from '@/lib/use-session';

export interface RequireAuthProps {
  /** The guarded page; without it the guard acts as a layout route and renders its <Outlet />. */
  children?: ReactNode;
  /** The catalogue's pages: open to visitors too when the store says so (CATALOGUE_PUBLIC). */
  catalogue?: boolean;
}

/**
 * Signed-in users only; signed-out users go to /login, which remembers where they were heading.
 * While the stored session is being verified the page shows at once, so that its code and data
 * load beside the check instead of after it: the server authorises every request anyway, and a
 * session found dead sends the visitor to /login from wherever they are (SessionExpiryRedirect).
 */
export function RequireAuth({ children, catalogue }: RequireAuthProps) {
  const { status } = useSession();
  const location = useLocation();
  const open = useCataloguePublic();
  // A catalogue page waits for the settings (shipped with the page, so at once) before sending a visitor away.
  if (status === 'anonymous' && catalogue && open !== false) return open ? (children ?? <Outlet />) : null;
  if (status === 'anonymous') return <Navigate to={paths.login} replace state={loginRedirectState(location)} />;
  return children ?? <Outlet />;
}
