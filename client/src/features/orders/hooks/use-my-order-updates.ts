import { type OrderStatus } from '@/gql/graphql';
import { MyOrderUpdatedDocument } from '../api/MyOrderUpdated.generated';
import { OrderFieldsFragmentDoc } from '@/lib/api/OrderFields.generated';
import { notifyInfo } from '@/lib/notify';
import { shortOrderId } from '@/lib/order-status';
import { useLiveSubscription } from '@/lib/use-live-subscription';
import { ownCancellations } from '../own-cancellations';

const messages: Partial<Record<OrderStatus, (order: string) => string>> = {
  SHIPPED: (order) => `Your order #${order} has shipped`,
  DELIVERED: (order) => `Your order #${order} was delivered`,
  CANCELLED: (order) => `Your order #${order} was cancelled by the shop`,
};

/**
 * What to tell the shopper when one of their orders moved from `before` (undefined: not cached)
 * to `order.status`: shipped, delivered, or cancelled by the shop; nothing for a status the screen
 * already showed, or a cancellation made from this tab.
 */
export function orderUpdateMessage(order: { id: string; status: OrderStatus }, before?: OrderStatus): string | null {
  if (before === order.status) return null;
  if (order.status === 'CANCELLED' && ownCancellations.has(order.id)) return null;
  return messages[order.status]?.(shortOrderId(order.id)) ?? null;
}

/**
 * The shopper's live orders, anywhere in the app: each change replaces the cached order (its page,
 * the orders list, their status badges and trackers follow) and toasts when it shipped, was
 * delivered or was cancelled by the shop.
 */
export function useMyOrderUpdates(): void {
  useLiveSubscription(MyOrderUpdatedDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ myOrderUpdated: order }, { cache }) => {
      const id = cache.identify(order);
      const fragment = { id, fragment: OrderFieldsFragmentDoc, fragmentName: 'OrderFields' } as const;
      // The status on screen, if a screen holds the whole order (undefined otherwise).
      const before = cache.readFragment(fragment)?.status;
      cache.writeFragment({ ...fragment, data: order });
      const message = orderUpdateMessage(order, before);
      if (message) notifyInfo(message);
    },
  });
}
