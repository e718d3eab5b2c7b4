import type { BestSellersBy } from '@/gql/graphql';
import { useMoney } from '@/lib/money-context';
import { BEST_SELLERS_SHOWN, useBestSellers } from '../hooks/use-reports';
import type { ReportRange } from '../report-range';
import { ReportChartFrame, ReportSection } from './ReportSection';
import { ToggleGroup } from './ToggleGroup';

const MEASURES = [
  { value: 'COPIES' as const, label: 'Copies' },
  { value: 'REVENUE' as const, label: 'Revenue' },
];

export interface BestSellersProps {
  range: ReportRange;
  /** The range is one the server takes (otherwise nothing is asked). */
  valid: boolean;
  by: BestSellersBy;
  onByChange: (by: BestSellersBy) => void;
}

/** The 10 books sold most in the range, by copies or by revenue: a bar chart and a table. */
export function BestSellers({ range, valid, by, onByChange }: BestSellersProps) {
  const money = useMoney();
  const { data, loading, failed, retry } = useBestSellers(range, by, !valid);
  const books = data?.books ?? [];
  const byRevenue = by === 'REVENUE';
  return (
    <ReportSection
      id="best-sellers"
      title="Best sellers"
      description={`The ${BEST_SELLERS_SHOWN} books sold most, by ${byRevenue ? 'revenue (after discounts)' : 'copies'}.`}
      download={data?.download}
      loading={loading}
      failed={failed}
      retry={retry}
      unavailable={valid ? undefined : 'Choose a valid range to see this report.'}
      empty={books.length === 0}
      emptyText="No books were sold in this range."
      actions={<ToggleGroup label="Rank by" options={MEASURES} value={by} onChange={onByChange} />}
    >
      <ReportChartFrame
        testId="best-sellers-chart"
        horizontal
        kind={byRevenue ? 'money' : 'count'}
        name={byRevenue ? 'Revenue' : 'Copies'}
        bars={books.map((book) => ({ label: book.title, value: byRevenue ? book.revenue : book.copies }))}
      />
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Best sellers by {byRevenue ? 'revenue' : 'copies'}</caption>
          <thead className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2">
                #
              </th>
              <th scope="col" className="py-2 pr-2">
                Book
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
            {books.map((book, index) => (
              <tr key={book.bookId} data-testid="best-seller">
                <td className="py-2 pr-2 tabular-nums text-slate-600">{index + 1}</td>
                <th scope="row" className="py-2 pr-2 font-normal">
                  <span className="block break-words font-medium text-slate-900">{book.title}</span>
                  <span className="block break-words text-slate-600">{book.author}</span>
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{book.copies}</td>
                <td className="py-2 text-right tabular-nums">{money.format(book.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ReportSection>
  );
}
