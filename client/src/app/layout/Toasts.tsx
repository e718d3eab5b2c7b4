import { useSyncExternalStore, type CSSProperties } from 'react';
import { subscribeToToastLibrary, toastLibrary } from '@/lib/toast-library';
import { useMediaQuery } from '@/lib/use-media-query';

/** Below Tailwind's md breakpoint the header shows the menu button at its top right. */
export const MENU_BUTTON_LAYOUT = '(max-width: 767.98px)';

/** At most this many toasts show at once; the rest wait their turn. */
export const TOAST_LIMIT = 3;

/**
 * On phones the toasts start below the sticky header (4rem high) instead of over it, so that they
 * never hide the menu button while they are open. Inline, so it wins over react-toastify's own
 * phone rule (`top: env(safe-area-inset-top)`).
 */
const belowHeader: CSSProperties = { top: '4.5rem' };

/**
 * The one toast area (SPEC.md §2, §9): top-right, closes after 5 s, closable, pauses on hover
 * and on focus loss, draggable with mouse and touch, Alt+T focuses it (react-toastify's default).
 * At most three at a time; lib/notify.ts gives each toast its text as id, so none is stacked twice.
 * Rendered once the toast library has been downloaded, for the first toast (lib/toast-library.ts);
 * react-toastify keeps toasts sent before its container mounts and shows them then.
 */
export function Toasts() {
  const menuButtonShown = useMediaQuery(MENU_BUTTON_LAYOUT, false);
  const library = useSyncExternalStore(subscribeToToastLibrary, toastLibrary, toastLibrary);
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
      style={menuButtonShown ? belowHeader : undefined}
      aria-label="Notifications"
    />
  );
}
