import { ErrorCode, STATUS_BY_CODE } from './error-code';

/** A failure a client can act on: a stable code, its HTTP status and a message for people. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
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
}
