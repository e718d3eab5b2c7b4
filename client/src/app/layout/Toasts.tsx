import { useSyncExternalStore, type CSSProperties } from 'react';
import { subscribeToToastLibrary, toastLibrary } from '@/lib/toast-library';

/** At most this many toasts show at once; the rest wait their turn. */
export const TOAST_LIMIT = 3;

/**
 * The toasts start below the sticky header (4rem high) instead of over it, so that they never
 * hide its links, the profile menu or the phone's menu button while they are open. Inline, so it
 * wins over react-toastify's own rules (`top: 1em`, and `top: env(safe-area-inset-top)` on phones).
 */
const belowHeader: CSSProperties = { top: '4.5rem' };

/**
 * The one toast area: top-right below the header, closes after 5 s, closable, pauses on hover
 * and on focus loss, draggable with mouse and touch, Alt+T focuses it (react-toastify's default).
 * At most three at a time; lib/notify.ts gives each toast its text as id, so none is stacked twice.
 * Rendered once the toast library has been downloaded, for the first toast (lib/toast-library.ts);
 * react-toastify keeps toasts sent before its container mounts and shows them then.
 */
export function Toasts() {
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
      style={belowHeader}
      aria-label="Notifications"
    />
  );
}
