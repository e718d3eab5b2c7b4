import { useSyncExternalStore } from 'react';

/** How long a row that arrived live stays marked as new. */
export const FRESH_MS = 6_000;

/**
 * The class of a row that just arrived live (a new order or complaint in the admin's lists): a
 * brief amber highlight that fades (index.css); without the fade when the visitor prefers reduced
 * motion.
 */
export const FRESH_ROW_CLASS = 'live-fresh';

/**
 * Ids that just arrived live, each for FRESH_MS: `mark(id)` when the event comes, `useFresh()` in
 * the list that shows them (a set that is replaced, not changed, when an id comes or goes).
 */
export function createFreshIds(ttlMs: number = FRESH_MS) {
  let ids: ReadonlySet<string> = new Set<string>();
  const listeners = new Set<() => void>();
  const replace = (change: (next: Set<string>) => void) => {
    const next = new Set(ids);
    change(next);
    ids = next;
    for (const listener of [...listeners]) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const current = () => ids;

  function mark(id: string): void {
    replace((next) => next.add(id));
    setTimeout(() => replace((next) => next.delete(id)), ttlMs);
  }

  function useFresh(): ReadonlySet<string> {
    return useSyncExternalStore(subscribe, current, current);
  }

  return { mark, useFresh };
}
