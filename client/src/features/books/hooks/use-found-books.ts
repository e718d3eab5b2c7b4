import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { notifyFailure } from '@/lib/notify';
import { LIST_PAGE_SIZE } from '@/lib/use-paginated-list';
import { FindBooksDocument } from '../api/FindBooks.generated';
import type { FindBooksQuery } from '@/gql/graphql';
import { findVariables, type SearchFilters } from '../search-filters';

/** The server's results go this deep (offset + first). */
const MAX_FOUND = 500;

export type FoundBook = FindBooksQuery['findBooks']['books'][number];
export type BookFacets = FindBooksQuery['findBooks']['facets'];

/**
 * The ranked search's results for the filters, a page at a time by offset, with the facets of
 * the first page's answer; `loadMore` appends the next page. Failures toast 'Failed to fetch books'.
 */
export function useFoundBooks(filters: SearchFilters, skip: boolean) {
  const client = useApolloClient();
  const variables = findVariables(filters);
  const key = JSON.stringify(variables);
  const { data, previousData, loading, error, refetch } = useQuery(FindBooksDocument, {
    variables: { ...variables, first: LIST_PAGE_SIZE, offset: 0 },
    skip,
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => {
    if (error) notifyFailure(error, 'Failed to fetch books', { scope: 'catalogue', useServerMessage: false });
  }, [error]);
  const [more, setMore] = useState<{ key: string; books: FoundBook[] }>({ key, books: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const extra = more.key === key ? more.books : [];
  const answer = (data ?? previousData)?.findBooks;
  const items = [...(answer?.books ?? []), ...extra];
  const totalCount = answer?.totalCount ?? 0;

  const loadMore = async () => {
    if (loadingMore || items.length >= Math.min(totalCount, MAX_FOUND)) return;
    setLoadingMore(true);
    try {
      const offset = items.length;
      const next = await client.query({
        query: FindBooksDocument,
        variables: { ...variables, first: Math.min(LIST_PAGE_SIZE, MAX_FOUND - offset), offset },
      });
      const books = next.data?.findBooks.books ?? [];
      setMore((current) => ({ key, books: [...(current.key === key ? current.books : []), ...books] }));
    } catch (failure) {
      notifyFailure(failure, 'Failed to fetch books', { scope: 'catalogue', useServerMessage: false });
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    items,
    totalCount,
    totalCountCapped: answer?.totalCountCapped ?? false,
    facets: answer?.facets ?? null,
    initialLoading: loading && !answer,
    refreshing: loading && !!answer,
    failed: !!error && !answer,
    hasMore: items.length < Math.min(totalCount, MAX_FOUND),
    loadingMore,
    loadMore: () => void loadMore(),
    retry: () => void refetch().catch(() => undefined),
  };
}
