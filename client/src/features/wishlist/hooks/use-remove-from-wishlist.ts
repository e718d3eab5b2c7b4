import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { RemoveFromWishlistDocument } from '../api/RemoveFromWishlist.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';

const SCOPE = 'wishlist';

/**
 * Removes a book from the wishlist. Success toasts the server's message ('Removed from your wishlist') and
 * the answer replaces the cached wishlist (a singleton), so every heart and alert button follows. Failure:
 * the server's message or 'Failed to remove the book from your wishlist'. `pendingId` is the book being
 * changed, so its button can wait.
 */
export function useRemoveFromWishlist() {
  const [mutate] = useMutation(RemoveFromWishlistDocument);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function run(bookId: string): Promise<boolean> {
    if (pendingId) return false;
    setPendingId(bookId);
    try {
      const { data } = await mutate({ variables: { bookId } });
      if (!data) return false;
      notifySuccess(data.removeFromWishlist.message, { scope: SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to remove the book from your wishlist', { scope: SCOPE });
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { removeFromWishlist: run, pendingId };
}
