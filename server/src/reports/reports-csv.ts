import { dayOf } from '../common/csv/csv-stream';
import type { CsvDownload } from '../common/csv/csv-download.model';
import type { BestSellersBy, SalesGroup } from './dto/report-args';
import type { BestSellersReport, SalesReport, StockCoverReport } from './models/report.model';

/**
 * The reports as CSV (common/csv/csv-stream.ts: a byte order mark, a header row, formula-like
 * cells prefixed with '): the same rows as the JSON, at `/api/admin/reports/<report>.csv` with the
 * same query.
 */
const REPORTS_PATH = '/api/admin/reports';

export const BEST_SELLER_COLUMNS = ['rank', 'book_id', 'title', 'author', 'copies', 'revenue'] as const;
/** The sales report's columns: the group's (`category` or `month`), then its figures. */
export const salesColumns = (group: SalesGroup) => [group, 'orders', 'copies', 'revenue'] as const;
export const STOCK_COVER_COLUMNS = ['book_id', 'title', 'author', 'stock', 'sold_last_30_days', 'days_left'] as const;

const money = (amount: number) => amount.toFixed(2);

export function bestSellersDownload(query: {
  from: string;
  to: string;
  by: BestSellersBy;
  limit: number;
}): CsvDownload {
  const params = new URLSearchParams({ from: query.from, to: query.to, by: query.by, limit: String(query.limit) });
  return {
    path: `${REPORTS_PATH}/best-sellers.csv?${params}`,
    fileName: `best-sellers-by-${query.by}-${query.from}-to-${query.to}.csv`,
  };
}

export function salesDownload(query: { from: string; to: string; group: SalesGroup }): CsvDownload {
  const params = new URLSearchParams({ from: query.from, to: query.to, group: query.group });
  return {
    path: `${REPORTS_PATH}/sales.csv?${params}`,
    fileName: `sales-by-${query.group}-${query.from}-to-${query.to}.csv`,
  };
}

export const stockCoverDownload = (now: Date): CsvDownload => ({
  path: `${REPORTS_PATH}/stock-cover.csv`,
  fileName: `stock-cover-${dayOf(now)}.csv`,
});

export async function* bestSellerRows(report: BestSellersReport) {
  for (const [index, book] of report.books.entries())
    yield {
      rank: String(index + 1),
      book_id: book.bookId,
      title: book.title,
      author: book.author,
      copies: String(book.copies),
      revenue: money(book.revenue),
    };
}

export async function* salesRows(report: SalesReport): AsyncGenerator<Record<string, string>> {
  for (const row of report.rows)
    yield {
      [report.group]: row.key,
      orders: String(row.orders),
      copies: String(row.copies),
      revenue: money(row.revenue),
    };
}

export async function* stockCoverRows(report: StockCoverReport) {
  for (const book of report.books)
    yield {
      book_id: book.bookId,
      title: book.title,
      author: book.author,
      stock: String(book.stock),
      sold_last_30_days: String(book.soldLast30Days),
      days_left: book.daysLeft === null ? 'no sales' : String(book.daysLeft),
    };
}
