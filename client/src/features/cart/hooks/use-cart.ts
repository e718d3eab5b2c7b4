import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { GetCartDocument } from '../api/GetCart.generated';
import { notifyFailure } from '@/lib/notify';
import { CART_SCOPE } from './cart-scope';

/**
 * The shopper's cart for the cart page: shown at once from the cache (the header has usually
 * fetched it) and refreshed from the server. A failure toasts 'Failed to fetch cart'.
 */
export function useCart() {
  const { data, loading, error, refetch } = useQuery(GetCartDocument, { fetchPolicy: 'cache-and-network' });
  const failed = Boolean(error) && !data;

  useEffect(() => {
    if (failed) notifyFailure(error, 'Failed to fetch cart', { scope: CART_SCOPE, useServerMessage: false });
  }, [failed, error]);

  return { cart: data?.cart, loading: loading && !data, failed, retry: () => void refetch() };
}
