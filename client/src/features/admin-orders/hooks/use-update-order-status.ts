import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/use-confirm';
import { type OrderStatus } from '@/gql/graphql';
import { UpdateOrderStatusDocument } from '../api/UpdateOrderStatus.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { shortOrderId } from '@/lib/order-status';
import { ADMIN_ORDERS_SCOPE } from './use-admin-orders';

/**
 * After a status change the order itself is updated in place (it is cached by id), but the
 * dashboard's figures and the lists filtered by a status may no longer hold: they are dropped and
 * fetched again when shown. Unfiltered lists keep their pages.
 */
function dropStaleOrderData(cache: ApolloCache, cancelled: boolean): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
  // A cancellation put copies back on the shelf.
  if (cancelled) for (const fieldName of ['books', 'book']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      orders: (list, { storeFieldName, DELETE }) => (/"status":"/.test(storeFieldName) ? DELETE : list),
    },
  });
  cache.gc();
}

/**
 * Sets an order's status from the admin's list or order page; Cancelled asks first (it cannot be
 * undone: the copies go back to stock). Success: the server's 'Order status updated to {status}'.
 * Failure: the server's message or 'Failed to update order status'; the dropdown shows the status
 * the order still has. Render `confirmDialog` once.
 */
export function useUpdateOrderStatus() {
  const [mutate] = useMutation(UpdateOrderStatusDocument);
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  async function updateStatus(id: string, status: OrderStatus): Promise<boolean> {
    const cancelling = status === 'CANCELLED';
    if (
      cancelling &&
      !(await confirm({
        title: 'Cancel order',
        message: `Cancel order #${shortOrderId(id)}? Its books go back on the shelf. A cancelled order cannot be reopened.`,
        confirmLabel: 'Cancel Order',
        cancelLabel: 'Keep Order',
      }))
    ) {
      return false;
    }
    setUpdatingId(id);
    try {
      const { data } = await mutate({
        variables: { id, status },
        update: (cache) => dropStaleOrderData(cache, cancelling),
      });
      if (!data) throw new Error('Empty status update response');
      notifySuccess(data.updateOrderStatus.message, { scope: ADMIN_ORDERS_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to update order status', { scope: ADMIN_ORDERS_SCOPE });
      return false;
    } finally {
      setUpdatingId(null);
    }
  }

  return { updateStatus, updatingId, confirmDialog };
}
