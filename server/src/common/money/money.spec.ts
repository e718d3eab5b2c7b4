import {
  fromCents,
  isCents,
  isPrice,
  MAX_PRICE,
  MAX_PRICE_MESSAGE,
  lineTotalCents,
  linesTotal,
  PRICE_MESSAGE,
  priceProblem,
  toCents,
} from './money';

describe('money', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [12.5, 1250],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005 - 0.005, 100],
    [MAX_PRICE, 100_000_000],
  ])('converts %p to %p cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('converts every two-decimal amount to cents and back unchanged', () => {
    for (let cents = 0; cents <= 100_000; cents += 7) {
      const amount = Number((cents / 100).toFixed(2));
      expect(toCents(amount)).toBe(cents);
      expect(fromCents(cents)).toBe(amount);
    }
  });

  it('refuses to convert what is not an amount with at most 2 decimals, or not whole cents', () => {
    for (const bad of [1.999, NaN, Infinity]) expect(() => toCents(bad)).toThrow(RangeError);
    for (const bad of [12.5, NaN]) expect(() => fromCents(bad)).toThrow(RangeError);
  });

  it('knows a price: a finite number, at least 0, at most 2 decimals', () => {
    expect([0, 0.01, 12.5, 0.1 + 0.2 - 0.3 + 1.1, 59.99].every(isPrice)).toBe(true);
    expect([-0.01, 1.999, NaN, Infinity, '1', null].some(isPrice)).toBe(false);
  });

  it('refuses any real fraction of a cent, however small or large the amount', () => {
    expect([0.000000001, 1e-12, 5e-324, 0.001, 1.0000001, 999999.991, 1000000.001].some(isPrice)).toBe(false);
    expect([0.07, 1.1, 19.99 * 3, 999999.99, 1_000_000].every(isPrice)).toBe(true);
  });

  it('names the first price rule a value breaks', () => {
    expect(priceProblem(12.5)).toBeUndefined();
    expect(priceProblem(MAX_PRICE)).toBeUndefined();
    expect(priceProblem(undefined)).toBe('Price is required');
    expect(priceProblem(-1)).toBe(PRICE_MESSAGE);
    expect(priceProblem(1.999)).toBe(PRICE_MESSAGE);
    expect(priceProblem(MAX_PRICE + 0.01)).toBe(MAX_PRICE_MESSAGE);
  });

  it('multiplies and checks whole cents exactly', () => {
    expect(lineTotalCents(1999, 3)).toBe(5997);
    expect(() => lineTotalCents(19.99, 3)).toThrow(RangeError);
    expect([0, 1, 100_000_000].every(isCents)).toBe(true);
    expect([-1, 0.5, '1'].some(isCents)).toBe(false);
  });

  it('totals lines in cents, so that 3 × 0.10 + 0.20 is exactly 0.50', () => {
    expect(
      linesTotal([
        { priceCents: 10, quantity: 3 },
        { priceCents: 20, quantity: 1 },
      ]),
    ).toEqual({ totalCents: 50, itemCount: 4 });
    expect(linesTotal([])).toEqual({ totalCents: 0, itemCount: 0 });
    expect(() => linesTotal([{ priceCents: 1, quantity: 1.5 }])).toThrow(RangeError);
  });
});
