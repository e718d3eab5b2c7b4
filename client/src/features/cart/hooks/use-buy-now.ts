import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { payByCard } from '../card-payment';
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
 * the server's 'Order placed successfully!' and the new order's page, focus on its heading (a card
 * order then goes on to Stripe's payment page). A
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
      const { order } = data.placeOrderNow;
      notifySuccess(data.placeOrderNow.message, { scope: SCOPE });
      await navigate(orderPath(order.id), { state: FOCUS_HEADING });
      // A card order is paid on Stripe's page next; its order page (above) is where Stripe sends the shopper back.
      if (order.payment.checkoutUrl) payByCard(order.payment.checkoutUrl);
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
