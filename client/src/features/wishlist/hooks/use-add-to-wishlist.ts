import { AddToWishlistDocument } from '../api/AddToWishlist.generated';
import { useWishlistChange } from './use-wishlist-change';

/**
 * Saves a book to the wishlist (saving it again changes nothing): 'Saved to your wishlist', or the
 * server's message or 'Failed to save the book to your wishlist' (see useWishlistChange).
 */
export function useAddToWishlist() {
  const { run, pendingId } = useWishlistChange(
    AddToWishlistDocument,
    (data) => data.addToWishlist.message,
    'Failed to save the book to your wishlist',
  );
  return { addToWishlist: run, pendingId };
}
