import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/Spinner';
import { returnPathFrom } from '@/config/paths';
import { useSession } from '@/lib/use-session';

export interface GuestOnlyProps {
  children?: ReactNode;
}

/**
 * Signed-out visitors only (/login, /register). A signed-in user goes to the page remembered in
 * the router state, or home; that is also where a successful sign-in lands.
 */
export function GuestOnly({ children }: GuestOnlyProps) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session..." />;
  if (status === 'authenticated') return <Navigate to={returnPathFrom(location.state)} replace />;
  return children ?? <Outlet />;
}
