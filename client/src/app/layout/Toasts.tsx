import { ToastContainer } from 'react-toastify';

/**
 * The one toast area (SPEC.md §2, §9): top-right, closes after 5 s, closable, pauses on hover
 * and on focus loss, draggable with mouse and touch, Alt+T focuses it (react-toastify's default).
 */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeButton
      pauseOnHover
      pauseOnFocusLoss
      draggable
      newestOnTop
      aria-label="Notifications"
    />
  );
}
