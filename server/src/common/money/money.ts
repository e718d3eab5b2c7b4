/**
 * Money inside the server is an integer number of cents (minor units of the store currency);
 * the wire (REST and GraphQL) carries decimal numbers with at most 2 decimals. This module is
 * the one home of the conversion and of the price rules. It is pure (no Nest or Mongoose), so
 * the client's tests can import it to compare their rules with the server's.
 */

/** The highest price a book may have, in currency units. */
export const MAX_PRICE = 1_000_000;
/** The same limit in cents. */
export const MAX_PRICE_CENTS = MAX_PRICE * 100;

export const PRICE_MESSAGE = 'Price must be a number of at least 0 with at most 2 decimals';
export const MAX_PRICE_MESSAGE = `Price must be at most ${MAX_PRICE}`;
export const PRICE_REQUIRED_MESSAGE = 'Price is required';

/** A price as multipart text: plain decimal notation, at most 2 decimals ("12", "12.5", "12.50"). */
export const PRICE_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * True for a number with at most two decimals. Scaled to cents it must be a whole number, give or
 * take the error of binary floating point, which grows with the amount (a few units in the last
 * place: 0.1 + 0.2 is 30.000000000000004 cents); never a real fraction of a cent, however small
 * (0.000000001 is refused rather than stored as 0).
 */
export const hasAtMostTwoDecimals = (value: number): boolean => {
  const cents = value * 100;
  const whole = Math.round(cents);
  return Math.abs(cents - whole) <= Math.abs(whole) * 4 * Number.EPSILON;
};

/** A decimal amount a client may send as a price: finite, at least 0, at most 2 decimals (the upper limit is separate). */
export const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && hasAtMostTwoDecimals(value);

/** An amount of cents as stored: a safe integer, at least 0. */
export const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The first price rule a value breaks, as the message a person sees, or undefined for a valid
 * price. The same order as the input validation: a number, then at least 0 with 2 decimals, then the limit.
 */
export function priceProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return PRICE_REQUIRED_MESSAGE;
  if (!isPrice(value)) return PRICE_MESSAGE;
  if (value > MAX_PRICE) return MAX_PRICE_MESSAGE;
  return undefined;
}

/** A decimal amount (at most 2 decimals) in cents: 12.5 -> 1250, 0.1 + 0.2 -> 30. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount) || !hasAtMostTwoDecimals(amount)) {
    throw new RangeError(`Not an amount of money with at most 2 decimals: ${amount}`);
  }
  return Math.round(amount * 100);
}

/** Cents as the decimal amount the wire carries: 1250 -> 12.5 (the nearest double, which prints as written). */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents / 100;
}

/**
 * A line's total: its unit price in cents × its quantity, exactly (integers throughout). The one
 * home of the rule, for the cart's lines and the order's alike.
 */
export function lineTotalCents(unitCents: number, quantity: number): number {
  if (!Number.isSafeInteger(unitCents) || !Number.isSafeInteger(quantity)) {
    throw new RangeError(`Cents and quantity must be whole numbers: ${unitCents} × ${quantity}`);
  }
  return unitCents * quantity;
}

/** The totals of lines priced in cents (`priceCents` each): the sum of their line totals in cents, and the copies in them. */
export function linesTotal(lines: Iterable<{ priceCents: number; quantity: number }>): {
  totalCents: number;
  itemCount: number;
} {
  let totalCents = 0;
  let itemCount = 0;
  for (const { priceCents, quantity } of lines) {
    totalCents += lineTotalCents(priceCents, quantity);
    itemCount += quantity;
  }
  return { totalCents, itemCount };
}
