import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { PPM, type RatePpm } from './totals';

/**
 * The rules of the store's money settings and of discount codes, written once: limits, messages,
 * how a code is written, how a rate is read. Pure (no Nest or Mongoose).
 */

export const MAX_ZONES = 50;
export const MAX_METHODS_PER_ZONE = 20;
export const MAX_TAX_RATES = 500;
export const MAX_NAME_LENGTH = 60;
/** Payments (payment-rules.ts): days a transfer may take before its order is cancelled, the bank account's fields. */
export const MIN_EXPIRY_DAYS = 1;
export const MAX_EXPIRY_DAYS = 60;
export const EXPIRY_MESSAGE = `Days to pay by transfer must be a whole number from ${MIN_EXPIRY_DAYS} to ${MAX_EXPIRY_DAYS}`;
export const MAX_BANK_FIELD = 120;
export const MAX_BANK_NOTES = 500;

export const MAX_DAYS = 365;
export const MAX_LEGAL_LENGTH = 300;
export const MAX_CARRIERS = 20;
export const MAX_TRACKING_URL_LENGTH = 300;

/** Where a carrier's template puts the tracking number. */
export const TRACKING_PLACEHOLDER = '{number}';
export const TRACKING_URL_MESSAGE = `A tracking link is an https:// address containing ${TRACKING_PLACEHOLDER}`;

/** Whether `value` is a tracking link template: an https:// address with `{number}` in it. */
export function isTrackingTemplate(value: unknown): boolean {
  if (typeof value !== 'string' || !value.includes(TRACKING_PLACEHOLDER) || /\s/.test(value)) return false;
  try {
    const url = new URL(value.replaceAll(TRACKING_PLACEHOLDER, '0'));
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A carrier's tracking link for `number` (URL-encoded into the template). */
export const trackingLink = (template: string, number: string): string =>
  template.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(number));

/** Carrier names are unique without case. */
export const sameCarrier = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** "Collect in store": the one delivery that needs no address, at no charge, when the store offers it. */
export const COLLECT_IN_STORE_ID = 'collect';
export const COLLECT_IN_STORE_NAME = 'Collect in store';

/** A code as shoppers type it: letters, digits, "-" and "_", 3 to 32 of them; compared without case. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const CODE_MESSAGE = 'A discount code is 3 to 32 letters, digits, "-" or "_"';
/** Shoppers' codes are compared upper-cased and trimmed: "summer10" is "SUMMER10". */
export const normaliseCode = (text: string): string => text.trim().toUpperCase();

export const PERCENT_MESSAGE = 'Percentage must be a whole number from 1 to 100';
export const RATE_MESSAGE = 'A tax rate must be a percentage from 0 to 100 with at most 4 decimals';
export const MAX_USES = 10_000_000;
export const USES_MESSAGE = `Uses must be a whole number from 1 to ${MAX_USES}`;
export const DAYS_MESSAGE = `Days must be a whole number from 0 to ${MAX_DAYS}`;

/** A percentage with at most 4 decimals (0 to 100) as parts per million; anything else is NaN. */
export function percentToPpm(percent: number): RatePpm {
  const ppm = Math.round(percent * 10_000);
  const exact = Math.abs(percent * 10_000 - ppm) <= Math.abs(ppm) * 4 * Number.EPSILON;
  return Number.isFinite(percent) && exact && ppm >= 0 && ppm <= PPM ? ppm : NaN;
}

/** A rate as the wire carries it: a percentage (200000 -> 20, 88750 -> 8.875). */
export const ppmToPercent = (ppm: RatePpm): number => ppm / 10_000;

export const isRatePercent = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(percentToPpm(value));

/** Why a discount code does not apply: one error code and message for each reason. */
export const codeRefusals = {
  unknown: () => new AppError(ErrorCode.DISCOUNT_CODE_UNKNOWN, 'Unknown code'),
  disabled: () => new AppError(ErrorCode.DISCOUNT_CODE_DISABLED, 'This code is no longer valid'),
  notStarted: () => new AppError(ErrorCode.DISCOUNT_CODE_NOT_STARTED, 'This code is not valid yet'),
  expired: () => new AppError(ErrorCode.DISCOUNT_CODE_EXPIRED, 'This code has expired'),
  usedUp: () => new AppError(ErrorCode.DISCOUNT_CODE_USED_UP, 'This code has been used up'),
  alreadyUsed: () => new AppError(ErrorCode.DISCOUNT_CODE_ALREADY_USED, 'You have already used this code'),
  minimum: (cents: number) =>
    new AppError(ErrorCode.DISCOUNT_CODE_MINIMUM, `Minimum subtotal ${(cents / 100).toFixed(2)}`),
};

/** A code as its rules read it (the stored document's fields). */
export interface CodeState {
  enabled: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
  maxUses?: number | null;
  perCustomer?: number | null;
  minimumCents?: number | null;
  uses: number;
  customers?: Record<string, number> | null;
}

/**
 * Why `code` does not apply to this shopper's order now, or null when it does. The order of the
 * checks is the order a shopper can do something about them. `subtotalCents` is left out before
 * the books' prices are known (placing checks the minimum once the books are taken).
 */
export function codeProblem(
  code: CodeState | null,
  { userId, now, subtotalCents }: { userId: string; now: Date; subtotalCents?: number },
): AppError | null {
  if (!code) return codeRefusals.unknown();
  if (!code.enabled) return codeRefusals.disabled();
  if (code.startsAt && now < code.startsAt) return codeRefusals.notStarted();
  if (code.endsAt && now >= code.endsAt) return codeRefusals.expired();
  if (code.maxUses !== null && code.maxUses !== undefined && code.uses >= code.maxUses) return codeRefusals.usedUp();
  if (code.perCustomer && (code.customers?.[userId] ?? 0) >= code.perCustomer) return codeRefusals.alreadyUsed();
  if (subtotalCents !== undefined && code.minimumCents && subtotalCents < code.minimumCents) {
    return codeRefusals.minimum(code.minimumCents);
  }
  return null;
}

/** Delivery refusals, with what the shopper can do about them. */
export const deliveryRefusals = {
  addressRequired: () =>
    new AppError(
      ErrorCode.DELIVERY_ADDRESS_REQUIRED,
      'Add a delivery address to order: collection in store is not offered.',
    ),
  noZone: (countryName: string) => new AppError(ErrorCode.DELIVERY_UNAVAILABLE, `We do not deliver to ${countryName}.`),
  noMethod: (countryName: string) =>
    new AppError(ErrorCode.DELIVERY_UNAVAILABLE, `No delivery method is available for ${countryName} at the moment.`),
  methodUnavailable: () =>
    new AppError(
      ErrorCode.SHIPPING_METHOD_UNAVAILABLE,
      'This delivery method is not offered for this address. Choose another one.',
    ),
};

/** The refusal of a placing whose total is no longer the one the shopper saw. */
export const priceChanged = (totalCents: number) =>
  new AppError(
    ErrorCode.PRICE_CHANGED,
    `The total changed to ${(totalCents / 100).toFixed(2)}: a price, rate or code changed. Check and place the order again.`,
    undefined,
    { total: totalCents / 100 },
  );
