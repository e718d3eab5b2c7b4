import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AddToWishlistDocument } from '../api/AddToWishlist.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';

const SCOPE = 'wishlist';

/**
 * Saves a book to the wishlist (saving it again changes nothing). Success toasts the server's message
 * ('Saved to your wishlist') and the answer replaces the cached wishlist (a singleton), so every heart and
 * alert button follows. Failure: the server's message or 'Failed to save the book to your wishlist'.
 * `pendingId` is the book being changed, so its button can wait.
 */
export function useAddToWishlist() {
  const [mutate] = useMutation(AddToWishlistDocument);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function run(bookId: string): Promise<boolean> {
    if (pendingId) return false;
    setPendingId(bookId);
    try {
      const { data } = await mutate({ variables: { bookId } });
      if (!data) return false;
      notifySuccess(data.addToWishlist.message, { scope: SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to save the book to your wishlist', { scope: SCOPE });
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { addToWishlist: run, pendingId };
}
