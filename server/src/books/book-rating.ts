/**
 * A book's rating from its running totals (the visible reviews' count and sum of stars). Pure:
 * the client's rules test reads it too.
 */

/** The average shown, to 2 decimals; null for a book without visible reviews. */
export function ratingAverage(count: number, total: number): number | null {
  return count > 0 ? Math.round((total / count) * 100) / 100 : null;
}

/** Reviews counted in the rating sort's key beyond this count compare equal (far beyond any book's). */
const COUNT_SPAN = 1_000_000;

/**
 * The rating sort's stored key: the average to 2 decimals, then the count, in one number (so
 * that keyset pagination, in the database and in the index, orders by one field); 0 without
 * reviews. At most 500 × 10⁶ + 999,999, an exact integer.
 */
export function ratingKeyOf(count: number, total: number): number {
  if (count <= 0) return 0;
  return Math.round((total / count) * 100) * COUNT_SPAN + Math.min(count, COUNT_SPAN - 1);
}
