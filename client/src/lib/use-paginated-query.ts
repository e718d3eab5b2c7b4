import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useEffectEvent } from 'react';

/** A cursor-paginated list as the API returns it (BookConnection and the like). */
export interface Connection<TNode> {
  totalCount: number;
  edges: ReadonlyArray<{ node: TNode }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface PaginatedQueryOptions<TData, TNode> {
  /** Picks the connection out of the query's data. */
  connection: (data: TData) => Connection<TNode>;
  /** Called once per failure (first page or a further page). */
  onError: (error: unknown) => void;
}

/**
 * A list fetched a page at a time: the first page for `variables`, then `loadMore()` asks for
 * the page after the last cursor (fetchMore), which the cache's field policy appends. While
 * new variables load, the previous list stays available and `refreshing` is true.
 */
export function usePaginatedQuery<TData, TVariables extends OperationVariables & { after?: string | null }, TNode>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { connection: select, onError }: PaginatedQueryOptions<TData, TNode>,
) {
  const { data, previousData, loading, error, networkStatus, fetchMore, refetch } = useQuery<TData, TVariables>(query, {
    variables,
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<TData, TVariables>);
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    if (error) reportError(error);
  }, [error]);

  const current = data ? select(data as TData) : undefined;
  const shown = current ?? (loading && previousData ? select(previousData as TData) : undefined);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  function loadMore() {
    const after = current?.pageInfo.endCursor;
    if (!after || !current.pageInfo.hasNextPage || loadingMore) return;
    fetchMore({ variables: { after } as Partial<TVariables> }).catch(onError);
  }

  return {
    items: shown?.edges.map((edge) => edge.node) ?? [],
    totalCount: shown?.totalCount ?? 0,
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
