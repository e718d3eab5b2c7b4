import { AppError } from '../errors/app-error';

/**
 * UTC days as the API writes them (YYYY-MM-DD), in one place: the form of a day, the day of an
 * instant, and a range of days checked the same way by every route that takes one (the orders
 * export, the reports, the activity log).
 */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const DAY_MS = 86_400_000;

/** The message for a parameter `name` not written as a day. */
export const dayFormatMessage = (name: string) => `${name} must be a date as YYYY-MM-DD`;

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The first instant of the UTC day `day` (written as DAY_PATTERN); 400 "`name` is not a real date" for 2026-02-30. */
export function dayStart(day: string, name: string): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || utcDay(start) !== day) throw AppError.validation(`${name} is not a real date`);
  return start;
}

/**
 * The instants from the start of `from` to the end of `to` (`end` excluded), both real days;
 * `to` before `from` is 400 "to must be the same day as from or later".
 */
export function dayRange(from: string, to: string): { start: Date; end: Date } {
  const start = dayStart(from, 'from');
  const end = new Date(dayStart(to, 'to').getTime() + DAY_MS);
  if (end <= start) throw AppError.validation('to must be the same day as from or later');
  return { start, end };
}
