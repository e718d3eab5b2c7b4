import { DomainEvent, type EventOptions } from '../common/events/event-bus';
import type { ChangedDocuments, DocumentsElsewhere } from '../database/feed-to-bus';
import type { OrderNote } from './models/order-note.model';
import type { Order } from './models/order.model';

/**
 * An order people can see changed, published on the EventBus by OrdersService where the change
 * was decided (placing, a status change, a cancellation), or for another instance's change seen
 * through the change feed (`ordersElsewhere`). `order` is the order after the change as the
 * admin sees it (with its customer and who made each status change); `shopperView` in
 * order.model.ts is its shopper's.
 */
export abstract class OrderChange extends DomainEvent {
  constructor(
    readonly order: Order,
    options?: EventOptions,
  ) {
    super(options);
  }
}

/** A new order was acknowledged (pending). */
export class OrderPlaced extends OrderChange {}

/** An acknowledged order's status changed: shipped, delivered, back to pending, cancelled. */
export class OrderUpdated extends OrderChange {}

/** The admin wrote an internal note on an order (never told to its shopper). */
export class OrderNoteAdded extends DomainEvent {
  constructor(
    readonly note: OrderNote,
    options?: EventOptions,
  ) {
    super(options);
  }
}

/**
 * Other instances' order changes as events here (database/feed-to-bus.ts): the orders changed
 * elsewhere, read as the admin sees them, are OrderPlaced (an order with its first status only,
 * not seen before) or OrderUpdated. An order's version is its number of status changes: each
 * change people see adds one, so internal changes (markers, restocking) are not told.
 */
export const ordersElsewhere = (
  read: (which: ChangedDocuments) => Promise<Order[]>,
): DocumentsElsewhere<Order, OrderChange> => ({
  collection: 'orders',
  read,
  version: (order) => ({ id: order._id, version: order.statusHistory.length }),
  event: (order, known) =>
    order.statusHistory.length === 1 && !known ? new OrderPlaced(order) : new OrderUpdated(order),
  told: { type: OrderChange, document: (event) => event.order },
});
