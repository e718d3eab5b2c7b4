import { registerEnumType } from '@nestjs/graphql';

/**
 * The statuses of an acknowledged order, the only ones clients ever see (docs/api.md "Orders").
 * The internal states and the moves between them are in order-lifecycle.ts.
 */
export enum OrderStatus {
  PENDING = 'pending',
  SHIPPED = 'shipped',
  DELIVERED = 'delivered',
  CANCELLED = 'cancelled',
}

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    'PENDING: placed, not yet shipped (every new order); SHIPPED; DELIVERED; CANCELLED: cancelled while pending, ' +
    'by the shopper or the admin, its copies back in stock (final). The admin may move an order between the first three.',
});

export const ORDER_STATUSES = Object.values(OrderStatus);
export const STATUS_MESSAGE = `Status must be one of ${ORDER_STATUSES.join(', ')}`;
