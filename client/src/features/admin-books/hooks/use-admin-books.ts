import { type ListAdminBooksQuery } from '@/gql/graphql';
import { ListAdminBooksDocument } from '../api/ListAdminBooks.generated';
import { notifyFailure } from '@/lib/notify';
import { isBookCategory } from '@/config/categories';
import { type FilterSchema, type FiltersOf } from '@/lib/use-list-filters';
import { usePaginatedList } from '@/lib/use-paginated-list';

export type AdminBook = ListAdminBooksQuery['books']['edges'][number]['node'];

/** The stock filter's choices: low in stock (at or below the store's threshold), or out of stock. */
export const STOCK_FILTERS = ['low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/**
 * The inventory's filters, kept in the URL: ?q= (typing replaces the history entry), ?category=
 * and ?stock=low|out.
 */
export const adminBookFilterSchema = {
  search: { param: 'q', replace: true },
  category: { param: 'category', parse: (raw: string): string => (isBookCategory(raw) ? raw : '') },
  stock: {
    param: 'stock',
    parse: (raw: string): StockFilter | '' => (STOCK_FILTERS.includes(raw as StockFilter) ? (raw as StockFilter) : ''),
  },
} satisfies FilterSchema;

export type AdminBookFilters = FiltersOf<typeof adminBookFilterSchema>;
/** Toasts and dismisses under this scope: the list, and deleting from it. */
export const ADMIN_BOOKS_SCOPE = 'admin-books';

function toastFailure(error: unknown) {
  notifyFailure(error, 'Failed to fetch books', { scope: ADMIN_BOOKS_SCOPE, useServerMessage: false });
}

/** The most copies a listed book may have for a stock filter; null for none. */
export function maxStockFor(stock: StockFilter | '', lowStockThreshold: number | undefined): number | null {
  if (stock === 'out') return 0;
  if (stock === 'low') return lowStockThreshold ?? null;
  return null;
}

/**
 * The inventory by title, a page at a time, narrowed by category, by stock (low: at or below the
 * store's threshold; out) and by search text matched against titles and authors only ('Search by
 * title or author'), not descriptions.
 */
export function useAdminBooks({ search, category, stock }: AdminBookFilters, lowStockThreshold: number | undefined) {
  const maxStock = maxStockFor(stock, lowStockThreshold);
  return usePaginatedList(
    ListAdminBooksDocument,
    { search: search.trim(), searchIn: 'TITLE_AUTHOR', category, ...(maxStock === null ? {} : { maxStock }) },
    // 'Low stock' waits for the threshold rather than asking for every book first.
    { connection: (data) => data.books, onError: toastFailure, wait: stock === 'low' && maxStock === null },
  );
}
