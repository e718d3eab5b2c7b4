import { computeTotals, DiscountKind, shareOf } from './totals';
import { percentToPpm } from './pricing-rules';

describe('shareOf, the one rounding rule', () => {
  it.each([
    [100, 1, 3, 33], // 33.33…
    [200, 1, 3, 67], // 66.66…
    [1, 1, 2, 1], // half a unit goes up
    [3, 1, 2, 2],
    [0, 200_000, 1_000_000, 0],
    [999, 200_000, 1_200_000, 167], // 166.5 → 167
  ])('%i × %i / %i is %i', (amount, numerator, denominator, expected) => {
    expect(shareOf(amount, numerator, denominator)).toBe(expected);
  });

  it('stays exact beyond what doubles hold', () => {
    expect(shareOf(Number.MAX_SAFE_INTEGER, 1_000_000, 1_000_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses fractions and negative numbers', () => {
    expect(() => shareOf(1.5, 1, 2)).toThrow(RangeError);
    expect(() => shareOf(-1, 1, 2)).toThrow(RangeError);
    expect(() => shareOf(1, 1, 0)).toThrow(RangeError);
  });
});

describe('computeTotals', () => {
  it('taxes three lines of 0.333… cents once per order: 1 cent, not 0', () => {
    // 1.67 at 20 % excluded: 33.4 cents each, 100.2 in all; at 0.2 %, 0.334 each, 1.002 in all.
    const lines = [1, 2, 3].map(() => ({ priceCents: 167, quantity: 1 }));
    const totals = computeTotals({ lines, tax: { booksPpm: 2_000, shippingPpm: 0 }, pricesIncludeTax: false });
    expect(totals).toMatchObject({ subtotalCents: 501, taxCents: 1, totalCents: 502 });
  });

  it('merges books and shipping into one tax line when their rate is the same', () => {
    const totals = computeTotals({
      lines: [{ priceCents: 1001, quantity: 1 }],
      shipping: { priceCents: 499 },
      tax: { booksPpm: 200_000, shippingPpm: 200_000 },
      pricesIncludeTax: true,
    });
    // 15.00 including 20 %: 2.50 of tax, rounded once (1001 alone: 166.83, 499 alone: 83.17).
    expect(totals.taxLines).toEqual([
      { ratePpm: 200_000, appliesTo: ['books', 'shipping'], baseCents: 1500, taxCents: 250 },
    ]);
    expect(totals.totalCents).toBe(1500);
  });

  it('never takes off more than the subtotal', () => {
    const totals = computeTotals({
      lines: [{ priceCents: 500, quantity: 1 }],
      discount: { kind: DiscountKind.FIXED_AMOUNT, amountCents: 2000 },
      shipping: { priceCents: 300 },
      pricesIncludeTax: false,
    });
    expect(totals).toMatchObject({ discountCents: 500, shippingCents: 300, totalCents: 300 });
  });
});

describe('percentToPpm', () => {
  it.each([
    [20, 200_000],
    [8.875, 88_750],
    [0, 0],
    [100, 1_000_000],
    [0.0001, 1],
  ])('reads %p %% as %p ppm', (percent, ppm) => expect(percentToPpm(percent)).toBe(ppm));

  it.each([100.0001, -1, 0.00001, NaN, Infinity])('refuses %p', (percent) => expect(percentToPpm(percent)).toBeNaN());
});
