import { DomainEvent, WITH_NOTICE } from '../common/events/event-bus';

/**
 * These books came back into stock and their waiting back-in-stock alerts were made due (the
 * alerts are the emails' notices: the outbox relays them at once).
 */
export class BackInStock extends DomainEvent {
  constructor(readonly bookIds: readonly string[]) {
    super(WITH_NOTICE);
  }
}
