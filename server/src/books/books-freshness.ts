import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { ChangeFeed } from '../database/change-feed';
import { BooksChangedElsewhere } from './book-events';
import { CatalogueReads } from './catalogue-reads';

/**
 * Brings other instances' writes to this one: the change feed names the books changed elsewhere
 * (or says anything may have changed), and this publishes it on the EventBus as
 * `BooksChangedElsewhere`, the same path this instance's own writes take, for whoever keeps
 * something derived from the catalogue. Stopped with the feed when the app shuts down.
 */
@Injectable()
export class BooksFreshness implements OnApplicationBootstrap {
  constructor(
    private readonly feed: ChangeFeed,
    private readonly events: EventBus,
    private readonly catalogue: CatalogueReads,
  ) {}

  onApplicationBootstrap(): void {
    // With the number of books held in memory to compare, a poll reloads everything only when a
    // deletion it cannot see by `updatedAt` made the counts differ, not on every new book.
    this.feed.watch(
      'books',
      (change) => this.events.publish(new BooksChangedElsewhere(change.all ? 'all' : change.ids)),
      {
        expectedCount: () => this.catalogue.heldBooks(),
      },
    );
  }
}
