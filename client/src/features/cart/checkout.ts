import { getErrorCode, getErrorMessage } from '@/lib/errors';

/** What the shopper chose in the review, sent with the order: the quote's choices and the total it showed. */
export interface CheckoutChoices {
  addressId: string | null;
  shippingMethodId: string | null;
  discountCode: string | null;
  /** The quote's total: the server refuses with PRICE_CHANGED when the order's total is another. */
  expectedTotal: number;
  /** One of the quote's payment methods; null: pay on delivery (the server's default). */
  paymentMethod: string | null;
}

/** Why placing refused the choices rather than the order: shown in the review, which then quotes again. */
export interface CheckoutRefusal {
  /** Where it belongs: the code field (a code refused), or the review's notice (a total or delivery that changed). */
  field: 'discountCode' | 'notice';
  message: string;
}

/** How placing went: placed (the order's page is on its way), refused (the review stays open), or failed (toasted). */
export type PlaceOutcome = { kind: 'placed' } | { kind: 'refused'; refusal: CheckoutRefusal } | { kind: 'failed' };

const NOTICE_CODES = new Set([
  'PRICE_CHANGED',
  'DELIVERY_ADDRESS_REQUIRED',
  'DELIVERY_UNAVAILABLE',
  'SHIPPING_METHOD_UNAVAILABLE',
  'PAYMENT_METHOD_UNAVAILABLE',
]);

/**
 * A refusal the review answers itself (the server's message, then a fresh quote): a total that
 * changed, a delivery no longer offered, or a code that no longer applies (e.g. its last use
 * taken meanwhile). Anything else is a failure for the usual toast.
 */
export function checkoutRefusal(error: unknown): CheckoutRefusal | null {
  const code = getErrorCode(error);
  if (!code) return null;
  const message = getErrorMessage(error, '');
  if (!message) return null;
  if (code.startsWith('DISCOUNT_CODE_')) return { field: 'discountCode', message };
  if (NOTICE_CODES.has(code)) return { field: 'notice', message };
  return null;
}
