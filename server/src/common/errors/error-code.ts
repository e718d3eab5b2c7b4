/**
 * The one list of machine-readable error codes (docs/api.md "Errors"). Used as the REST `error`
 * field and as GraphQL `extensions.code`. Add codes when needed; never rename one.
 */
export enum ErrorCode {
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  ADMIN_EXISTS = 'ADMIN_EXISTS',
  EMAIL_TAKEN = 'EMAIL_TAKEN',
  /** Deleting the administrator's account: the store needs it. */
  ADMIN_NOT_DELETABLE = 'ADMIN_NOT_DELETABLE',
  /** Registering as admin with an email other than the store's ADMIN_EMAIL. */
  ADMIN_ROLE_RESERVED = 'ADMIN_ROLE_RESERVED',
  /** Another book already has this ISBN. */
  ISBN_TAKEN = 'ISBN_TAKEN',
  /** A catalogue import while another is still running. */
  IMPORT_RUNNING = 'IMPORT_RUNNING',
  INSUFFICIENT_STOCK = 'INSUFFICIENT_STOCK',
  /** A write that expected a stock count the book no longer has (an admin edit racing a sale). */
  STOCK_CHANGED = 'STOCK_CHANGED',
  CART_EMPTY = 'CART_EMPTY',
  /** An address book that already holds the most addresses an account may keep. */
  ADDRESS_LIMIT = 'ADDRESS_LIMIT',
  /** Cancelling an order that has left the shop (shipped or delivered). */
  ORDER_NOT_CANCELLABLE = 'ORDER_NOT_CANCELLABLE',
  /** Changing the status of a cancelled order: cancellation is final. */
  ORDER_CANCELLED = 'ORDER_CANCELLED',
  /** A password-reset link that is unknown, used, replaced by a newer one, or expired. */
  INVALID_RESET_TOKEN = 'INVALID_RESET_TOKEN',
  INVALID_ID = 'INVALID_ID',
  UNSUPPORTED_FILE = 'UNSUPPORTED_FILE',
  FILE_TOO_LARGE = 'FILE_TOO_LARGE',
  METHOD_NOT_ALLOWED = 'METHOD_NOT_ALLOWED',
  RATE_LIMITED = 'RATE_LIMITED',
  INTERNAL = 'INTERNAL',
  /** The database cannot be reached for a moment (it is restarting, or the network dropped): try again. */
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
}

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ErrorCode.VALIDATION_FAILED]: 400,
  [ErrorCode.INVALID_CREDENTIALS]: 400,
  [ErrorCode.INSUFFICIENT_STOCK]: 400,
  [ErrorCode.CART_EMPTY]: 400,
  [ErrorCode.INVALID_ID]: 400,
  [ErrorCode.INVALID_RESET_TOKEN]: 400,
  [ErrorCode.UNSUPPORTED_FILE]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.ADMIN_ROLE_RESERVED]: 403,
  [ErrorCode.ADMIN_NOT_DELETABLE]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.ADMIN_EXISTS]: 409,
  [ErrorCode.EMAIL_TAKEN]: 409,
  [ErrorCode.ISBN_TAKEN]: 409,
  [ErrorCode.IMPORT_RUNNING]: 409,
  [ErrorCode.STOCK_CHANGED]: 409,
  [ErrorCode.ADDRESS_LIMIT]: 409,
  [ErrorCode.ORDER_NOT_CANCELLABLE]: 409,
  [ErrorCode.ORDER_CANCELLED]: 409,
  [ErrorCode.METHOD_NOT_ALLOWED]: 405,
  [ErrorCode.FILE_TOO_LARGE]: 413,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
};
