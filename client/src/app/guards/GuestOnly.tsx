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
 * the router state, or home; that is also where a successful sign-in lands, with the book a
 * visitor asked to add to the cart, if any.
 */
export function GuestOnly({ children }: GuestOnlyProps) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session..." />;
  // The state goes on with them: a visitor's Add to Cart is added on the page they return to (PendingCartAdd).
  if (status === 'authenticated')
    return <Navigate to={returnPathFrom(location.state)} replace state={location.state} />;
  return children ?? <Outlet />;
}
