import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { RemoveCartItemDocument } from '../api/RemoveCartItem.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { writeCart } from '../cache';
import { CART_SCOPE } from './cart-scope';

/**
 * Removes a book's line from the cart. Success: the server's 'Item removed from cart', and the
 * cached cart is replaced. Failure: the server's message or 'Failed to remove item'.
 */
export function useRemoveCartItem() {
  const [mutate] = useMutation(RemoveCartItemDocument);
  const [removingId, setRemovingId] = useState<string | null>(null);

  async function removeItem(bookId: string): Promise<boolean> {
    if (removingId) return false;
    setRemovingId(bookId);
    try {
      const { data } = await mutate({
        variables: { bookId },
        update: (cache, { data: result }) => {
          if (result) writeCart(cache, result.removeFromCart.cart);
        },
      });
      if (!data) return false;
      notifySuccess(data.removeFromCart.message, { scope: CART_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to remove item', { scope: CART_SCOPE });
      return false;
    } finally {
      setRemovingId(null);
    }
  }

  return { removeItem, removingId };
}
