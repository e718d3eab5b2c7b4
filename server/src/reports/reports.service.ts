import { Inject, Injectable } from '@nestjs/common';
import { BooksService } from '../books/books.service';
import { fromCents } from '../common/money/money';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OrderFigures } from '../orders/order-figures';
import { BestSellersBy, SalesGroup, type BestSellersArgs, type SalesReportArgs } from './dto/report-args';
import type { BestSellersReport, SalesReport, SalesRow, StockCoverBook, StockCoverReport } from './models/report.model';
import { lastDays, monthsOf, reportRange } from './report-range';
import { bestSellersDownload, salesDownload, stockCoverDownload } from './reports-csv';

/** The days of sales the stock cover's rate is taken over, today included. */
export const COVER_DAYS = 30;
/** The stock cover lists at most this many low-stock books (the fewest copies first). */
export const COVER_LIMIT = 100;

type Sums = { o: number; c: number; r: number };
const addTo = (sums: Sums, more: Sums) => ({ o: sums.o + more.o, c: sums.c + more.c, r: sums.r + more.r });
const figures = (sums: Sums) => ({ orders: sums.o, copies: sums.c, revenue: fromCents(sums.r) });

/**
 * The admin's reports, read from the running totals the orders' folds keep per day
 * (OrderFigures.sales, orders/sales-tally.ts): a range reads one small document per day, never the
 * orders. Only orders people see count, and cancelled ones do not (as on the dashboard); revenue is
 * the books' part of an order after its discount, in cents until it goes on the wire.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly orderFigures: OrderFigures,
    private readonly books: BooksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The `limit` books sold most in the range, by copies or by revenue. */
  async bestSellers(args: BestSellersArgs): Promise<BestSellersReport> {
    const { from, to } = reportRange(args);
    const days = await this.orderFigures.sales(from, to, { books: 'all' });
    const books = new Map<string, { c: number; r: number; t: string; a: string }>();
    for (const day of days) {
      for (const [bookId, sold] of Object.entries(day.books)) {
        const sum = books.get(bookId) ?? { c: 0, r: 0, t: '', a: '' };
        // Days come oldest first: the title and author are the last ordered.
        books.set(bookId, { c: sum.c + sold.c, r: sum.r + sold.r, t: sold.t, a: sold.a });
      }
    }
    const [first, second] = args.by === BestSellersBy.REVENUE ? (['r', 'c'] as const) : (['c', 'r'] as const);
    const ranked = [...books]
      .filter(([, sum]) => sum.c > 0)
      .sort(
        ([idA, a], [idB, b]) =>
          b[first] - a[first] || b[second] - a[second] || a.t.localeCompare(b.t) || idA.localeCompare(idB),
      )
      .slice(0, args.limit);
    return {
      from,
      to,
      by: args.by,
      books: ranked.map(([bookId, sum]) => ({
        bookId,
        title: sum.t,
        author: sum.a,
        copies: sum.c,
        revenue: fromCents(sum.r),
      })),
      download: bestSellersDownload({ from, to, by: args.by, limit: args.limit }),
    };
  }

  /** Orders, copies and revenue per category or per month of the range, and for the whole range. */
  async sales(args: SalesReportArgs): Promise<SalesReport> {
    const { from, to } = reportRange(args);
    const days = await this.orderFigures.sales(from, to, { books: 'none' });
    let totals: Sums = { o: 0, c: 0, r: 0 };
    const groups = new Map<string, Sums>();
    if (args.group === SalesGroup.MONTH)
      for (const month of monthsOf(from, to)) groups.set(month, { o: 0, c: 0, r: 0 });
    for (const day of days) {
      totals = addTo(totals, day.sales);
      if (args.group === SalesGroup.MONTH) {
        const month = day.day.slice(0, 7);
        groups.set(month, addTo(groups.get(month)!, day.sales));
      } else {
        for (const [category, sums] of Object.entries(day.categories))
          groups.set(category, addTo(groups.get(category) ?? { o: 0, c: 0, r: 0 }, sums));
      }
    }
    let rows: SalesRow[] = [...groups].map(([key, sums]) => ({ key, ...figures(sums) }));
    if (args.group === SalesGroup.CATEGORY)
      rows = rows
        .filter((row) => row.orders > 0)
        .sort((a, b) => b.revenue - a.revenue || b.copies - a.copies || a.key.localeCompare(b.key));
    return {
      from,
      to,
      group: args.group,
      rows,
      totals: figures(totals),
      download: salesDownload({ from, to, group: args.group }),
    };
  }

  /** Each low-stock book (at most COVER_LIMIT) with its last 30 days' sales and the days its stock lasts at that rate. */
  async stockCover(now = new Date()): Promise<StockCoverReport> {
    const threshold = this.config.lowStockThreshold;
    const [low, lowStockCount] = await Promise.all([
      this.books.lowStock(threshold, COVER_LIMIT),
      this.books.countLowStock(threshold),
    ]);
    const { from, to } = lastDays(COVER_DAYS, now);
    const ids = low.map((book) => book._id);
    const days = ids.length ? await this.orderFigures.sales(from, to, { books: ids }) : [];
    const sold = new Map<string, number>();
    for (const day of days)
      for (const [bookId, sales] of Object.entries(day.books)) sold.set(bookId, (sold.get(bookId) ?? 0) + sales.c);
    const books: StockCoverBook[] = low.map((book) => {
      const copies = Math.max(sold.get(book._id) ?? 0, 0);
      return {
        bookId: book._id,
        title: book.title,
        author: book.author,
        stock: book.stock,
        soldLast30Days: copies,
        daysLeft: copies > 0 ? Math.floor((book.stock * COVER_DAYS) / copies) : null,
      };
    });
    books.sort(
      (a, b) =>
        (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) || a.stock - b.stock || a.title.localeCompare(b.title),
    );
    return { threshold, lowStockCount, books, download: stockCoverDownload(now) };
  }
}
