import { lazy, Suspense, useMemo } from 'react';
import { useMoney } from '@/lib/money-context';
import { formatDay, REVENUE_DAYS, revenueSeries, type DayRevenue } from '../revenue-series';

// The chart library is a chunk of its own, fetched only when this section renders.
const RevenueChart = lazy(() => import('./RevenueChart').then((module) => ({ default: module.RevenueChart })));

export interface RevenueByDayProps {
  /** The server's days with orders (YYYY-MM-DD, UTC); missing days count as 0. */
  revenueByDay: ReadonlyArray<DayRevenue>;
}

/**
 * Revenue per day for the last 30 days: a bar chart for the eye and the same figures as a table
 * for screen readers.
 */
export function RevenueByDay({ revenueByDay }: RevenueByDayProps) {
  const money = useMoney();
  const days = useMemo(() => revenueSeries(revenueByDay), [revenueByDay]);
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);

  return (
    <section
      aria-labelledby="revenue-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="revenue-heading" className="text-lg font-semibold text-slate-900">
        Revenue, last {REVENUE_DAYS} days
      </h2>
      <p className="text-sm text-slate-600">
        {money.format(total)} from {orders} {orders === 1 ? 'order' : 'orders'}
      </p>
      <div aria-hidden="true" data-testid="revenue-chart" className="mt-4 h-[260px]">
        <Suspense
          fallback={<div className="h-full animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />}
        >
          <RevenueChart days={days} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>Revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{money.format(day.revenue)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
