import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxService } from '../mail/outbox.service';
import { BookStockChanged } from './book-events';
import { BooksService } from './books.service';
import type { Book } from './models/book.model';

/** 'YYYY-MM-DD' in UTC: a book's low-stock email goes at most once in each. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Tells the store (STORE_EMAIL) when a sale or a return leaves a book at or below
 * LOW_STOCK_THRESHOLD, at most once per book and day: the message is recorded under the key
 * `low-stock:<book>:<day>`, which the outbox records once. It follows the stock change that
 * published BookStockChanged rather than being written in it (the stock's update belongs to the
 * books' own reservation markers). A crash between the two would lose the email, so at start-up
 * every book at or below the threshold that was written today is recorded again: the key keeps
 * the alerts already recorded from going twice, and the one the crash missed goes now. (A book
 * that was already low and whose other fields were edited today also gets its day's email then.)
 */
@Injectable()
export class LowStockAlerts implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(LowStockAlerts.name);

  constructor(
    private readonly events: EventBus,
    private readonly books: BooksService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(BookStockChanged, (event) => this.changed(event));
  }

  /** The alerts a crash may have kept from being recorded (see above); the outbox sends them. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.store.email || !this.outbox.enabled) return;
    try {
      const today = new Date(`${utcDay(new Date())}T00:00:00.000Z`);
      const books = await this.books.lowStockWrittenSince(this.config.lowStockThreshold, today);
      let recorded = 0;
      for (const book of books) if (await this.record(book)) recorded++;
      if (recorded) this.outbox.nudge();
    } catch (error) {
      this.logger.warn(`Low-stock emails not checked at start-up: ${(error as Error).message}`);
    }
  }

  private async changed({ bookId, stock }: BookStockChanged): Promise<void> {
    if (!this.config.store.email || stock > this.config.lowStockThreshold || !this.outbox.enabled) return;
    try {
      const book = (await this.books.findMany([bookId]))[0]?.book;
      if (book && (await this.record({ ...book, stock }))) this.outbox.nudge();
    } catch (error) {
      this.logger.warn(`Low-stock email for book ${bookId} not recorded: ${(error as Error).message}`);
    }
  }

  /** Records the day's alert for `book` (with the stock it has); false when it was recorded already. */
  private record(book: Pick<Book, '_id' | 'title' | 'author' | 'stock'>): Promise<boolean> {
    const threshold = this.config.lowStockThreshold;
    return this.outbox.record(`low-stock:${book._id}:${utcDay(new Date())}:store`, {
      to: this.config.store.email!,
      message: {
        template: 'low-stock',
        data: { bookId: book._id, title: book.title, author: book.author, stock: book.stock, threshold },
      },
    });
  }
}
