import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The server's error codes (docs/api.md "Errors"), shared by REST `error` and GraphQL `extensions.code`. */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'INVALID_CREDENTIALS'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'ADMIN_EXISTS'
  | 'EMAIL_TAKEN'
  | 'INSUFFICIENT_STOCK'
  | 'CART_EMPTY'
  | 'INVALID_ID'
  | 'UNSUPPORTED_FILE'
  | 'FILE_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'SERVICE_UNAVAILABLE'
  | (string & {});

/** A failed REST call: the HTTP status, and the server's `message` and `error` code when sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The server's own human-readable message, when the body carried one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage?: string, code?: ErrorCode) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

interface ServerErrorBody {
  message?: unknown;
  error?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

function parseBody(text: string): ServerErrorBody | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as ServerErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** The server's error code for a REST or GraphQL failure, if it sent one. */
export function getErrorCode(error: unknown): ErrorCode | undefined {
  if (error instanceof ApiError) return error.code;
  if (CombinedGraphQLErrors.is(error)) return firstString(...error.errors.map((e) => e.extensions?.code));
  if (ServerError.is(error)) {
    const body = parseBody(error.bodyText);
    return firstString(body?.errors?.[0]?.extensions?.code, body?.error);
  }
  return undefined;
}

/**
 * True when the server says the caller's session is missing, invalid or expired: HTTP 401 (REST or
 * GraphQL transport) or the code UNAUTHENTICATED. The session expiry path (Apollo's error link, the
 * REST helper) has then already cleared the session and gone to /login, so screens show no toast.
 */
export function isUnauthenticated(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return getErrorCode(error) === 'UNAUTHENTICATED';
}

/** What the store says while its database is briefly away, when a 503 carries no message of its own. */
export const UNAVAILABLE_MESSAGE = 'The store is briefly unavailable. Please try again in a moment.';

/**
 * True when the server says it is briefly unavailable: HTTP 503 (REST, or the GraphQL transport)
 * or the code SERVICE_UNAVAILABLE. The session is still good: it is never cleared for this. The
 * Apollo error link and the REST helper have then already shown the message, so screens show no
 * toast of their own.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 503) return true;
  if (ServerError.is(error) && error.statusCode === 503) return true;
  return getErrorCode(error) === 'SERVICE_UNAVAILABLE';
}

/**
 * The text to show for a failure: the server's message when it sent one, otherwise
 * the screen's fallback. Network failures and unreadable bodies get the fallback.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (CombinedGraphQLErrors.is(error)) return firstString(error.errors[0]?.message) ?? fallback;
  if (ServerError.is(error)) {
    const body = parseBody(error.bodyText);
    return firstString(body?.errors?.[0]?.message, body?.message) ?? fallback;
  }
  return fallback;
}
