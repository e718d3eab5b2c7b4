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
  /** Downloading the invoice of an order that has none (yet: it is issued just after the order is placed). */
  INVOICE_NOT_FOUND = 'INVOICE_NOT_FOUND',
  /** Downloading the credit note of an order that has none (it was not cancelled after being invoiced). */
  CREDIT_NOTE_NOT_FOUND = 'CREDIT_NOTE_NOT_FOUND',
  /** A password-reset link that is unknown, used, replaced by a newer one, or expired. */
  INVALID_RESET_TOKEN = 'INVALID_RESET_TOKEN',
  /** An order without an address while the store does not offer collection in store. */
  DELIVERY_ADDRESS_REQUIRED = 'DELIVERY_ADDRESS_REQUIRED',
  /** The delivery address's country is in no shipping zone, or its zone has no method enabled. */
  DELIVERY_UNAVAILABLE = 'DELIVERY_UNAVAILABLE',
  /** A delivery method that is not offered for the order's address (unknown, disabled, another zone's). */
  SHIPPING_METHOD_UNAVAILABLE = 'SHIPPING_METHOD_UNAVAILABLE',
  /** Placing with the total of a quote that is no longer the order's total. */
  PRICE_CHANGED = 'PRICE_CHANGED',
  DISCOUNT_CODE_UNKNOWN = 'DISCOUNT_CODE_UNKNOWN',
  DISCOUNT_CODE_DISABLED = 'DISCOUNT_CODE_DISABLED',
  DISCOUNT_CODE_NOT_STARTED = 'DISCOUNT_CODE_NOT_STARTED',
  DISCOUNT_CODE_EXPIRED = 'DISCOUNT_CODE_EXPIRED',
  DISCOUNT_CODE_USED_UP = 'DISCOUNT_CODE_USED_UP',
  DISCOUNT_CODE_ALREADY_USED = 'DISCOUNT_CODE_ALREADY_USED',
  DISCOUNT_CODE_MINIMUM = 'DISCOUNT_CODE_MINIMUM',
  /** Creating a discount code that exists already (codes are compared without case). */
  DISCOUNT_CODE_TAKEN = 'DISCOUNT_CODE_TAKEN',
  /** Deleting a discount code that orders have used: disable it instead. */
  DISCOUNT_CODE_IN_USE = 'DISCOUNT_CODE_IN_USE',
  /** A shipping zone or tax rate that clashes with another (a country in two zones, two rates for one place). */
  PRICING_CONFLICT = 'PRICING_CONFLICT',
  /** Placing with a payment method the store does not offer (unknown, or disabled in the settings). */
  PAYMENT_METHOD_UNAVAILABLE = 'PAYMENT_METHOD_UNAVAILABLE',
  /** Marking an order paid or refunded when its payment state does not allow it (payment-states.ts). */
  PAYMENT_NOT_CHANGEABLE = 'PAYMENT_NOT_CHANGEABLE',
  /** A payment webhook without a valid signature (missing, wrong, or the store has no webhook secret). */
  WEBHOOK_SIGNATURE_INVALID = 'WEBHOOK_SIGNATURE_INVALID',
  /** A reply to a complaint whose thread holds the most messages it may. */
  COMPLAINT_THREAD_FULL = 'COMPLAINT_THREAD_FULL',
  /** A wishlist that already holds the most books an account may save. */
  WISHLIST_FULL = 'WISHLIST_FULL',
  /** A back-in-stock alert for a book that has copies: it can be ordered now. */
  BOOK_IN_STOCK = 'BOOK_IN_STOCK',
  /** Reporting a review the account has reported already. */
  REVIEW_ALREADY_REPORTED = 'REVIEW_ALREADY_REPORTED',
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
  [ErrorCode.PAYMENT_METHOD_UNAVAILABLE]: 400,
  [ErrorCode.WEBHOOK_SIGNATURE_INVALID]: 400,
  [ErrorCode.UNSUPPORTED_FILE]: 400,
  [ErrorCode.DISCOUNT_CODE_UNKNOWN]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.ADMIN_ROLE_RESERVED]: 403,
  [ErrorCode.ADMIN_NOT_DELETABLE]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.INVOICE_NOT_FOUND]: 404,
  [ErrorCode.CREDIT_NOTE_NOT_FOUND]: 404,
  [ErrorCode.ADMIN_EXISTS]: 409,
  [ErrorCode.EMAIL_TAKEN]: 409,
  [ErrorCode.ISBN_TAKEN]: 409,
  [ErrorCode.IMPORT_RUNNING]: 409,
  [ErrorCode.STOCK_CHANGED]: 409,
  [ErrorCode.ADDRESS_LIMIT]: 409,
  [ErrorCode.ORDER_NOT_CANCELLABLE]: 409,
  [ErrorCode.ORDER_CANCELLED]: 409,
  [ErrorCode.DELIVERY_ADDRESS_REQUIRED]: 409,
  [ErrorCode.DELIVERY_UNAVAILABLE]: 409,
  [ErrorCode.SHIPPING_METHOD_UNAVAILABLE]: 409,
  [ErrorCode.PRICE_CHANGED]: 409,
  [ErrorCode.DISCOUNT_CODE_DISABLED]: 409,
  [ErrorCode.DISCOUNT_CODE_NOT_STARTED]: 409,
  [ErrorCode.DISCOUNT_CODE_EXPIRED]: 409,
  [ErrorCode.DISCOUNT_CODE_USED_UP]: 409,
  [ErrorCode.DISCOUNT_CODE_ALREADY_USED]: 409,
  [ErrorCode.DISCOUNT_CODE_MINIMUM]: 409,
  [ErrorCode.DISCOUNT_CODE_TAKEN]: 409,
  [ErrorCode.DISCOUNT_CODE_IN_USE]: 409,
  [ErrorCode.PRICING_CONFLICT]: 409,
  [ErrorCode.COMPLAINT_THREAD_FULL]: 409,
  [ErrorCode.WISHLIST_FULL]: 409,
  [ErrorCode.BOOK_IN_STOCK]: 409,
  [ErrorCode.REVIEW_ALREADY_REPORTED]: 409,
  [ErrorCode.PAYMENT_NOT_CHANGEABLE]: 409,
  [ErrorCode.METHOD_NOT_ALLOWED]: 405,
  [ErrorCode.FILE_TOO_LARGE]: 413,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
};
