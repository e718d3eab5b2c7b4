import { ListAdminBooksDocument, type ListAdminBooksQuery } from '@/gql/graphql';
import { notifyFailure } from '@/lib/notify';
import { isBookCategory } from '@/config/categories';
import { type FilterSchema, type FiltersOf } from '@/lib/use-list-filters';
import { usePaginatedList } from '@/lib/use-paginated-list';

export type AdminBook = ListAdminBooksQuery['books']['edges'][number]['node'];

/** The inventory's filters, kept in the URL: ?q= (typing replaces the history entry) and ?category=. */
export const adminBookFilterSchema = {
  search: { param: 'q', replace: true },
  category: { param: 'category', parse: (raw: string): string => (isBookCategory(raw) ? raw : '') },
} satisfies FilterSchema;

export type AdminBookFilters = FiltersOf<typeof adminBookFilterSchema>;
/** Toasts and dismisses under this scope: the list, and deleting from it. */
export const ADMIN_BOOKS_SCOPE = 'admin-books';

function toastFailure(error: unknown) {
  notifyFailure(error, 'Failed to fetch books', { scope: ADMIN_BOOKS_SCOPE, useServerMessage: false });
}

/**
 * The inventory by title, a page at a time, narrowed by category and by search text matched
 * against titles and authors only ('Search by title or author'), not descriptions.
 */
export function useAdminBooks({ search, category }: AdminBookFilters) {
  return usePaginatedList(
    ListAdminBooksDocument,
    { search: search.trim(), searchIn: 'TITLE_AUTHOR', category },
    { connection: (data) => data.books, onError: toastFailure },
  );
}
