import { RemoveFromWishlistDocument } from '../api/RemoveFromWishlist.generated';
import { useWishlistChange } from './use-wishlist-change';

/**
 * Removes a book from the wishlist: 'Removed from your wishlist', or the server's message or 'Failed
 * to remove the book from your wishlist' (see useWishlistChange).
 */
export function useRemoveFromWishlist() {
  const { run, pendingId } = useWishlistChange(
    RemoveFromWishlistDocument,
    (data) => data.removeFromWishlist.message,
    'Failed to remove the book from your wishlist',
  );
  return { removeFromWishlist: run, pendingId };
}
