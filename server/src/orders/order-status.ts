/**
 * The statuses of an acknowledged order, the only ones clients ever see (docs/api.md "Orders").
 * The internal states and the moves between them are in order-states.ts. Pure (no Nest or
 * Mongoose): models/order.model.ts registers the enumeration with GraphQL.
 */
export enum OrderStatus {
  PENDING = 'pending',
  SHIPPED = 'shipped',
  DELIVERED = 'delivered',
  CANCELLED = 'cancelled',
}

export const ORDER_STATUSES = Object.values(OrderStatus);
export const STATUS_MESSAGE = `Status must be one of ${ORDER_STATUSES.join(', ')}`;
