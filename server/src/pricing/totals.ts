/**
 * What an order costs, in integer cents: the books' subtotal, the discount, the shipping, the tax
 * and the total to pay. Pure (no Nest or Mongoose): the quote and the order placed compute with the
 * same function, and the unit spec reads it as it is.
 *
 * **The one rounding rule** (`shareOf`): a share of an amount (a percentage off, a tax) is computed
 * exactly on integers and rounded once to the nearest cent, half a cent up. Tax is rounded **per
 * order and per rate**, never per line: the amounts taxed at one rate (the books after the
 * discount, the shipping; both together when their rates are equal) are added first and taxed once.
 * Per-line rounding lets the tax drift from the rate by up to half a cent per line (three lines of
 * 1.67 at 20 % carry 0.333… cents each: per line 0, per order 1 cent), it is what an invoice shows
 * (one tax amount per rate) and what the VAT rules accept; a line keeps its unit price untouched.
 */

/** A rate in parts per million: 20 % is 200,000, 8.875 % is 88,750 (a percentage with at most 4 decimals). */
export type RatePpm = number;

export const PPM = 1_000_000;

/** `amount × numerator / denominator`, rounded to the nearest whole number, halves up (all inputs whole and ≥ 0). */
export function shareOf(amount: number, numerator: number, denominator: number): number {
  if (![amount, numerator, denominator].every((n) => Number.isSafeInteger(n) && n >= 0) || denominator === 0) {
    throw new RangeError(`A share needs whole numbers of at least 0: ${amount} × ${numerator} / ${denominator}`);
  }
  const product = BigInt(amount) * BigInt(numerator);
  const whole = product / BigInt(denominator);
  const rest = product % BigInt(denominator);
  return Number(rest * 2n >= BigInt(denominator) ? whole + 1n : whole);
}

export enum DiscountKind {
  PERCENTAGE = 'PERCENTAGE',
  FIXED_AMOUNT = 'FIXED_AMOUNT',
  FREE_SHIPPING = 'FREE_SHIPPING',
}

/** What a code takes off: a percentage (1–100) or an amount of the books' subtotal, or the shipping. */
export interface DiscountTerms {
  kind: DiscountKind;
  percent?: number | null;
  amountCents?: number | null;
}

/** The delivery chosen: its price, and the books' amount from which it is free (none: never). */
export interface ShippingTerms {
  priceCents: number;
  freeOverCents?: number | null;
}

/** The tax rates that apply (the country's, or its region's). */
export interface TaxTerms {
  booksPpm: RatePpm;
  shippingPpm: RatePpm;
}

export interface PricingInput {
  /** The books: unit price in cents × quantity each. */
  lines: ReadonlyArray<{ priceCents: number; quantity: number }>;
  discount?: DiscountTerms | null;
  shipping?: ShippingTerms | null;
  tax?: TaxTerms | null;
  /** Whether prices (books and shipping) include the tax (most of Europe) or not (the US). */
  pricesIncludeTax: boolean;
}

export type TaxedPart = 'books' | 'shipping';

/** The tax of one rate: the amount it applies to (with the tax when prices include it, else without), and the tax. */
export interface TaxLine {
  ratePpm: RatePpm;
  appliesTo: TaxedPart[];
  baseCents: number;
  taxCents: number;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** The total to pay. */
  totalCents: number;
  taxIncluded: boolean;
  taxLines: TaxLine[];
}

/** The books' subtotal: the sum of unit price × quantity. */
export const subtotalOf = (lines: PricingInput['lines']): number =>
  lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/**
 * The totals of an order: the discount comes off the books' subtotal (never more than it); the
 * shipping is free when the books' amount after the discount reaches the method's free-over
 * amount, or with a free-shipping code; the tax is computed per rate, once (see above): included
 * in the prices, it is the part of the amount that is tax (`amount × rate / (1 + rate)`) and the
 * total does not change; excluded, it is added (`amount × rate`).
 */
export function computeTotals(input: PricingInput): Totals {
  const subtotalCents = subtotalOf(input.lines);
  const discountCents = discountOf(subtotalCents, input.discount);
  const booksCents = subtotalCents - discountCents;
  const shippingCents = shippingOf(booksCents, input.shipping, input.discount);

  const parts: Array<{ part: TaxedPart; ratePpm: RatePpm; cents: number }> = [
    { part: 'books', ratePpm: input.tax?.booksPpm ?? 0, cents: booksCents },
    { part: 'shipping', ratePpm: input.tax?.shippingPpm ?? 0, cents: shippingCents },
  ];
  const taxLines: TaxLine[] = [];
  for (const { part, ratePpm, cents } of parts) {
    if (ratePpm <= 0 || cents <= 0) continue;
    const same = taxLines.find((line) => line.ratePpm === ratePpm);
    if (same) {
      same.appliesTo.push(part);
      same.baseCents += cents;
    } else taxLines.push({ ratePpm, appliesTo: [part], baseCents: cents, taxCents: 0 });
  }
  for (const line of taxLines) {
    line.taxCents = shareOf(line.baseCents, line.ratePpm, input.pricesIncludeTax ? PPM + line.ratePpm : PPM);
  }
  const taxCents = taxLines.reduce((sum, line) => sum + line.taxCents, 0);
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: booksCents + shippingCents + (input.pricesIncludeTax ? 0 : taxCents),
    taxIncluded: input.pricesIncludeTax,
    taxLines,
  };
}

function discountOf(subtotalCents: number, discount?: DiscountTerms | null): number {
  switch (discount?.kind) {
    case DiscountKind.PERCENTAGE:
      return Math.min(subtotalCents, shareOf(subtotalCents, discount.percent ?? 0, 100));
    case DiscountKind.FIXED_AMOUNT:
      return Math.min(subtotalCents, discount.amountCents ?? 0);
    default:
      return 0;
  }
}

function shippingOf(booksCents: number, shipping?: ShippingTerms | null, discount?: DiscountTerms | null): number {
  if (!shipping || discount?.kind === DiscountKind.FREE_SHIPPING) return 0;
  const { priceCents, freeOverCents } = shipping;
  return freeOverCents !== null && freeOverCents !== undefined && booksCents >= freeOverCents ? 0 : priceCents;
}
