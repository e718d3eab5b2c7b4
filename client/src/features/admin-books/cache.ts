import type { ApolloCache } from '@apollo/client';

/**
 * After a book is added, changed or deleted: drops every cached book list (all filters), the
 * category counts and that book, so screens showing them fetch fresh data.
 */
export function evictBookData(cache: ApolloCache, id?: string): void {
  if (id) {
    cache.evict({ id: cache.identify({ __typename: 'Book', id }) });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'book', args: { id } });
  }
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'books' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'categories' });
  cache.gc();
}
