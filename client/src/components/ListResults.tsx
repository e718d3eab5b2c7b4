import type { ReactNode } from 'react';
import { LoadMore } from './LoadMore';
import { Spinner } from './Spinner';

/** What ListResults reads of a paginated list (lib/use-paginated-list.ts). */
export interface ListResultsState {
  items: readonly unknown[];
  totalCount: number;
  /** More match than totalCount: the count line says "more than" it. */
  totalCountCapped?: boolean;
  initialLoading: boolean;
  refreshing: boolean;
  loadingMore: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

export interface ListResultsProps {
  list: ListResultsState;
  /** The plural noun of the count line and the messages: 'books', 'orders', 'complaints'. */
  noun: string;
  /** Shown when the filters match nothing, e.g. 'No orders found'. */
  emptyText: string;
  /** The rows: rendered only when there is at least one item. */
  children: ReactNode;
}

/**
 * The results part of a list page: 'Showing X of Y <noun>' (X loaded of the Y matching, or 'of
 * more than Y' when the list stopped counting at Y; nothing above the empty text), a spinner on
 * the first load, the empty or failed text, the rows, and Load more (with infinite scroll) below
 * them.
 */
export function ListResults({ list, noun, emptyText, children }: ListResultsProps) {
  return (
    <>
      <p aria-live="polite" className="min-h-6 text-sm text-slate-600">
        {!list.initialLoading &&
          !list.failed &&
          list.items.length > 0 &&
          `Showing ${list.items.length} of ${list.totalCountCapped ? `more than ${list.totalCount.toLocaleString('en')}` : list.totalCount} ${noun}`}
      </p>

      {list.initialLoading ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={`Loading ${noun}...`} />
        </div>
      ) : list.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
          {list.failed ? `The ${noun} could not be loaded.` : emptyText}
        </p>
      ) : (
        children
      )}

      <LoadMore
        hasMore={list.hasMore && !list.refreshing}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        itemCount={list.items.length}
      />
    </>
  );
}
