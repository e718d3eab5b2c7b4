import type { ApolloClient } from '@apollo/client';
import { ListBooksDocument, ListCategoriesDocument } from '@/gql/graphql';
import { readFilters } from '@/lib/use-list-filters';
import { LIST_PAGE_SIZE } from '@/lib/use-paginated-list';
import { catalogueFilterSchema, listVariables } from './catalogue-filters';

/**
 * Asks for the catalogue's first page (for the filters in `search`, the URL's query string) and
 * the categories as soon as the app's code runs, while the catalogue screen's own code is still
 * downloading. The screen then sends the same queries with the same variables, which Apollo
 * answers from that request (still in flight, or in its cache) instead of a second one. Failures
 * are left to the screen, whose own query reports them.
 */
export function prefetchCatalogue(client: ApolloClient, search: string): void {
  const filters = readFilters(catalogueFilterSchema, new URLSearchParams(search));
  const variables = { ...listVariables(filters), first: LIST_PAGE_SIZE };
  void client.query({ query: ListBooksDocument, variables }).catch(() => undefined);
  void client.query({ query: ListCategoriesDocument }).catch(() => undefined);
}
