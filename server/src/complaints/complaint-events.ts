import { DomainEvent } from '../common/events/event-bus';
import type { Complaint } from './models/complaint.model';

/**
 * A complaint changed, published on the EventBus by ComplaintsService once the change is stored,
 * or by ComplaintsFreshness for another instance's change seen through the change feed.
 * `complaint` is the complaint after the change, as both its shopper and the admin see it.
 */
export abstract class ComplaintChange extends DomainEvent {
  constructor(readonly complaint: Complaint) {
    super();
  }
}

/** A shopper filed a complaint. */
export class ComplaintSubmitted extends ComplaintChange {}

/** The admin responded: a new response, status or priority. */
export class ComplaintUpdated extends ComplaintChange {}
