import { DomainEvent } from '../common/events/event-bus';
import type { Order } from './models/order.model';

/**
 * An order people can see changed, published on the EventBus by OrdersService where the change
 * was decided (placing, a status change, a cancellation), or by OrdersFreshness for another
 * instance's change seen through the change feed. `order` is the order after the change as the
 * admin sees it (with its customer and who made each status change); `shopperView` in
 * order.model.ts is its shopper's.
 */
export abstract class OrderChange extends DomainEvent {
  constructor(readonly order: Order) {
    super();
  }
}

/** A new order was acknowledged (pending). */
export class OrderPlaced extends OrderChange {}

/** An acknowledged order's status changed: shipped, delivered, back to pending, cancelled. */
export class OrderUpdated extends OrderChange {}
