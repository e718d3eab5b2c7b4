import { toast } from 'react-toastify';
import { ListBooksDocument, type ListBooksQuery } from '@/gql/graphql';
import { isUnauthenticated } from '@/lib/apollo-client';
import { usePaginatedQuery } from '@/lib/use-paginated-query';
import { listVariables, type CatalogueFilters } from '../catalogue-filters';

export type CatalogueBook = ListBooksQuery['books']['edges'][number]['node'];

const FETCH_FAILED = 'Failed to fetch books';

function toastFailure(error: unknown) {
  // A dead session is handled by the error link (off to /login), without a toast.
  if (!isUnauthenticated(error)) toast.error(FETCH_FAILED, { toastId: FETCH_FAILED });
}

/**
 * The books matching the filters, a page at a time (never the whole catalogue); `loadMore`
 * appends the next page. Failures toast 'Failed to fetch books'.
 */
export function useCatalogue(filters: CatalogueFilters) {
  return usePaginatedQuery(ListBooksDocument, listVariables(filters), {
    connection: (data) => data.books,
    onError: toastFailure,
  });
}
