import { ratingAverage, ratingKeyOf } from './book-rating';

describe('a book rating', () => {
  it('averages to 2 decimals, null without reviews', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(3, 13)).toBe(4.33);
    expect(ratingAverage(2, 9)).toBe(4.5);
  });

  it('orders by the average first, then by the number of reviews, books without any last', () => {
    const keys = [
      ['none', ratingKeyOf(0, 0)],
      ['one 5', ratingKeyOf(1, 5)],
      ['two 5s', ratingKeyOf(2, 10)],
      ['4.5 of many', ratingKeyOf(400, 1800)],
      ['one 1', ratingKeyOf(1, 1)],
    ] as const;
    const highestFirst = [...keys].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    expect(highestFirst).toEqual(['two 5s', 'one 5', '4.5 of many', 'one 1', 'none']);
    expect(Number.isSafeInteger(ratingKeyOf(5_000_000, 25_000_000))).toBe(true);
  });
});
