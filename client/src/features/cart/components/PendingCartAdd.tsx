import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pendingCartAdd } from '@/config/paths';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useIsShopper } from '../hooks/use-is-shopper';

/**
 * Adds the book a visitor asked for before signing in (the router state /login returned with),
 * once, for a shopper, then forgets it so that going back or reloading does not add it again.
 */
export function PendingCartAdd() {
  const location = useLocation();
  const navigate = useNavigate();
  const shopper = useIsShopper();
  const { addToCart } = useAddToCart();
  const bookId = pendingCartAdd(location.state);
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!bookId || !shopper || done.current === bookId) return;
    done.current = bookId;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void addToCart(bookId, 1);
  }, [bookId, shopper, location.pathname, location.search, navigate, addToCart]);

  return null;
}
