import { useQuery } from '@apollo/client/react';
import { GetWishlistDocument } from '../api/GetWishlist.generated';

/** The /wishlist page's read: the saved books as they are now, newest first (refreshed on each visit). */
export function useWishlist() {
  const { data, loading, error, refetch } = useQuery(GetWishlistDocument, { fetchPolicy: 'cache-and-network' });
  return {
    wishlist: data?.wishlist,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch(),
  };
}
