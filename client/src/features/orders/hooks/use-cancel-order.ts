import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/use-confirm';
import { CancelOrderDocument } from '../api/CancelOrder.generated';
import { GetOrderDocument } from '../api/GetOrder.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { shortOrderId } from '@/lib/order-status';
import { ownCancellations } from '../own-cancellations';
import { ORDERS_SCOPE } from './use-my-orders';

/**
 * The shopper cancels a pending order, after the in-app confirmation. Success: the server's 'Order
 * cancelled'; the order (cached by id) shows it at once, and the cached book lists (the stock came
 * back) and order lists are dropped. Failure: the server's message (an order that has shipped
 * meanwhile: 'This order has already shipped and can no longer be cancelled.') or 'Failed to
 * cancel order', and the order is fetched again so the page shows where it is.
 */
export function useCancelOrder() {
  const client = useApolloClient();
  const [mutate] = useMutation(CancelOrderDocument);
  const [cancelling, setCancelling] = useState(false);
  const { confirm, confirmDialog } = useConfirm();

  async function cancelOrder(id: string): Promise<boolean> {
    const confirmed = await confirm({
      title: 'Cancel order',
      message: `Cancel order #${shortOrderId(id)}? Nothing will be shipped and its books go back on the shelf.`,
      confirmLabel: 'Cancel Order',
      cancelLabel: 'Keep Order',
    });
    if (!confirmed || cancelling) return false;
    setCancelling(true);
    // Its live event may come before the answer: it should not toast as the shop's cancellation.
    ownCancellations.add(id);
    try {
      const { data } = await mutate({
        variables: { id },
        update: (cache) => {
          for (const fieldName of ['books', 'book', 'myOrders', 'orders', 'dashboard']) {
            cache.evict({ id: 'ROOT_QUERY', fieldName });
          }
          cache.gc();
        },
      });
      if (!data) throw new Error('Empty cancel answer');
      notifySuccess(data.cancelOrder.message, { scope: ORDERS_SCOPE });
      return true;
    } catch (error) {
      ownCancellations.remove(id);
      notifyFailure(error, 'Failed to cancel order', { scope: ORDERS_SCOPE });
      void client
        .query({ query: GetOrderDocument, variables: { id }, fetchPolicy: 'network-only' })
        .catch(() => undefined);
      return false;
    } finally {
      setCancelling(false);
    }
  }

  return { cancelOrder, cancelling, confirmDialog };
}
