import { DomainEvent, WITH_NOTICE } from '../common/events/event-bus';

/** A message came through the contact form and was stored with its email's notice (contact-notices.ts). */
export class ContactMessageReceived extends DomainEvent {
  constructor(readonly messageId: string) {
    super(WITH_NOTICE);
  }
}
