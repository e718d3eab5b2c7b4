import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useEffectEvent, useMemo } from 'react';

/** A cursor-paginated list as the API returns it (BookConnection and the like). */
export interface Connection<TNode> {
  totalCount: number;
  /** More match than totalCount says (a list that stops counting: OrderConnection). */
  totalCountCapped?: boolean;
  edges: ReadonlyArray<{ node: TNode }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Items per page on every list page: pages of 20, never the whole collection. */
export const LIST_PAGE_SIZE = 20;

/** The paging variables usePaginatedList adds itself. */
export interface PageVariables {
  first: number;
  after?: string | null;
}

export interface PaginatedListOptions<TData, TNode> {
  /** Picks the connection out of the query's data. */
  connection: (data: TData) => Connection<TNode>;
  /** Called once per failure (first page or a further page). */
  onError: (error: unknown) => void;
  /** The variables are not known yet (they wait for other data): ask nothing, show the first load. */
  wait?: boolean;
}

/**
 * A list page's data (see use-list-filters.ts for the whole pattern): the first LIST_PAGE_SIZE
 * items for the filter `variables`, then `loadMore()` asks for the page after the last cursor
 * (fetchMore), which the cache's relay-style field policy appends. While new filters load, the
 * previous list stays on screen and `refreshing` is true. Failures go to `onError` once each
 * (a toast through notifyFailure).
 */
export function usePaginatedList<TData, TVariables extends OperationVariables & PageVariables, TNode>(
  query: TypedDocumentNode<TData, TVariables>,
  filterVariables: Omit<TVariables, keyof PageVariables>,
  { connection: select, onError, wait = false }: PaginatedListOptions<TData, TNode>,
) {
  const variables = { ...filterVariables, first: LIST_PAGE_SIZE } as TVariables;
  const result = useQuery<TData, TVariables>(query, {
    variables,
    skip: wait,
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<TData, TVariables>);
  const { data, previousData, error, networkStatus, fetchMore, refetch } = result;
  const loading = result.loading || wait;
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    if (error) reportError(error);
  }, [error]);

  const current = data ? select(data as TData) : undefined;
  const shown = current ?? (loading && previousData ? select(previousData as TData) : undefined);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  // The same array while the cached page is unchanged, so that screens can memoise on it.
  const items = useMemo(() => shown?.edges.map((edge) => edge.node) ?? [], [shown]);

  function loadMore() {
    const after = current?.pageInfo.endCursor;
    if (!after || !current.pageInfo.hasNextPage || loadingMore) return;
    fetchMore({ variables: { after } as Partial<TVariables> }).catch(onError);
  }

  return {
    items,
    totalCount: shown?.totalCount ?? 0,
    totalCountCapped: shown?.totalCountCapped ?? false,
    hasMore: Boolean(current?.pageInfo.hasNextPage),
    /** Nothing to show yet: the first load. */
    initialLoading: loading && !shown,
    /** New variables are loading while the previous list is shown. */
    refreshing: loading && !loadingMore && !current && Boolean(shown),
    loadingMore,
    failed: Boolean(error) && !shown,
    loadMore,
    retry: () => void refetch().catch(() => undefined),
  };
}
