import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AppError } from '../common/errors/app-error';
import { EventBus } from '../common/events/event-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailRegistry } from '../mail';
import { LoginThrottleService } from '../users/login-throttle.service';
import type { ContactMessageInput } from './dto/contact-message.input';
import type { ContactPayload } from './models/contact-payload.model';
import { ContactMessageReceived } from './contact-events';
import { ContactMessage } from './schemas/contact-message.schema';

export const CONTACT_SENT = 'Thank you! Your message was sent; we will answer by email.';

/**
 * The contact page's form, for visitors and shoppers alike: the message is stored, and goes to the
 * store (STORE_EMAIL) through the outbox like any notice (contact-notices.ts), with the sender as
 * its reply-to. Throttled per client address; a message whose hidden field is filled (a bot) is
 * answered alike and sends nothing.
 */
@Injectable()
export class ContactService {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly mail: MailRegistry,
    private readonly events: EventBus,
    private readonly throttle: LoginThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(input: ContactMessageInput, address: string): Promise<ContactPayload> {
    if (!this.config.store.email || !this.mail.enabled) {
      throw AppError.notFound('The contact form is not available: this store sends no email.');
    }
    await this.throttle.assertContactAllowed(address);
    await this.throttle.recordContactMessage(address);
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
