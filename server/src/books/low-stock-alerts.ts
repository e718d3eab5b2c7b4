import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailRegistry } from '../mail';
import { StoreIdentityService } from '../store-identity/store-identity.service';
import { BooksSaved, BookStockChanged, LowStockAlerted } from './book-events';
import { BooksService } from './books.service';
import type { StockLowered } from './schemas/book.schema';
import { type LowBook, StockNotices, utcDay } from './stock-notices';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Tells the store (its contact email as saved in Settings, first value STORE_EMAIL) about books that a sale or the admin's edit took to
 * LOW_STOCK_THRESHOLD or below: one digest a day listing every such book once (with the lowest
 * stock it reached), sent once the day is over, and at once, for a book a sale left with no
 * copies, a sold-out email (at most once per book and day). Creating, importing or seeding a book,
 * or copies coming back, tells nobody.
 *
 * It listens on the bus: the sale (or edit) records itself on the book in its own update
 * (`stockLowered`), and this writes an alert (stock-notices.ts) from its event rather than in it
 * (the stock's update belongs to the books' reservation markers). The outbox relays the alert
 * like any notice. A crash between the two would lose the email, so at start-up every book at or
 * below the threshold that a sale or an edit lowered since the start of yesterday is told again:
 * the digest lists a book once and the sold-out key is recorded once, so what was told already is
 * not told twice, and what the crash missed goes now. A book whose day's digest has already gone
 * without it is listed in the next day's.
 */
@Injectable()
export class LowStockAlerts implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(LowStockAlerts.name);

  constructor(
    private readonly events: EventBus,
    private readonly books: BooksService,
    private readonly notices: StockNotices,
    private readonly mail: MailRegistry,
    private readonly identity: StoreIdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get on(): boolean {
    return Boolean(this.identity.current.email) && this.mail.enabled;
  }

  onModuleInit(): void {
    this.events.subscribe(BookStockChanged, (event) => this.sold(event));
    this.events.subscribe(BooksSaved, (event) => this.edited(event));
  }

  onApplicationBootstrap(): Promise<void> {
    return this.catchUp();
  }

  /** What a crash may have kept from being told (see above): every book lowered since the start of yesterday. */
  async catchUp(now = new Date()): Promise<void> {
    if (!this.on) return;
    try {
      const since = new Date(Date.parse(`${utcDay(now)}T00:00:00.000Z`) - DAY_MS);
      for (const { book, lowered } of await this.books.loweredSince(this.config.lowStockThreshold, since))
        await this.tell(book, lowered);
    } catch (error) {
      this.logger.warn(`Low-stock emails not checked at start-up: ${(error as Error).message}`);
    }
  }

  private async sold({ bookId, stock, soldAt }: BookStockChanged): Promise<void> {
    if (!soldAt || stock > this.config.lowStockThreshold || !this.on) return;
    try {
      const book = (await this.books.findMany([bookId]))[0]?.book;
      if (book) await this.tell({ ...book, stock }, { at: soldAt, by: 'sale' });
    } catch (error) {
      this.logger.warn(`Low-stock email for book ${bookId} not recorded: ${(error as Error).message}`);
    }
  }

  private async edited({ records, stockLowered }: BooksSaved): Promise<void> {
    if (!stockLowered.length || !this.on) return;
    for (const { bookId, at } of stockLowered) {
      const record = records.find((saved) => String(saved._id) === bookId);
      if (!record || record.stock > this.config.lowStockThreshold) continue;
      try {
        await this.tell({ ...record, _id: bookId }, { at, by: 'edit' });
      } catch (error) {
        this.logger.warn(`Low-stock email for book ${bookId} not recorded: ${(error as Error).message}`);
      }
    }
  }

  /** Writes the book's alert, for the outbox to relay (at once: the event says it carries a notice). */
  private async tell(book: LowBook, lowered: StockLowered): Promise<void> {
    await this.notices.record(book, lowered);
    await this.events.publish(new LowStockAlerted(book._id));
  }
}
