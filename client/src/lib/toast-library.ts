import type * as ReactToastify from 'react-toastify';

/**
 * react-toastify (its code and the styles it injects, about 10 KB gzip) is downloaded the first
 * time the app shows a toast, not with every first page. lib/notify.ts shows toasts through
 * `withToast`; the toast area (app/layout/Toasts) renders once the library is in.
 */
type ToastLibrary = typeof ReactToastify;

let library: ToastLibrary | undefined;
let loading: Promise<ToastLibrary> | undefined;
const listeners = new Set<() => void>();

/** Downloads react-toastify (once); the toast area appears when it is in. */
export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('react-toastify').then(
    (module) => {
      library = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline: the next toast tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The library if it is already in. */
export function toastLibrary(): ToastLibrary | undefined {
  return library;
}

/** Calls `listener` when the library arrives; returns the unsubscribe function. */
export function subscribeToToastLibrary(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `show` with react-toastify's `toast` now if the library is in, else once it has been
 * downloaded (toasts keep their order). A toast that cannot be downloaded is dropped.
 */
export function withToast(show: (toast: ToastLibrary['toast']) => void): void {
  if (library) {
    show(library.toast);
    return;
  }
  loadToastLibrary().then(
    (module) => show(module.toast),
    () => {},
  );
}
