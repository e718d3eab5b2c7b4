import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderPath } from '@/config/paths';
import { PlaceOrderNowDocument } from '../api/PlaceOrderNow.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { FOCUS_HEADING } from '@/lib/use-arrival-focus';
import { evictAfterOrder } from '../cache';

const SCOPE = 'buy-now';

/**
 * "Buy now" on a book's page, once the shopper has confirmed it (OrderReviewDialog): orders that
 * book directly (a manual order), leaving the cart as it is. Success: the server's 'Order placed
 * successfully!' and the new order's page, focus on its heading. Failure (e.g.
 * INSUFFICIENT_STOCK): the server's message or 'Failed to place order'.
 */
export function useBuyNow() {
  const navigate = useNavigate();
  const [mutate] = useMutation(PlaceOrderNowDocument);
  const [buying, setBuying] = useState(false);

  async function buyNow(bookId: string, quantity: number, addressId: string | null): Promise<boolean> {
    if (buying) return false;
    setBuying(true);
    try {
      const { data } = await mutate({
        variables: { lines: [{ bookId, quantity }], addressId },
        update: (cache, { data: result }) => {
          if (result) evictAfterOrder(cache);
        },
      });
      if (!data) return false;
      notifySuccess(data.placeOrderNow.message, { scope: SCOPE });
      await navigate(orderPath(data.placeOrderNow.order.id), { state: FOCUS_HEADING });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to place order', { scope: SCOPE });
      return false;
    } finally {
      setBuying(false);
    }
  }

  return { buyNow, buying };
}
