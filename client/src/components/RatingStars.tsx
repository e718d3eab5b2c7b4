export interface RatingStarsProps {
  /** The average, 1 to 5 (any decimals), or null without reviews. */
  average: number | null | undefined;
  /** How many reviews it is the average of; shown after the stars when given. */
  count?: number;
  size?: 'sm' | 'md';
}

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

const FILL_WIDTH: Record<number, string> = { 0: 'w-0', 50: 'w-1/2', 100: 'w-full' };

/** "4.5 out of 5, 12 reviews"; "No reviews yet" without any. */
export function ratingLabel(average: number | null | undefined, count?: number): string {
  if (!average) return 'No reviews yet';
  const stars = `${Number(average.toFixed(1))} out of 5`;
  return count === undefined ? stars : `${stars}, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * A read-only rating: five stars filled to the average (to the nearest half), read by screen
 * readers as one text ("4.5 out of 5, 12 reviews"), the stars and the count beside them hidden from them.
 */
export function RatingStars({ average, count, size = 'sm' }: RatingStarsProps) {
  const filled = average ? Math.round(average * 2) / 2 : 0;
  const box = size === 'sm' ? 'h-4 w-4' : 'h-5 w-5';
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">{ratingLabel(average, count)}</span>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = filled >= star ? 100 : filled >= star - 0.5 ? 50 : 0;
          return (
            <span key={star} className={`relative inline-block ${box}`}>
              <svg viewBox="0 0 20 20" className={`absolute inset-0 ${box} fill-slate-300`}>
                <path d={STAR_PATH} />
              </svg>
              <span className={`absolute inset-y-0 left-0 overflow-hidden ${FILL_WIDTH[fill]}`}>
                <svg viewBox="0 0 20 20" className={`${box} fill-amber-600`}>
                  <path d={STAR_PATH} />
                </svg>
              </span>
            </span>
          );
        })}
      </span>
      {count !== undefined && (
        <span aria-hidden="true" className="text-sm text-slate-600">
          {average ? `${Number(average.toFixed(1))} (${count})` : 'No reviews yet'}
        </span>
      )}
    </span>
  );
}
