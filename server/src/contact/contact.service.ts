import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AppError } from '../common/errors/app-error';
import { EventBus } from '../common/events/event-bus';
import { StoreIdentityService } from '../store-identity/store-identity.service';
import { MailRegistry } from '../mail';
import { type AttemptCounter, AttemptThrottleService } from '../common/throttle/attempt-throttle.service';
import type { ContactMessageInput } from './dto/contact-message.input';
import type { ContactPayload } from './models/contact-payload.model';
import { ContactMessageReceived } from './contact-events';
import { ContactMessage } from './schemas/contact-message.schema';

/** Contact-form messages from one client address before it is refused for a while. */
export const CONTACT_ADDRESS_LIMIT = 10;
const fromAddress = (address: string): AttemptCounter[] => [
  { key: `contact from ${address}`, limit: CONTACT_ADDRESS_LIMIT },
];

export const CONTACT_SENT = 'Thank you! Your message was sent; we will answer by email.';

/**
 * The contact page's form, for visitors and shoppers alike: the message is stored, and goes to the
 * store (STORE_EMAIL) through the outbox like any notice (contact-notices.ts), with the sender as
 * its reply-to. Every message is counted per client address (CONTACT_ADDRESS_LIMIT, through
 * AttemptThrottleService); a message whose hidden field is filled (a bot) is answered alike and
 * sends nothing.
 */
@Injectable()
export class ContactService {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly mail: MailRegistry,
    private readonly events: EventBus,
    private readonly throttle: AttemptThrottleService,
    private readonly identity: StoreIdentityService,
  ) {}

  async send(input: ContactMessageInput, address: string): Promise<ContactPayload> {
    // Messages go to the contact email the shop shows (its identity; first value STORE_EMAIL).
    if (!(await this.identity.identity()).email || !this.mail.enabled) {
      throw AppError.notFound('The contact form is not available: this store sends no email.');
    }
    await this.throttle.assertAllowed(fromAddress(address));
    await this.throttle.count(fromAddress(address));
    if (input.website) return { message: CONTACT_SENT };
    const stored = await this.messages.create({
      name: input.name,
      email: input.email,
      message: input.message,
      createdAt: new Date(),
    });
    await this.events.publish(new ContactMessageReceived(String(stored._id)));
    return { message: CONTACT_SENT };
  }
}
