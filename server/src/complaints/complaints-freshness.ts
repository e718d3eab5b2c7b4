import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { ChangeFeed, type FeedChange } from '../database/change-feed';
import { SeenVersions } from '../common/events/seen-versions';
import { RECENT_MS } from '../orders/orders-freshness';
import { ComplaintChange, ComplaintSubmitted, ComplaintUpdated } from './complaint-events';
import { ComplaintsService } from './complaints.service';

const RECENT_LIMIT = 1000;

/**
 * Other instances' complaint changes as events here, as OrdersFreshness does for orders: a
 * complaint without responses not seen before is ComplaintSubmitted, anything newer
 * ComplaintUpdated. A complaint's version is its `updatedAt`, which the service sets on every
 * change people see.
 */
@Injectable()
export class ComplaintsFreshness implements OnApplicationBootstrap {
  private readonly seen = new SeenVersions();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly events: EventBus,
    private readonly complaints: ComplaintsService,
  ) {}

  onApplicationBootstrap(): void {
    this.events.subscribe(ComplaintChange, ({ complaint }) => {
      this.seen.note(complaint._id, new Date(complaint.updatedAt).getTime());
    });
    this.feed.watch('complaints', (change) => this.changedElsewhere(change), { ignoreDeletions: true });
  }

  private async changedElsewhere(change: FeedChange): Promise<void> {
    const complaints = await this.complaints.changed(
      change.all ? { since: new Date(Date.now() - RECENT_MS), limit: RECENT_LIMIT } : { ids: change.ids },
    );
    for (const complaint of complaints) {
      const submitted = complaint.responses.length === 0 && !this.seen.known(complaint._id);
      if (!this.seen.note(complaint._id, new Date(complaint.updatedAt).getTime())) continue;
      await this.events.publish(submitted ? new ComplaintSubmitted(complaint) : new ComplaintUpdated(complaint));
    }
  }
}
