import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/Spinner';
import { pendingCartAdd, returnPathFrom } from '@/config/paths';
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
  if (status === 'authenticated') {
    // A visitor's Add to Cart goes on with them: the page they return to adds the book (PendingCartAdd).
    const addToCart = pendingCartAdd(location.state);
    return <Navigate to={returnPathFrom(location.state)} replace state={addToCart && { addToCart }} />;
  }
  return children ?? <Outlet />;
}
