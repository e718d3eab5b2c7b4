import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AddCartItemDocument } from '../api/AddCartItem.generated';
import { notifyFailure, notifyInfo, notifySuccess } from '@/lib/notify';
import { writeCart } from '../cache';

const SCOPE = 'add-to-cart';

/**
 * Adds copies of a book to the cart (adding to the quantity already there). Success toasts the
 * server's 'Book added to cart successfully!' / '{n} books added to cart successfully!' and
 * replaces the cached cart (the header's count follows); a notice about books that were dropped
 * because they no longer exist is shown too. Failure: the server's message or 'Failed to add book
 * to cart'. `addingId` is the book being added, so its button can wait.
 */
export function useAddToCart() {
  const [mutate] = useMutation(AddCartItemDocument);
  const [addingId, setAddingId] = useState<string | null>(null);

  async function addToCart(bookId: string, quantity = 1): Promise<boolean> {
    if (addingId) return false;
    setAddingId(bookId);
    try {
      const { data } = await mutate({
        variables: { bookId, quantity },
        update: (cache, { data: result }) => {
          if (result) writeCart(cache, result.addToCart.cart);
        },
      });
      if (!data) return false;
      notifySuccess(data.addToCart.message, { scope: SCOPE });
      if (data.addToCart.cart.notice) notifyInfo(data.addToCart.cart.notice);
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to add book to cart', { scope: SCOPE });
      return false;
    } finally {
      setAddingId(null);
    }
  }

  return { addToCart, addingId };
}
