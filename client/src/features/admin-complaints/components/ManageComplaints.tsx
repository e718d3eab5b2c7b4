import { FilterSelect } from '@/components/FilterSelect';
import { useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { SearchInput } from '@/components/SearchInput';
import { ListResults } from '@/components/ListResults';
import { COMPLAINT_STATUS_TONES, toneClasses, type Tone } from '@/components/tones';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
  complaintLabel,
} from '@/lib/complaint-labels';
import { useListFilters } from '@/lib/use-list-filters';
import { adminComplaintFilterSchema, useAdminComplaints, useComplaintStats } from '../hooks/use-admin-complaints';
import { ComplaintsTable } from './ComplaintsTable';

function StatCard({ label, value, tone = 'slate' }: { label: string; value?: number; tone?: Tone }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums ${toneClasses(tone, 'figure')}`}>{value ?? '—'}</dd>
    </div>
  );
}

type SelectFilter = 'status' | 'type' | 'priority' | 'category';

const selectFilters: { name: SelectFilter; label: string; all: string; values: readonly string[] }[] = [
  { name: 'status', label: 'Status', all: 'All Statuses', values: COMPLAINT_STATUSES },
  { name: 'type', label: 'Type', all: 'All Types', values: COMPLAINT_TYPES },
  { name: 'priority', label: 'Priority', all: 'All Priorities', values: COMPLAINT_PRIORITIES },
  { name: 'category', label: 'Category', all: 'All Categories', values: COMPLAINT_CATEGORIES },
];

const filterNames = ['search', ...selectFilters.map((filter) => filter.name), 'overdue'] as const;

/**
 * Complaints management: the counts, filters for status, type, priority, category and
 * overdue ones (all in the URL), and every complaint, overdue ones first, linking to its screen.
 */
export function ManageComplaints() {
  const { filters, setFilter } = useListFilters(adminComplaintFilterSchema);
  const list = useAdminComplaints(filters);
  const stats = useComplaintStats();
  const [, setParams] = useSearchParams();
  const filtered = filterNames.some((name) => filters[name] !== '');

  /** Every filter lives in the URL and nothing else does: clearing them is an empty query string. */
  function clearFilters() {
    void setParams(new URLSearchParams(), { preventScrollReset: true });
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Complaints Management</h1>
        <p className="mt-2 text-slate-600">Answer complaints and feedback, the overdue ones first.</p>
        <LiveStatusNote className="mt-1" />
      </div>

      <section aria-label="Complaint summary">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          <StatCard label="Total" value={stats?.total} />
          <StatCard label="Pending" value={stats?.pending} tone={COMPLAINT_STATUS_TONES.PENDING} />
          <StatCard label="In Progress" value={stats?.inProgress} tone={COMPLAINT_STATUS_TONES.IN_PROGRESS} />
          <StatCard label="Resolved" value={stats?.resolved} tone={COMPLAINT_STATUS_TONES.RESOLVED} />
          <StatCard label="Overdue" value={stats?.overdue} tone="red" />
        </dl>
      </section>

      <section
        aria-label="Filters"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <SearchInput
          id="admin-complaints-search"
          label="Search by title, customer name or email"
          value={filters.search}
          onSearch={(value) => setFilter('search', value)}
          placeholder="Title, name or email"
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {selectFilters.map((filter) => (
            <FilterSelect
              key={filter.name}
              id={`admin-complaints-${filter.name}`}
              label={filter.label}
              value={filters[filter.name]}
              allLabel={filter.all}
              options={filter.values}
              optionLabel={complaintLabel}
              onChange={(value) =>
                setFilter(filter.name, adminComplaintFilterSchema[filter.name].parse(value) as never)
              }
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={filters.overdue === '1'}
              onChange={(e) => setFilter('overdue', e.target.checked ? '1' : '')}
              className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-500"
            />
            Overdue only
          </label>
          <button
            type="button"
            onClick={clearFilters}
            disabled={!filtered}
            className={buttonClasses('secondary', 'sm')}
          >
            Clear Filters
          </button>
        </div>
      </section>

      <ListResults list={list} noun="complaints" emptyText={'No complaints found'}>
        <ComplaintsTable complaints={list.items} busy={list.refreshing} />
      </ListResults>
    </div>
  );
}
