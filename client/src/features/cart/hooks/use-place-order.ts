import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { payByCard } from '../card-payment';
import { orderPath } from '@/config/paths';
import { GetCartDocument } from '../api/GetCart.generated';
import { PlaceCartOrderDocument } from '../api/PlaceCartOrder.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { FOCUS_HEADING } from '@/lib/use-arrival-focus';
import { EMPTY_CART, evictAfterOrder, writeCart } from '../cache';
import { checkoutRefusal, type CheckoutChoices, type PlaceOutcome } from '../checkout';
import { CART_SCOPE } from './cart-scope';

/**
 * Orders the whole cart with the review's choices (address, delivery, code, the total shown), once
 * the shopper has confirmed it (OrderReviewDialog). Success: the server's 'Order placed
 * successfully!', the cached cart is emptied (as the server's is) and the shopper goes to the new
 * order's page, focus on its heading; a card order then goes on to Stripe's payment page. A refusal of the choices (PRICE_CHANGED, a code no longer
 * valid...) is handed back for the review to show, the cart fetched again in case a price
 * changed. Other failures (e.g. INSUFFICIENT_STOCK): the server's message or 'Failed to place
 * order', and the cart is fetched again so that the current stock shows.
 */
export function usePlaceOrder() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate] = useMutation(PlaceCartOrderDocument);
  const [placing, setPlacing] = useState(false);

  async function placeOrder(choices: CheckoutChoices): Promise<PlaceOutcome> {
    if (placing) return { kind: 'failed' };
    setPlacing(true);
    try {
      const { data } = await mutate({
        variables: choices,
        update: (cache, { data: result }) => {
          if (!result) return;
          writeCart(cache, EMPTY_CART);
          evictAfterOrder(cache);
        },
      });
      if (!data) return { kind: 'failed' };
      const { order } = data.placeOrder;
      notifySuccess(data.placeOrder.message, { scope: CART_SCOPE });
      await navigate(orderPath(order.id), { state: FOCUS_HEADING });
      // A card order is paid on Stripe's page next; its order page (above) is where Stripe sends the shopper back.
      if (order.payment.checkoutUrl) payByCard(order.payment.checkoutUrl);
      return { kind: 'placed' };
    } catch (error) {
      void client.refetchQueries({ include: [GetCartDocument] });
      const refusal = checkoutRefusal(error);
      if (refusal) return { kind: 'refused', refusal };
      notifyFailure(error, 'Failed to place order', { scope: CART_SCOPE });
      return { kind: 'failed' };
    } finally {
      setPlacing(false);
    }
  }

  return { placeOrder, placing };
}
