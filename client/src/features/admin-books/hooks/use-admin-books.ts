import { toast } from 'react-toastify';
import { ListAdminBooksDocument, type ListAdminBooksQuery } from '@/gql/graphql';
import { isUnauthenticated } from '@/lib/apollo-client';
import { usePaginatedQuery } from '@/lib/use-paginated-query';

export type AdminBook = ListAdminBooksQuery['books']['edges'][number]['node'];

export const PAGE_SIZE = 20;
const FETCH_FAILED = 'Failed to fetch books';

function toastFailure(error: unknown) {
  if (!isUnauthenticated(error)) toast.error(FETCH_FAILED, { toastId: FETCH_FAILED });
}

/** The inventory by title, a page at a time, narrowed by search text and category. */
export function useAdminBooks({ search, category }: { search: string; category: string }) {
  return usePaginatedQuery(
    ListAdminBooksDocument,
    { search: search.trim(), category, first: PAGE_SIZE },
    { connection: (data) => data.books, onError: toastFailure },
  );
}
