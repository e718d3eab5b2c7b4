import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import { BooksService } from '../books/books.service';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { countUpTo } from '../common/pagination/count-up-to';
import { EventBus } from '../common/events/event-bus';
import { BackInStockAlert } from './schemas/back-in-stock-alert.schema';
import { BackInStock } from './wishlist-events';
import { bookInStockMessage, MAX_STOCK_ALERTS, STOCK_ALERTS_FULL_MESSAGE } from './wishlist-rules';

/**
 * Home of the back-in-stock alerts' rules. A shopper asks for one only while the book has no copies
 * (409 BOOK_IN_STOCK otherwise), at most MAX_STOCK_ALERTS at a time; asking twice, or cancelling
 * one that is not there, changes nothing. When the book's stock is above 0 again, `restocked` makes
 * its waiting alerts due in one update (`due: false` → `true`), which any number of instances may
 * repeat: each alert turns due once, and as a due alert is the email's notice (relayed under its
 * own id, then deleted: back-in-stock-notices.ts), each waiting shopper is emailed exactly once.
 * The restock is seen on the bus (restock-watch.ts), and by `sweep`, run as a job, for what a crash
 * or another instance's write kept from being seen.
 */
@Injectable()
export class StockAlertsService {
  constructor(
    @InjectModel(BackInStockAlert.name) private readonly alerts: Model<BackInStockAlert>,
    private readonly books: BooksService,
    private readonly events: EventBus,
  ) {}

  /** Asks for an email when an out-of-stock book is back; 404 for an unknown book, 409 for one in stock. */
  async request(userId: string, bookId: string): Promise<void> {
    const book = await this.books.findOne(bookId);
    if (book.stock > 0) throw new AppError(ErrorCode.BOOK_IN_STOCK, bookInStockMessage(book.title));
    const user = new Types.ObjectId(userId);
    const _id = new Types.ObjectId(bookId);
    if (await this.alerts.exists({ user, book: _id })) return;
    // A count, then an insert: concurrent requests of one account may pass the limit by a few, never by many.
    if ((await countUpTo(this.alerts, { user }, MAX_STOCK_ALERTS)) >= MAX_STOCK_ALERTS)
      throw new AppError(ErrorCode.WISHLIST_FULL, STOCK_ALERTS_FULL_MESSAGE);
    try {
      await this.alerts.create({ user, book: _id, title: book.title, author: book.author, due: false });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error; // asked twice at once: one alert
    }
    // Copies that came back between the check and the insert: the alert is due now.
    const now = await this.books.findMany([bookId]);
    if ((now[0]?.book.stock ?? 0) > 0) await this.restocked([bookId]);
  }

  /** Cancels the alert (a due one not yet relayed is not emailed); none to cancel changes nothing. */
  async cancel(userId: string, bookId: string): Promise<void> {
    await this.alerts.deleteOne({ user: new Types.ObjectId(userId), book: new Types.ObjectId(bookId) });
  }

  /**
   * These books have copies again: their waiting alerts turn due, in one update conditional on
   * `due: false`, and the outbox is told when any did.
   */
  async restocked(bookIds: readonly string[]): Promise<number> {
    if (!bookIds.length) return 0;
    const books = bookIds.map((id) => new Types.ObjectId(id));
    const { modifiedCount } = await this.alerts.updateMany(
      { book: trusted({ $in: books }), due: false },
      { $set: { due: true, dueAt: new Date() } },
    );
    if (modifiedCount) await this.events.publish(new BackInStock(bookIds));
    return modifiedCount;
  }

  /**
   * Every book some alert waits for, read again: those with copies are `restocked`, the alerts of
   * deleted books go. Returns how many alerts turned due.
   */
  async sweep(): Promise<number> {
    const waited = (await this.alerts.distinct('book', { due: false })).map(String);
    if (!waited.length) return 0;
    const found = await this.books.findMany(waited);
    const back = waited.filter((_, index) => (found[index]?.book.stock ?? 0) > 0);
    const gone = waited.filter((_, index) => !found[index]);
    if (gone.length) await this.forgetBooks(gone);
    return this.restocked(back);
  }

  /** Deleted books' alerts go: nothing will come back. */
  async forgetBooks(bookIds: readonly string[]): Promise<void> {
    if (!bookIds.length) return;
    await this.alerts.deleteMany({ book: trusted({ $in: bookIds.map((id) => new Types.ObjectId(id)) }) });
  }

  /** Deletes the account's alerts (a deleted account); harmless to repeat. */
  async forget(userId: string): Promise<void> {
    await this.alerts.deleteMany({ user: new Types.ObjectId(userId) });
  }
}
