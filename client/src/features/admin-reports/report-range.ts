import { LOCALE } from '@/lib/format';
import type { FilterSchema } from '@/lib/use-list-filters';

/**
 * The days a report covers (UTC, both included, as the server counts them), kept in the URL
 * (`?from=&to=`) so that a report can be reloaded and shared. The presets end today; the server's
 * rules are mirrored here so that a bad range is explained before anything is asked.
 */
export type PresetId = 'last-30-days' | 'this-month' | 'this-year';

export const PRESETS: ReadonlyArray<{ id: PresetId; label: string }> = [
  { id: 'last-30-days', label: 'Last 30 days' },
  { id: 'this-month', label: 'This month' },
  { id: 'this-year', label: 'This year' },
];

export const DEFAULT_PRESET: PresetId = 'last-30-days';
/** The server's longest range: three years of days. */
export const MAX_REPORT_DAYS = 3 * 366;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export interface ReportRange {
  from: string;
  to: string;
}

/** A preset's days, ending today (UTC). */
export function presetRange(preset: PresetId, now = new Date()): ReportRange {
  const today = utcDay(now);
  switch (preset) {
    case 'last-30-days':
      return { from: utcDay(new Date(now.getTime() - 29 * DAY_MS)), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'this-year':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
}

/** The preset these days are, if any. */
export function presetOf(range: ReportRange, now = new Date()): PresetId | undefined {
  return PRESETS.find(({ id }) => {
    const preset = presetRange(id, now);
    return preset.from === range.from && preset.to === range.to;
  })?.id;
}

const isRealDay = (value: string) => DAY.test(value) && utcDay(new Date(`${value}T00:00:00Z`)) === value;

/** What is wrong with a range, as the person can fix it; undefined when the server will take it. */
export function rangeProblem({ from, to }: ReportRange): string | undefined {
  if (!isRealDay(from)) return 'From must be a real date';
  if (!isRealDay(to)) return 'To must be a real date';
  if (from > to) return 'From must be on or before To';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS) return 'A report covers at most 3 years: choose a shorter range';
  return undefined;
}

/**
 * The report's parameters in the URL (`?from=&to=&by=revenue`). Every change replaces the history
 * entry: Back leaves the reports rather than stepping through each range tried.
 */
export const reportFilterSchema = {
  from: { param: 'from', replace: true },
  to: { param: 'to', replace: true },
  by: { param: 'by', parse: (raw: string): 'revenue' | '' => (raw === 'revenue' ? 'revenue' : ''), replace: true },
} satisfies FilterSchema;

/** The range the URL gives, or the default preset's when it gives neither day. */
export function rangeOf({ from, to }: ReportRange, now = new Date()): ReportRange {
  return from === '' && to === '' ? presetRange(DEFAULT_PRESET, now) : { from, to };
}

/** A month key (YYYY-MM) as shown: "Nov 2026". */
export function formatMonth(key: string): string {
  const at = new Date(`${key}-01T00:00:00Z`);
  return Number.isNaN(at.getTime())
    ? key
    : at.toLocaleDateString(LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
