import type { ApolloClient } from '@apollo/client';
import { type ListBooksQuery, type ListCategoriesQuery } from '@/gql/graphql';
import { ListBooksDocument } from './api/ListBooks.generated';
import { ListCategoriesDocument } from './api/ListCategories.generated';
import { takeInitialData } from '@/lib/initial-data';
import { readFilters } from '@/lib/use-list-filters';
import { LIST_PAGE_SIZE } from '@/lib/use-paginated-list';
import { catalogueFilterSchema, listVariables } from './catalogue-filters';

/**
 * How many covers the catalogue loads at once: its widest first row (four cards). The server's
 * page shell asks for the same ones with the page.
 */
export const FIRST_ROW_COVERS = 4;

/** The ListBooks variables of the catalogue's first page for the filters in `search` (the URL's query string). */
export function firstPageVariables(search: string) {
  const filters = readFilters(catalogueFilterSchema, new URLSearchParams(search));
  return { ...listVariables(filters), first: LIST_PAGE_SIZE };
}

/**
 * As soon as the app's code runs, while the catalogue screen's own code may still be downloading:
 * puts the catalogue's first page (for the filters in `search`, the URL's query string) and the
 * categories in the cache if the server shipped them with the page (lib/initial-data.ts), or else
 * asks for them. The screen then sends the same queries with the same variables, which
 * Apollo answers from the cache or from that request still in flight instead of a second one.
 * Failures are left to the screen, whose own query reports them.
 */
export function prefetchCatalogue(client: ApolloClient, search: string): void {
  const variables = firstPageVariables(search);
  const shipped = takeInitialData<ListBooksQuery>('ListBooks', variables);
  if (shipped) client.writeQuery({ query: ListBooksDocument, variables, data: shipped });
  else void client.query({ query: ListBooksDocument, variables }).catch(() => undefined);
  const shippedCategories = takeInitialData<ListCategoriesQuery>('ListCategories', {});
  if (shippedCategories) client.writeQuery({ query: ListCategoriesDocument, data: shippedCategories });
  else void client.query({ query: ListCategoriesDocument }).catch(() => undefined);
}
