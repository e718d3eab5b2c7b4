import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Router state for a navigation that leaves behind the control the person used (Place Order goes
 * to the new order's page): the screen it opens puts keyboard focus on its heading.
 *
 * ```ts
 * await navigate(orderPath(id), { state: FOCUS_HEADING });
 * ```
 */
export const FOCUS_HEADING = { focusHeading: true } as const;

function asksForHeading(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusHeading?: unknown }).focusHeading === true;
}

/**
 * A ref for a screen's heading (rendered with `tabIndex={-1}`): when the screen was opened with
 * FOCUS_HEADING, the heading takes focus once `ready` (its data has loaded), once per visit, so
 * that focus is not left on the page's body and a screen reader announces where the person is.
 */
export function useArrivalFocus<T extends HTMLElement>(ready: boolean) {
  const location = useLocation();
  const ref = useRef<T>(null);
  const focusedFor = useRef<string | null>(null);
  const wanted = asksForHeading(location.state);

  useEffect(() => {
    if (!wanted || !ready || focusedFor.current === location.key || !ref.current) return;
    focusedFor.current = location.key;
    ref.current.focus();
  }, [wanted, ready, location.key]);

  return ref;
}
