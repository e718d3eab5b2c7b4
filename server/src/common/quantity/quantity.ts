import { AppError } from '../errors/app-error';

/**
 * "A quantity is a whole number of at least 1": the copies of a book in a cart line, an order
 * line or a stock change. This module is the one home of the rule: `quantity.decorator.ts` makes
 * it the DTO rule of both transports, `QUANTITY_PROP` the rule of the stored schemas, and
 * `checkQuantity` the services' check. The upper limit (a book's stock) is not part of it.
 */

export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';
export const QUANTITY_REQUIRED_MESSAGE = 'Quantity is required';

/** A safe whole number of at least 1 (a JSON number: "3" is not one). */
export const isQuantity = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/** 400 VALIDATION_FAILED unless `value` is a quantity. */
export function checkQuantity(value: unknown): asserts value is number {
  if (!isQuantity(value)) throw AppError.validation(QUANTITY_MESSAGE);
}

/** The quantity of a stored line (cart and order schemas), for `@Prop`. */
export const QUANTITY_PROP = {
  type: Number,
  required: true,
  validate: { validator: isQuantity, message: QUANTITY_MESSAGE },
} as const;
