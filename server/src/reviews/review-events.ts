import { DomainEvent, type EventOptions } from '../common/events/event-bus';

/**
 * A review was written, edited, deleted, reported, hidden or shown (ReviewsService, once stored;
 * the book's rating is written before). The admin's hide and show carry an activity-log entry
 * (`WITH_AUDIT`), which the activity relay copies.
 */
export class ReviewChanged extends DomainEvent {
  constructor(
    readonly reviewId: string,
    readonly bookId: string,
    options?: EventOptions,
  ) {
    super(options);
  }
}
