import type { Model } from 'mongoose';
import type { AppConfig } from '../config/app-config';
import type { DigestTarget, MessageOf, NoticeMail, NoticeSource, PendingNotice } from '../mail';
import type { Book } from './models/book.model';
import type { StockLowered } from './schemas/book.schema';
import type { StockAlert } from './schemas/stock-alert.schema';
import type { StockMails } from './stock-mails';
import { utcDay } from '../common/dates/days';

const DAY_MS = 24 * 60 * 60_000;

/** 'YYYY-MM-DD' in UTC: the day whose digest lists a book. */
export { utcDay };

/** The start of the UTC day after `day`: when its digest is sent. */
export const dayAfter = (day: string): Date => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);

export type LowBook = Pick<Book, '_id' | 'title' | 'author' | 'stock'>;

/**
 * The low-stock alerts' side of the outbox (the `stockalerts` collection, given by BooksModule):
 * each alert lists its book in the day's digest, `low-stock-digest:<UTC day>:store`, sent once
 * the day is over (or in the next day's, when that one has gone without it), and a sale that left
 * no copies also records `sold-out:<book>:<UTC day>:store`, at most once per book and day by its
 * key. Relayed alerts are deleted.
 */
export class StockNotices implements NoticeSource {
  constructor(
    private readonly alerts: Model<StockAlert>,
    private readonly config: Pick<AppConfig, 'lowStockThreshold'>,
    /** Where the store's notices go now: its contact email as saved in Settings (first value STORE_EMAIL); '' for none. */
    private readonly storeEmail: () => Promise<string>,
  ) {}

  /** Stores the alert for a book whose stock was lowered to the threshold or below. */
  async record(book: LowBook, lowered: StockLowered): Promise<void> {
    await this.alerts.create({
      book: book._id,
      title: book.title,
      author: book.author,
      stock: book.stock,
      at: lowered.at,
      by: lowered.by,
    });
  }

  async pendingNotices(limit: number): Promise<PendingNotice[]> {
    const alerts = await this.alerts.find().sort({ _id: 1 }).limit(limit).lean<StockAlert[]>();
    const to = alerts.length ? await this.storeEmail() : '';
    return alerts.map((alert) => {
      const day = utcDay(alert.at);
      const soldOut = alert.by === 'sale' && alert.stock === 0;
      return {
        key: `${soldOut ? 'sold-out' : 'low-stock'}:${alert.book}:${day}`,
        mails: this.mailsOf(alert, day, soldOut, to),
        handed: async () => {
          await this.alerts.deleteOne({ _id: alert._id });
        },
      };
    });
  }

  private mailsOf(alert: StockAlert, day: string, soldOut: boolean, to: string): NoticeMail[] {
    if (!to) return [];
    const store = { recipient: 'store', to };
    const digest: NoticeMail = {
      ...store,
      digest: {
        into: [this.digestOf(day), this.digestOf(utcDay(dayAfter(day)))],
        entry: { id: alert.book, title: alert.title, author: alert.author, stock: alert.stock },
        lowest: ['stock'],
      },
    };
    if (!soldOut) return [digest];
    const message = {
      template: 'sold-out',
      data: { bookId: alert.book, title: alert.title, author: alert.author },
    } satisfies MessageOf<StockMails>;
    return [{ ...store, message }, digest];
  }

  /** The digest of one UTC day, collecting until the day is over. */
  private digestOf(day: string): DigestTarget {
    return {
      key: `low-stock-digest:${day}`,
      until: dayAfter(day),
      message: { template: 'low-stock-digest', data: { day, threshold: this.config.lowStockThreshold } },
    };
  }
}
