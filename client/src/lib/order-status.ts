import type { OrderStatus } from '@/gql/graphql';

/** The order statuses in the order an order goes through them. */
export const ORDER_STATUSES = ['PENDING', 'SHIPPED', 'DELIVERED'] as const satisfies readonly OrderStatus[];

const labels: Record<OrderStatus, string> = { PENDING: 'Pending', SHIPPED: 'Shipped', DELIVERED: 'Delivered' };

/** 'Pending', 'Shipped', 'Delivered'. */
export function orderStatusLabel(status: OrderStatus): string {
  return labels[status];
}

/** True for one of the three statuses (upper case, as GraphQL sends them), e.g. from a URL. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** How an order is named to people: the last 8 characters of its id. */
export function shortOrderId(id: string): string {
  return id.slice(-8);
}
