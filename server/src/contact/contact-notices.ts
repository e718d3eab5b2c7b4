import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { MessageOf, NoticeMail, NoticeSource, PendingNotice } from '../mail';
import { StoreIdentityService } from '../store-identity/store-identity.service';
import type { ContactMails } from './contact-mails';
import { ContactMessage } from './schemas/contact-message.schema';

/**
 * The contact form's side of the outbox: each stored message goes to the contact email the shop
 * shows when it is relayed (its identity, edited in Settings; first value STORE_EMAIL), with
 * the sender as its reply-to, under `contact:<message id>:store`; relayed messages are deleted.
 */
@Injectable()
export class ContactNotices implements NoticeSource {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly identity: StoreIdentityService,
  ) {}

  async pendingNotices(limit: number): Promise<PendingNotice[]> {
    const messages = await this.messages.find().sort({ _id: 1 }).limit(limit).lean<ContactMessage[]>();
    const { email: store } = await this.identity.identity();
    return messages.map((message) => ({
      key: `contact:${String(message._id)}`,
      mails: this.mailsOf(message, store),
      handed: async () => {
        await this.messages.deleteOne({ _id: message._id });
      },
    }));
  }

  private mailsOf({ name, email, message }: ContactMessage, store: string): NoticeMail[] {
    if (!store) return [];
    const mail = { template: 'contact', data: { name, email, message } } satisfies MessageOf<ContactMails>;
    return [{ recipient: 'store', to: store, replyTo: email, message: mail }];
  }
}
