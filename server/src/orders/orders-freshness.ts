import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { ChangeFeed, type FeedChange } from '../database/change-feed';
import { SeenVersions } from '../common/events/seen-versions';
import { OrderChange, OrderPlaced, OrderUpdated } from './order-events';
import { OrdersService } from './orders.service';

/** When the feed says "anything may have changed", the orders changed this recently are read again. */
export const RECENT_MS = 10_000;
/** At most this many of them. */
const RECENT_LIMIT = 1000;

/**
 * Other instances' order changes as events here: the change feed names the orders changed
 * elsewhere, they are read (as the admin sees them) and published as OrderPlaced (an order with
 * its first status only, not seen before) or OrderUpdated, for this instance's subscribers. An
 * order's version is its number of status changes: each change people see adds one, so an
 * order's own events, the feed's echo of this instance's writes and internal changes (markers,
 * restocking) are told apart and each change is published once per instance.
 */
@Injectable()
export class OrdersFreshness implements OnApplicationBootstrap {
  private readonly seen = new SeenVersions();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly events: EventBus,
    private readonly ordering: OrdersService,
  ) {}

  onApplicationBootstrap(): void {
    this.events.subscribe(OrderChange, ({ order }) => {
      this.seen.note(order._id, order.statusHistory.length);
    });
    this.feed.watch('orders', (change) => this.changedElsewhere(change), { ignoreDeletions: true });
  }

  private async changedElsewhere(change: FeedChange): Promise<void> {
    const orders = await this.ordering.changed(
      change.all ? { since: new Date(Date.now() - RECENT_MS), limit: RECENT_LIMIT } : { ids: change.ids },
    );
    for (const order of orders) {
      const placed = order.statusHistory.length === 1 && !this.seen.known(order._id);
      if (!this.seen.note(order._id, order.statusHistory.length)) continue;
      await this.events.publish(placed ? new OrderPlaced(order) : new OrderUpdated(order));
    }
  }
}
