import { ListAdminBooksDocument, type ListAdminBooksQuery } from '@/gql/graphql';
import { notifyFailure } from '@/lib/notify';
import { usePaginatedQuery } from '@/lib/use-paginated-query';

export type AdminBook = ListAdminBooksQuery['books']['edges'][number]['node'];

export const PAGE_SIZE = 20;
/** Toasts and dismisses under this scope: the list, and deleting from it. */
export const ADMIN_BOOKS_SCOPE = 'admin-books';

function toastFailure(error: unknown) {
  notifyFailure(error, 'Failed to fetch books', { scope: ADMIN_BOOKS_SCOPE, useServerMessage: false });
}

/** The inventory by title, a page at a time, narrowed by search text and category. */
export function useAdminBooks({ search, category }: { search: string; category: string }) {
  return usePaginatedQuery(
    ListAdminBooksDocument,
    { search: search.trim(), category, first: PAGE_SIZE },
    { connection: (data) => data.books, onError: toastFailure },
  );
}
