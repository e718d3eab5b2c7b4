import { registerEnumType } from '@nestjs/graphql';

/** The statuses of an acknowledged order, the only ones clients ever see (docs/api.md "Orders"). */
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

/**
 * Internal states of an order that is not (or no longer) being acknowledged; never on the wire.
 * `placing`: inserted, stock being taken; `cancelling`: the repair gave up on it and is giving
 * its copies back (see OrderPlacement and OrderRepair).
 */
export enum PlacementState {
  PLACING = 'placing',
  CANCELLING = 'cancelling',
}

export type StoredOrderStatus = OrderStatus | PlacementState;
