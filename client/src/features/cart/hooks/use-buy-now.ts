import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderPath } from '@/config/paths';
import { PlaceOrderNowDocument } from '../api/PlaceOrderNow.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { FOCUS_HEADING } from '@/lib/use-arrival-focus';
import { evictAfterOrder } from '../cache';
import { checkoutRefusal, type CheckoutChoices, type PlaceOutcome } from '../checkout';

const SCOPE = 'buy-now';

/**
 * "Buy now" on a book's page, once the shopper has confirmed it (OrderReviewDialog): orders that
 * book directly (a manual order) with the review's choices, leaving the cart as it is. Success:
 * the server's 'Order placed successfully!' and the new order's page, focus on its heading. A
 * refusal of the choices (PRICE_CHANGED, a code no longer valid...) is handed back for the review
 * to show. Other failures (e.g. INSUFFICIENT_STOCK): the server's message or 'Failed to place order'.
 */
export function useBuyNow() {
  const navigate = useNavigate();
  const [mutate] = useMutation(PlaceOrderNowDocument);
  const [buying, setBuying] = useState(false);

  async function buyNow(bookId: string, quantity: number, choices: CheckoutChoices): Promise<PlaceOutcome> {
    if (buying) return { kind: 'failed' };
    setBuying(true);
    try {
      const { data } = await mutate({
        variables: { lines: [{ bookId, quantity }], ...choices },
        update: (cache, { data: result }) => {
          if (result) evictAfterOrder(cache);
        },
      });
      if (!data) return { kind: 'failed' };
      notifySuccess(data.placeOrderNow.message, { scope: SCOPE });
      await navigate(orderPath(data.placeOrderNow.order.id), { state: FOCUS_HEADING });
      return { kind: 'placed' };
    } catch (error) {
      const refusal = checkoutRefusal(error);
      if (refusal) return { kind: 'refused', refusal };
      notifyFailure(error, 'Failed to place order', { scope: SCOPE });
      return { kind: 'failed' };
    } finally {
      setBuying(false);
    }
  }

  return { buyNow, buying };
}
