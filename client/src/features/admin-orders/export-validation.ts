import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayField(label: string) {
  return z
    .string()
    .min(1, `${label} date is required`)
    .regex(DAY, `${label} must be a date`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} is not a real date`);
}

/** The orders export's days (UTC, both included), as the server checks them: From not after To. */
export const ordersExportSchema = z.object({ from: dayField('From'), to: dayField('To') }).superRefine(
  ({ from, to }, ctx) => {
    if (DAY.test(from) && DAY.test(to) && from > to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'From must be on or before To' });
    }
  },
  {
    when: ({ value }) =>
      typeof (value as { from?: unknown })?.from === 'string' && typeof (value as { to?: unknown })?.to === 'string',
  },
);

export type OrdersExportValues = z.input<typeof ordersExportSchema>;

/** From the first day of the current month (UTC) to today. */
export function defaultExportRange(now = new Date()): OrdersExportValues {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
