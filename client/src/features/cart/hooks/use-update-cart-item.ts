import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { UpdateCartItemDocument } from '../api/UpdateCartItem.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { writeCart } from '../cache';
import { CART_SCOPE } from './cart-scope';

/**
 * Sets a cart line's quantity. Success: the server's 'Cart updated successfully', and the cached
 * cart is replaced by the one returned. Failure (e.g. more than the stock): the server's message
 * or 'Failed to update cart'; the line keeps its previous quantity. `updatingId` is the book whose
 * line is being saved.
 */
export function useUpdateCartItem() {
  const [mutate] = useMutation(UpdateCartItemDocument);
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  async function updateQuantity(bookId: string, quantity: number): Promise<boolean> {
    if (updatingId) return false;
    setUpdatingId(bookId);
    try {
      const { data } = await mutate({
        variables: { bookId, quantity },
        update: (cache, { data: result }) => {
          if (result) writeCart(cache, result.updateCartItem.cart);
        },
      });
      if (!data) return false;
      notifySuccess(data.updateCartItem.message, { scope: CART_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to update cart', { scope: CART_SCOPE });
      return false;
    } finally {
      setUpdatingId(null);
    }
  }

  return { updateQuantity, updatingId };
}
