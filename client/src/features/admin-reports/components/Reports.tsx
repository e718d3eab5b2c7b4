import type { BestSellersBy } from '@/gql/graphql';
import { useListFilters } from '@/lib/use-list-filters';
import { rangeOf, rangeProblem, reportFilterSchema } from '../report-range';
import { BestSellers } from './BestSellers';
import { RangePicker } from './RangePicker';
import { SalesBreakdown } from './SalesBreakdown';
import { StockCover } from './StockCover';

/**
 * The admin's reports over a range of days kept in the URL (`?from=&to=&by=revenue`): best sellers
 * by copies or revenue, sales by category and by month, and the stock cover of the low books. Each
 * section loads, fails and downloads its CSV on its own. The figures are the server's (orders that
 * count, cancelled ones left out, revenue after discounts).
 */
export function Reports() {
  // Each change builds on the parameters last written, not on this render's: a range chosen and
  // then a ranking clicked before the range has rendered keeps both.
  const { filters, setFilters } = useListFilters(reportFilterSchema);
  const range = rangeOf(filters);
  const problem = rangeProblem(range);
  const by: BestSellersBy = filters.by === 'revenue' ? 'REVENUE' : 'COPIES';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Reports</h1>
        <p className="mt-2 text-slate-600">What sells, and what runs out.</p>
      </div>
      <RangePicker range={range} problem={problem} onChange={({ from, to }) => setFilters({ from, to })} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 lg:col-span-2">
          <BestSellers
            range={range}
            valid={!problem}
            by={by}
            onByChange={(next) => setFilters({ by: next === 'REVENUE' ? 'revenue' : '' })}
          />
        </div>
        <SalesBreakdown range={range} valid={!problem} group="CATEGORY" />
        <SalesBreakdown range={range} valid={!problem} group="MONTH" />
        <div className="min-w-0 lg:col-span-2">
          <StockCover />
        </div>
      </div>
    </div>
  );
}
