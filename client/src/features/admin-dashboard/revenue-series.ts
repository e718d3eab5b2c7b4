/** How many days the revenue chart covers, today included. */
export const REVENUE_DAYS = 30;

export interface DayRevenue {
  /** YYYY-MM-DD, UTC. */
  date: string;
  revenue: number;
  orders: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One entry per day for the last `days` days up to `today` (UTC dates, oldest first): the
 * server's figures where it sent a day, 0 revenue and 0 orders where it did not.
 */
export function revenueSeries(
  byDay: ReadonlyArray<DayRevenue>,
  today: Date = new Date(),
  days = REVENUE_DAYS,
): DayRevenue[] {
  const known = new Map(byDay.map((day) => [day.date, day]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    const day = known.get(date);
    return { date, revenue: day?.revenue ?? 0, orders: day?.orders ?? 0 };
  });
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mar 5" for "2025-03-05" (the date is a UTC day, shown as such). */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayLabel.format(parsed);
}
