import { registerEnumType } from '@nestjs/graphql';

/**
 * The statuses of an acknowledged order, the only ones clients ever see (docs/api.md "Orders").
 * The internal states and the moves between them are in order-lifecycle.ts.
 */
export enum OrderStatus {
  PENDING = 'pending',
  SHIPPED = 'shipped',
  DELIVERED = 'delivered',
}

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'PENDING: placed, not yet shipped (every new order); SHIPPED; DELIVERED. The admin may set any of them.',
});

export const ORDER_STATUSES = Object.values(OrderStatus);
export const STATUS_MESSAGE = `Status must be one of ${ORDER_STATUSES.join(', ')}`;
