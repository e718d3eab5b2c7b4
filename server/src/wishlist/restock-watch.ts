import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { BooksChangedElsewhere, BooksRemoved, BooksSaved, BookStockChanged } from '../books/book-events';
import { EventBus } from '../common/events/event-bus';
import { JobRunner } from '../jobs/job-runner';
import { StockAlertsService } from './stock-alerts.service';
import { WishlistService } from './wishlist.service';

/** The job that reads again the books alerts wait for (StockAlertsService.sweep). */
export const STOCK_ALERTS_JOB = 'stock-alerts';
const SWEEP_EVERY_MS = 60_000;

/**
 * Where a book's stock goes from 0 to more, seen on the bus: copies put back (`BookStockChanged`
 * with a positive change: a cancelled order, a failed sale), the admin's edit or an import
 * (`BooksSaved`). Each makes the book's waiting alerts due at once. What this cannot see (a crash
 * between the stock's write and this, another instance's write on an engine without a change feed)
 * the `stock-alerts` job finds: at start-up, every minute, and soon after other instances' changes.
 * Deleted books leave the wishlists and their alerts go.
 */
@Injectable()
export class RestockWatch implements OnModuleInit {
  private readonly logger = new Logger(RestockWatch.name);

  constructor(
    private readonly events: EventBus,
    private readonly alerts: StockAlertsService,
    private readonly wishlists: WishlistService,
    private readonly runner: JobRunner,
  ) {
    runner.define({
      name: STOCK_ALERTS_JOB,
      everyMs: SWEEP_EVERY_MS,
      gatherMs: 500,
      atStart: 'soon',
      run: async () => {
        await this.alerts.sweep();
      },
    });
  }

  onModuleInit(): void {
    this.events.subscribe(BookStockChanged, ({ bookId, stock, change }) =>
      change > 0 && stock > 0 ? this.restocked([bookId]) : undefined,
    );
    this.events.subscribe(BooksSaved, ({ records }) =>
      this.restocked(records.filter((record) => record.stock > 0).map((record) => String(record._id))),
    );
    this.events.subscribe(BooksChangedElsewhere, () => this.runner.trigger(STOCK_ALERTS_JOB));
    this.events.subscribe(BooksRemoved, ({ ids }) => (ids === 'all' ? undefined : this.removed(ids)));
  }

  private async restocked(bookIds: string[]): Promise<void> {
    try {
      await this.alerts.restocked(bookIds);
    } catch (error) {
      // The job's next sweep finds them.
      this.logger.warn(`Back-in-stock alerts of ${bookIds.length} book(s) not made due: ${(error as Error).message}`);
    }
  }

  private async removed(bookIds: readonly string[]): Promise<void> {
    await this.wishlists.forgetBooks(bookIds);
    await this.alerts.forgetBooks(bookIds);
  }
}
