import type { SalesGroup } from '@/gql/graphql';
import { useMoney } from '@/lib/money-context';
import { useSalesReport } from '../hooks/use-reports';
import { formatMonth, type ReportRange } from '../report-range';
import { ReportChartFrame, ReportSection } from './ReportSection';

export interface SalesBreakdownProps {
  range: ReportRange;
  valid: boolean;
  group: SalesGroup;
}

/**
 * Revenue, copies and orders per category (across, the highest first) or per month (columns, oldest
 * first), with the range's totals: a chart of the revenue and a table of every figure.
 */
export function SalesBreakdown({ range, valid, group }: SalesBreakdownProps) {
  const money = useMoney();
  const { data, loading, failed, retry } = useSalesReport(range, group, !valid);
  const byMonth = group === 'MONTH';
  const rows = data?.rows ?? [];
  const label = (key: string) => (byMonth ? formatMonth(key) : key);
  const totals = data?.totals;
  return (
    <ReportSection
      id={byMonth ? 'sales-by-month' : 'sales-by-category'}
      title={byMonth ? 'Sales by month' : 'Sales by category'}
      description={
        totals
          ? `${money.format(totals.revenue)} from ${totals.copies} ${totals.copies === 1 ? 'copy' : 'copies'} in ${totals.orders} ${totals.orders === 1 ? 'order' : 'orders'}.`
          : 'Revenue after discounts, copies and orders.'
      }
      download={data?.download}
      loading={loading}
      failed={failed}
      retry={retry}
      unavailable={valid ? undefined : 'Choose a valid range to see this report.'}
      empty={!totals || totals.orders === 0}
      emptyText="No sales in this range."
    >
      <ReportChartFrame
        testId={byMonth ? 'sales-by-month-chart' : 'sales-by-category-chart'}
        horizontal={!byMonth}
        kind="money"
        name="Revenue"
        bars={rows.map((row) => ({ label: label(row.key), value: row.revenue }))}
      />
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{byMonth ? 'Sales by month' : 'Sales by category'}</caption>
          <thead className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2">
                {byMonth ? 'Month' : 'Category'}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Orders
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Copies
              </th>
              <th scope="col" className="py-2 text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                  {label(row.key)}
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{row.orders}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{row.copies}</td>
                <td className="py-2 text-right tabular-nums">{money.format(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ReportSection>
  );
}
