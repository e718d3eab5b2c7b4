import type { OrderStatus } from '@/gql/graphql';

/** Every order status, for filters and the admin's select: the three steps, then cancelled. */
export const ORDER_STATUSES = [
  'PENDING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const satisfies readonly OrderStatus[];

/** The steps an order goes through, in order (the tracker); a cancelled order leaves them. */
export const ORDER_STEPS = ['PENDING', 'SHIPPED', 'DELIVERED'] as const satisfies readonly OrderStatus[];

const labels: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** 'Pending', 'Shipped', 'Delivered', 'Cancelled'. */
export function orderStatusLabel(status: OrderStatus): string {
  return labels[status];
}

/** True for one of the statuses (upper case, as GraphQL sends them), e.g. from a URL. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** How an order is named to people: the last 8 characters of its id. */
export function shortOrderId(id: string): string {
  return id.slice(-8);
}
