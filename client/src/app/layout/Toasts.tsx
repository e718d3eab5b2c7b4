import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import type { Id } from 'react-toastify';
import { subscribeToToastLibrary, toastLibrary } from '@/lib/toast-library';
import { useMediaQuery } from '@/lib/use-media-query';

/** At most this many toasts show at once; the rest wait their turn. */
export const TOAST_LIMIT = 3;

/** Where react-toastify makes its toasts as wide as the screen: there, one shows at a time. */
export const NARROW_TOASTS = '(max-width: 480px)';

type ToastLibrary = NonNullable<ReturnType<typeof toastLibrary>>;

/**
 * While `active`, a new toast replaces those showing, so that a phone (where each toast is as wide
 * as the screen) never has a stack of them over the top of the page. Replaced rather than queued
 * (react-toastify's `limit`), so that the latest outcome shows at once, not after the others.
 */
function useNewestToastOnly(library: ToastLibrary | undefined, active: boolean) {
  useEffect(() => {
    if (!library || !active) return;
    const { toast } = library;
    const showing = new Set<Id>();
    return toast.onChange(({ id, status }) => {
      if (status === 'removed') {
        showing.delete(id);
        return;
      }
      if (status !== 'added') return;
      for (const other of showing) if (other !== id) toast.dismiss(other);
      showing.clear();
      showing.add(id);
    });
  }, [library, active]);
}

/**
 * The toasts start below the sticky header (4rem high) instead of over it, so that they never
 * hide its links, the profile menu or the phone's menu button while they are open. Inline, so it
 * wins over react-toastify's own rules (`top: 1em`, and `top: env(safe-area-inset-top)` on phones).
 */
const belowHeader: CSSProperties = { top: '4.5rem' };

/**
 * The one toast area: top-right below the header, closes after 5 s, closable, pauses on hover
 * and on focus loss, draggable with mouse and touch, Alt+T focuses it (react-toastify's default).
 * At most three at a time, and on a phone (NARROW_TOASTS) one, the newest; lib/notify.ts gives each
 * toast its text as id, so none is stacked twice. Rendered once the toast library has been
 * downloaded, for the first toast (lib/toast-library.ts); react-toastify keeps toasts sent before
 * its container mounts and shows them then.
 */
export function Toasts() {
  const library = useSyncExternalStore(subscribeToToastLibrary, toastLibrary, toastLibrary);
  const narrow = useMediaQuery(NARROW_TOASTS, false);
  useNewestToastOnly(library, narrow);
  if (!library) return null;
  const { ToastContainer } = library;
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeButton
      pauseOnHover
      pauseOnFocusLoss
      draggable
      newestOnTop
      limit={TOAST_LIMIT}
      style={belowHeader}
      aria-label="Notifications"
    />
  );
}
