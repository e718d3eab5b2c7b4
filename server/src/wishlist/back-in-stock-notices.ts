import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { MessageOf, NoticeMail, NoticeSource, PendingNotice } from '../mail';
import { EmailPreferencesService, type Recipient } from '../users/email-preferences.service';
import type { WishlistMails } from './back-in-stock-mails';
import { BackInStockAlert } from './schemas/back-in-stock-alert.schema';

/**
 * The back-in-stock alerts' side of the outbox: a due alert (stock-alerts.service.ts) is its own
 * notice, `back-in-stock:<alert id>`, one email to the shopper, deleted once the outbox has it. A
 * second relay of the same alert (another instance, or after a crash before the deletion) is
 * refused by the outbox's unique key, so it is emailed once. A shopper who turned stock emails off,
 * or whose account is gone, is told nothing.
 */
@Injectable()
export class BackInStockNotices implements NoticeSource {
  constructor(
    @InjectModel(BackInStockAlert.name) private readonly alerts: Model<BackInStockAlert>,
    private readonly users: EmailPreferencesService,
  ) {}

  async pendingNotices(limit: number): Promise<PendingNotice[]> {
    const due = await this.alerts.find({ due: true }).sort({ _id: 1 }).limit(limit).lean<BackInStockAlert[]>();
    const people = await this.users.recipients(due.map((alert) => String(alert.user)));
    return due.map((alert) => ({
      key: `back-in-stock:${String(alert._id)}`,
      mails: this.mailsOf(alert, people.get(String(alert.user))),
      handed: async () => {
        await this.alerts.deleteOne({ _id: alert._id });
      },
    }));
  }

  private mailsOf(alert: BackInStockAlert, shopper: Recipient | undefined): NoticeMail[] {
    if (!shopper?.stockEmails) return [];
    const message = {
      template: 'back-in-stock',
      data: { name: shopper.name, bookId: String(alert.book), title: alert.title, author: alert.author },
    } satisfies MessageOf<WishlistMails>;
    return [{ recipient: 'shopper', to: shopper.email, message }];
  }
}
