import type { Id } from 'react-toastify';
import {
  getErrorCode,
  getErrorMessage,
  isServiceUnavailable,
  isUnauthenticated,
  UNAVAILABLE_MESSAGE,
  type ErrorCode,
} from './errors';
import { withToast } from './toast-library';

/**
 * The app's toasts, the one way hooks report an outcome:
 *
 * - A toast's text is its id, so the same message is never stacked twice.
 * - Each toast names its `scope`: the form or screen it belongs to ('login', 'book-form'...). A
 *   success dismisses the failure toasts still open for the same scope, so a fixed mistake does
 *   not linger next to 'Saved'.
 * - A dead session (HTTP 401, UNAUTHENTICATED) never toasts: the session expiry path has cleared
 *   the session and is on its way to /login.
 * - A store briefly unavailable (HTTP 503, SERVICE_UNAVAILABLE) toasts its one message, once, from
 *   the Apollo error link or the REST helper (`notifyUnavailable`); screens add nothing.
 */

export interface FailureOptions {
  /** The form or screen the failure belongs to; its next success dismisses this toast. */
  scope?: string;
  /**
   * Show the server's message when it sent one (the default), or always the fallback: failed loads
   * have fixed texts ('Failed to fetch books').
   */
  useServerMessage?: boolean;
  /** Fixed texts for particular server error codes, e.g. ADMIN_EXISTS on registration. */
  byCode?: Partial<Record<ErrorCode, string>>;
}

export interface SuccessOptions {
  /** The form or screen that succeeded: its open failure toasts are dismissed. */
  scope?: string;
}

const failuresByScope = new Map<string, Set<Id>>();

function rememberFailure(scope: string | undefined, id: Id) {
  if (!scope) return;
  const ids = failuresByScope.get(scope) ?? new Set<Id>();
  ids.add(id);
  failuresByScope.set(scope, ids);
}

/** Dismisses the failure toasts still open for a form or screen. */
export function dismissFailures(scope: string): void {
  const ids = failuresByScope.get(scope);
  if (!ids) return;
  withToast((toast) => {
    for (const id of ids) toast.dismiss(id);
  });
  failuresByScope.delete(scope);
}

/** The text a failure toast would show (the code's fixed text, the server's message or the fallback). */
export function failureMessage(
  error: unknown,
  fallback: string,
  { useServerMessage = true, byCode }: FailureOptions = {},
): string {
  const code = getErrorCode(error);
  const fixed = code ? byCode?.[code] : undefined;
  if (fixed) return fixed;
  return useServerMessage ? getErrorMessage(error, fallback) : fallback;
}

/**
 * Toasts a failure: the server's message when there is one, else `fallback`. Nothing for a dead
 * session (401 / UNAUTHENTICATED). Returns whether a toast was shown (or already showing).
 */
export function notifyFailure(error: unknown, fallback: string, options: FailureOptions = {}): boolean {
  if (isUnauthenticated(error) || isServiceUnavailable(error)) return false;
  const message = failureMessage(error, fallback, options);
  rememberFailure(options.scope, message);
  withToast((toast) => toast.error(message, { toastId: message }));
  return true;
}

/**
 * The store said it is briefly unavailable (its database is away): toasts its message (or the
 * usual one), once however many requests failed. The session is kept.
 */
export function notifyUnavailable(error: unknown): void {
  const message = getErrorMessage(error, UNAVAILABLE_MESSAGE);
  withToast((toast) => toast.error(message, { toastId: message }));
}

/** Toasts a success and dismisses the open failure toasts of the same scope. */
export function notifySuccess(message: string, { scope }: SuccessOptions = {}): void {
  if (scope) dismissFailures(scope);
  withToast((toast) => toast.success(message, { toastId: message }));
}

/** An informational toast, e.g. 'Logged out successfully'. */
export function notifyInfo(message: string): void {
  withToast((toast) => toast.info(message, { toastId: message }));
}
