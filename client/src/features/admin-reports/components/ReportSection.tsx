import { lazy, Suspense, type ReactNode } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { Spinner } from '@/components/Spinner';
import { useReportDownload } from '../hooks/use-report-download';
import type { ReportChartProps } from './ReportChart';
import { acrossHeight } from './report-chart-size';

// The chart library is a chunk of its own, fetched only when a chart renders.
const ReportChart = lazy(() => import('./ReportChart').then((module) => ({ default: module.ReportChart })));

export interface ReportSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  /** The report's state: its CSV, a first load, a failure, nothing to show. */
  download?: { path: string; fileName: string };
  loading: boolean;
  failed: boolean;
  retry: () => void;
  empty: boolean;
  emptyText: string;
  /** Why the report is not asked for (a range the server would refuse): shown instead of it. */
  unavailable?: string;
  /** Controls beside the title (a toggle). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A report's card: its heading, its CSV button, and what it shows while loading, after a failure
 * (with a retry) or when there is nothing in the range.
 */
export function ReportSection(props: ReportSectionProps) {
  const { id, title, description, download, loading, failed, retry, empty, emptyText, unavailable, actions, children } =
    props;
  const csv = useReportDownload();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <button
            type="button"
            disabled={!download || csv.pending || failed || Boolean(unavailable)}
            aria-busy={csv.pending}
            onClick={() => download && void csv.download(download)}
            className={buttonClasses('secondary', 'sm')}
          >
            {csv.pending ? 'Downloading…' : 'CSV'}
            <span className="sr-only"> of {title.toLowerCase()}</span>
          </button>
        </div>
      </div>
      <div className="mt-4">
        {unavailable ? (
          <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-600">{unavailable}</p>
        ) : failed ? (
          <div className="rounded-lg bg-slate-50 px-4 py-6 text-center">
            <p className="text-slate-700">This report could not be loaded.</p>
            <button type="button" onClick={retry} className={buttonClasses('primary', 'sm', 'mt-3')}>
              Try again
            </button>
          </div>
        ) : loading ? (
          <div className="flex justify-center py-8">
            <Spinner label={`Loading ${title.toLowerCase()}...`} />
          </div>
        ) : empty ? (
          <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-600">{emptyText}</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

/** A chart for the eye (hidden from screen readers: the section's table says the same). */
export function ReportChartFrame(props: ReportChartProps & { testId: string }) {
  const { testId, ...chart } = props;
  const height = chart.horizontal ? acrossHeight(chart.bars.length) : 240;
  return (
    <div aria-hidden="true" data-testid={testId} style={{ height }}>
      <Suspense fallback={<div className="h-full animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />}>
        <ReportChart {...chart} />
      </Suspense>
    </div>
  );
}
