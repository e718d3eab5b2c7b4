import { useEffect, useEffectEvent, useRef } from 'react';
import { buttonClasses } from './button-styles';

export interface LoadMoreProps {
  /** Whether another page exists; nothing is shown when it does not. */
  hasMore: boolean;
  /** A page is being fetched. */
  loading: boolean;
  onLoadMore: () => void;
  /** How many items are shown; when it changes the scroll sentinel is checked again. */
  itemCount: number;
  /** Distance before the end of the list at which scrolling starts the next page. */
  rootMargin?: string;
}

/**
 * The end of a paginated list: fetches the next page when it scrolls into view (an
 * IntersectionObserver sentinel), and offers a 'Load more' button for keyboard and
 * screen-reader users or when scrolling is not possible.
 */
export function LoadMore({ hasMore, loading, onLoadMore, itemCount, rootMargin = '600px 0px' }: LoadMoreProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadFromScroll = useEffectEvent(() => {
    if (!loading) onLoadMore();
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: if the sentinel is still in view after a page arrives, it fires again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadFromScroll();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, itemCount, rootMargin]);

  if (!hasMore) return null;
  return (
    <div ref={sentinelRef} className="mt-8 flex justify-center">
      <button
        type="button"
        // aria-disabled rather than disabled, so the button keeps keyboard focus while loading.
        aria-disabled={loading}
        onClick={() => {
          if (!loading) onLoadMore();
        }}
        className={buttonClasses('secondary', 'md', 'min-w-40 aria-disabled:cursor-wait aria-disabled:opacity-70')}
      >
        {loading ? (
          <>
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-reduce:animate-none"
            />
            Loading more...
          </>
        ) : (
          'Load more'
        )}
      </button>
    </div>
  );
}
