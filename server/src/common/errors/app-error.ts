import { ErrorCode, STATUS_BY_CODE } from './error-code';

/** The keys an AppError's `details` may have (GraphQL's error formatting keeps these in `extensions`). */
export const ERROR_DETAILS = ['total'] as const;

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * A failure a client can act on: a stable code, its HTTP status and a message for people. When
 * `retryAfterSeconds` is set, both transports send it as the standard `Retry-After` header.
 * `details` are facts the client needs beside the message (PRICE_CHANGED's new `total`): REST
 * sends them as keys of the error body, GraphQL in `extensions`.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly details?: Readonly<Partial<Record<(typeof ERROR_DETAILS)[number], string | number | boolean>>>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }

  static validation(message: string) {
    return new AppError(ErrorCode.VALIDATION_FAILED, message);
  }

  static notFound(message: string) {
    return new AppError(ErrorCode.NOT_FOUND, message);
  }

  static unauthenticated(message = 'Please sign in to continue') {
    return new AppError(ErrorCode.UNAUTHENTICATED, message);
  }

  static forbidden(message = 'You do not have permission to do that') {
    return new AppError(ErrorCode.FORBIDDEN, message);
  }

  /** The database could not be reached: not the caller's fault, and over in a moment. */
  static unavailable() {
    return new AppError(
      ErrorCode.SERVICE_UNAVAILABLE,
      'The store is briefly unavailable. Please try again in a moment.',
      UNAVAILABLE_RETRY_AFTER_SECONDS,
    );
  }
}
