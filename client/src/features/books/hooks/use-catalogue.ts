import { type ListBooksQuery } from '@/gql/graphql';
import { ListBooksDocument } from '../api/ListBooks.generated';
import { notifyFailure } from '@/lib/notify';
import { usePaginatedList } from '@/lib/use-paginated-list';
import { listVariables, type CatalogueFilters } from '../catalogue-filters';

export type CatalogueBook = ListBooksQuery['books']['edges'][number]['node'];

function toastFailure(error: unknown) {
  notifyFailure(error, 'Failed to fetch books', { scope: 'catalogue', useServerMessage: false });
}

/**
 * The books matching the filters, a page at a time (never the whole catalogue); `loadMore`
 * appends the next page. Failures toast 'Failed to fetch books'. `wait`: not asked (the ranked search shows instead).
 */
export function useCatalogue(filters: CatalogueFilters, wait = false) {
  return usePaginatedList(ListBooksDocument, listVariables(filters), {
    connection: (data) => data.books,
    onError: toastFailure,
    wait,
  });
}
