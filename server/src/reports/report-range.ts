import { AppError } from '../common/errors/app-error';
import { DAY_MS, dayRange, utcDay } from '../common/dates/days';
import type { ReportRangeArgs } from './dto/report-args';

/** The longest range a report covers: three years of days. */
export const MAX_REPORT_DAYS = 3 * 366;

/** A report's days, checked: real dates, `to` not before `from`, at most MAX_REPORT_DAYS days. */
export function reportRange({ from, to }: ReportRangeArgs): { from: string; to: string } {
  const { start, end } = dayRange(from, to);
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_REPORT_DAYS)
    throw AppError.validation(`A report covers at most ${MAX_REPORT_DAYS} days (3 years): choose a shorter range`);
  return { from, to };
}

/** The months a range touches, 'YYYY-MM', oldest first. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}

/** The last `days` UTC days, today included: the first and the last. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) };
}
