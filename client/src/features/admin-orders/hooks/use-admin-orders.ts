import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { type ListOrdersQuery, type OrderStatus, type PaymentState } from '@/gql/graphql';
import { GetOrderTotalsDocument } from '../api/GetOrderTotals.generated';
import { ListOrdersDocument } from '../api/ListOrders.generated';
import { notifyFailure } from '@/lib/notify';
import { isOrderStatus } from '@/lib/order-status';
import { isPaymentState } from '@/lib/payment-state';
import { type FilterSchema, type FiltersOf } from '@/lib/use-list-filters';
import { usePaginatedList } from '@/lib/use-paginated-list';

export type AdminOrder = ListOrdersQuery['orders']['edges'][number]['node'];

/**
 * The order list's filters, kept in the URL: ?q= (order id, its last 8 characters, customer name
 * or email; typing replaces the history entry), ?status= (PENDING, SHIPPED or DELIVERED) and
 * ?payment= (a payment state: AWAITING, PAID, REFUND_DUE…).
 */
export const adminOrderFilterSchema = {
  search: { param: 'q', replace: true },
  status: {
    param: 'status',
    parse: (raw: string): OrderStatus | '' => {
      const status = raw.toUpperCase();
      return isOrderStatus(status) ? status : '';
    },
  },
  payment: {
    param: 'payment',
    parse: (raw: string): PaymentState | '' => {
      const state = raw.toUpperCase();
      return isPaymentState(state) ? state : '';
    },
  },
} satisfies FilterSchema;

export type AdminOrderFilters = FiltersOf<typeof adminOrderFilterSchema>;

/** Toasts and dismisses under this scope: the order list, and status changes made from it. */
export const ADMIN_ORDERS_SCOPE = 'admin-orders';

function toastFailure(error: unknown) {
  notifyFailure(error, 'Failed to fetch orders', { scope: ADMIN_ORDERS_SCOPE, useServerMessage: false });
}

/** Every customer's orders, newest first, a page at a time, narrowed by search text and status. */
export function useAdminOrders({ search, status, payment }: AdminOrderFilters) {
  return usePaginatedList(
    ListOrdersDocument,
    { search: search.trim(), status: status || undefined, paymentState: payment || undefined },
    { connection: (data) => data.orders, onError: toastFailure },
  );
}

/** The store's order totals (revenue, orders, pending) for the summary above the list. */
export function useOrderTotals() {
  const { data, error } = useQuery(GetOrderTotalsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) toastFailure(error);
  }, [error]);
  return data?.dashboard.totals;
}
