import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxService } from '../mail/outbox.service';
import { BookStockChanged } from './book-events';
import { BooksService } from './books.service';

/** 'YYYY-MM-DD' in UTC: a book's low-stock email goes at most once in each. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Tells the store (STORE_EMAIL) when a sale or a return leaves a book at or below
 * LOW_STOCK_THRESHOLD, at most once per book and day: the message is recorded under the key
 * `low-stock:<book>:<day>`, which the outbox records once. It follows the stock change that
 * published BookStockChanged rather than being written in it (the stock's update belongs to the
 * books' own reservation markers), so a crash between the two loses that day's email; the next
 * change of the book's stock records it.
 */
@Injectable()
export class LowStockAlerts implements OnModuleInit {
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

  private async changed({ bookId, stock }: BookStockChanged): Promise<void> {
    const store = this.config.store.email;
    if (!store || stock > this.config.lowStockThreshold || !this.outbox.enabled) return;
    try {
      const [book] = await this.books.findMany([bookId]);
      if (!book) return;
      const recorded = await this.outbox.record(`low-stock:${bookId}:${utcDay(new Date())}:store`, {
        to: store,
        message: {
          template: 'low-stock',
          data: { bookId, title: book.title, author: book.author, stock, threshold: this.config.lowStockThreshold },
        },
      });
      if (recorded) this.outbox.nudge();
    } catch (error) {
      this.logger.warn(`Low-stock email for book ${bookId} not recorded: ${(error as Error).message}`);
    }
  }
}
