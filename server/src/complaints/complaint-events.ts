import { DomainEvent, type EventOptions } from '../common/events/event-bus';
import type { ChangedDocuments, DocumentsElsewhere } from '../database/feed-to-bus';
import type { Complaint } from './models/complaint.model';

/**
 * A complaint changed, published on the EventBus by ComplaintsService once the change is stored,
 * or for another instance's change seen through the change feed (`complaintsElsewhere`).
 * `complaint` is the complaint after the change, as both its shopper and the admin see it.
 */
export abstract class ComplaintChange extends DomainEvent {
  constructor(
    readonly complaint: Complaint,
    options?: EventOptions,
  ) {
    super(options);
  }
}

/** A shopper filed a complaint. */
export class ComplaintSubmitted extends ComplaintChange {}

/** The admin responded (a new response, status or priority), or the shopper replied. */
export class ComplaintUpdated extends ComplaintChange {}

/**
 * Other instances' complaint changes as events here (database/feed-to-bus.ts): a complaint
 * whose thread is its description alone, not seen before, is ComplaintSubmitted, anything newer ComplaintUpdated. A
 * complaint's version is its `updatedAt`, which the service sets on every change people see.
 */
export const complaintsElsewhere = (
  read: (which: ChangedDocuments) => Promise<Complaint[]>,
): DocumentsElsewhere<Complaint, ComplaintChange> => ({
  collection: 'complaints',
  read,
  version: (complaint) => ({ id: complaint._id, version: new Date(complaint.updatedAt).getTime() }),
  event: (complaint, known) =>
    complaint.messages.length === 1 && !known ? new ComplaintSubmitted(complaint) : new ComplaintUpdated(complaint),
  told: { type: ComplaintChange, document: (event) => event.complaint },
});
