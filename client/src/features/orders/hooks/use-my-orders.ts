import { type ListMyOrdersQuery } from '@/gql/graphql';
import { ListMyOrdersDocument } from '../api/ListMyOrders.generated';
import { notifyFailure } from '@/lib/notify';
import { usePaginatedList } from '@/lib/use-paginated-list';

export type MyOrder = ListMyOrdersQuery['myOrders']['edges'][number]['node'];

/** Toasts and dismisses under this scope: the shopper's order screens. */
export const ORDERS_SCOPE = 'orders';

function toastFailure(error: unknown) {
  notifyFailure(error, 'Failed to fetch orders', { scope: ORDERS_SCOPE, useServerMessage: false });
}

/** The shopper's own orders, newest first, a page at a time. */
export function useMyOrders() {
  return usePaginatedList(ListMyOrdersDocument, {}, { connection: (data) => data.myOrders, onError: toastFailure });
}
