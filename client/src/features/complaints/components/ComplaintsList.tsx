import { FilterSelect } from '@/components/FilterSelect';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/FormField';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import {
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
  complaintLabel,
  isComplaintStatus,
  isComplaintType,
  type ComplaintStatusValue,
  type ComplaintTypeValue,
} from '@/lib/complaint-labels';
import { useListFilters, type FilterSchema } from '@/lib/use-list-filters';
import { useMyComplaints } from '../hooks/use-my-complaints';
import { ComplaintCard } from './ComplaintCard';

/** The list's filters, kept in the URL: ?status=IN_PROGRESS&type=BUG_REPORT. */
export const complaintFilterSchema = {
  status: { param: 'status', parse: (raw): ComplaintStatusValue | '' => (isComplaintStatus(raw) ? raw : '') },
  type: { param: 'type', parse: (raw): ComplaintTypeValue | '' => (isComplaintType(raw) ? raw : '') },
} satisfies FilterSchema;

const selectClasses = `${inputClasses} sm:w-48`;

/**
 * 'My Complaints & Feedback': all of the shopper's complaints, newest
 * first, filtered in the browser by status and type.
 */
export function ComplaintsList() {
  const { complaints, loading, loadingMore, failed, retry } = useMyComplaints();
  const { filters, setFilter } = useListFilters(complaintFilterSchema);
  const shown = complaints.filter(
    (complaint) =>
      (!filters.status || complaint.status === filters.status) && (!filters.type || complaint.type === filters.type),
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Complaints &amp; Feedback</h1>
          <p className="mt-2 text-slate-600">Follow what you reported and read our answers.</p>
          <LiveStatusNote className="mt-1" />
        </div>
        <Link to={paths.submitComplaint} className={buttonClasses('primary', 'md')}>
          New Complaint
        </Link>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row" role="group" aria-label="Filters">
        <FilterSelect
          id="complaints-status"
          label="Status"
          hideLabel
          value={filters.status}
          allLabel="All Statuses"
          options={COMPLAINT_STATUSES}
          optionLabel={complaintLabel}
          onChange={(value) => setFilter('status', complaintFilterSchema.status.parse(value))}
          className={selectClasses}
        />
        <FilterSelect
          id="complaints-type"
          label="Type"
          hideLabel
          value={filters.type}
          allLabel="All Types"
          options={COMPLAINT_TYPES}
          optionLabel={complaintLabel}
          onChange={(value) => setFilter('type', complaintFilterSchema.type.parse(value))}
          className={selectClasses}
        />
      </div>

      {loading ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading complaints..." />
        </div>
      ) : failed ? (
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
          <p className="text-slate-700">Your complaints could not be loaded.</p>
          <button type="button" onClick={retry} className={buttonClasses('primary', 'md', 'mt-4')}>
            Try again
          </button>
        </div>
      ) : complaints.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <p className="text-slate-700">You haven&apos;t submitted any complaints yet.</p>
          <Link to={paths.submitComplaint} className={buttonClasses('primary', 'md', 'mt-6')}>
            Submit Your First Complaint
          </Link>
        </div>
      ) : shown.length === 0 && !loadingMore ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <p className="text-slate-700">No complaints match your filters.</p>
        </div>
      ) : (
        <ul aria-label="Complaints" aria-busy={loadingMore} className="space-y-4">
          {shown.map((complaint) => (
            <ComplaintCard key={complaint.id} complaint={complaint} />
          ))}
        </ul>
      )}
      {loadingMore && !loading && (
        <div className="flex justify-center">
          <Spinner label="Loading more complaints..." />
        </div>
      )}
    </div>
  );
}
