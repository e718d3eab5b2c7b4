import { currencySymbol, formatDate, formatMoney, stockLabel } from './format';

describe('formatMoney', () => {
  it('formats in the store currency, dollars by default', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(9, 'EUR')).toBe('€9.00');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
  });

  it('never shows a rupee sign unless the store is set to rupees', () => {
    expect(formatMoney(10)).not.toMatch(/₹|Rs/);
    expect(formatMoney(10, 'INR')).toBe('₹10.00');
  });

  it('falls back to dollars for a code the browser does not know', () => {
    expect(formatMoney(3, 'NOT-A-CODE')).toBe('$3.00');
  });
});

describe('currencySymbol', () => {
  it("names the store currency's symbol, dollars by default", () => {
    expect(currencySymbol()).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
  });
});

describe('stockLabel and formatDate', () => {
  it('says how many are in stock, or that none are', () => {
    expect(stockLabel(3)).toBe('3 in stock');
    expect(stockLabel(0)).toBe('Out of stock');
  });

  it('writes dates in full', () => {
    expect(formatDate('2025-03-05T10:00:00.000Z')).toBe('March 5, 2025');
  });
});
