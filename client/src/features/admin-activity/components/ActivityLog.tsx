import { useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { FilterSelect } from '@/components/FilterSelect';
import { inputClasses } from '@/components/FormField';
import { ListResults } from '@/components/ListResults';
import { useListFilters } from '@/lib/use-list-filters';
import { ACTION_LABELS, ACTIVITY_ACTIONS, activityFilterSchema, useActivity } from '../hooks/use-activity';
import { ActivityList } from './ActivityList';

/**
 * The activity log: every change the admin made (orders, books, complaints, money settings,
 * discount codes), newest first, with who made it, when and the values before and after; filtered
 * by action and days (UTC), all in the URL.
 */
export function ActivityLog() {
  const { filters, setFilter } = useListFilters(activityFilterSchema);
  const list = useActivity(filters);
  const [, setParams] = useSearchParams();
  const filtered = Boolean(filters.action || filters.from || filters.to);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Activity</h1>
        <p className="mt-2 text-slate-600">Every change made in the back office: who, when, and what it changed.</p>
      </div>

      <section
        aria-label="Filters"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <FilterSelect
            id="activity-action"
            label="Action"
            value={filters.action}
            allLabel="All Actions"
            options={ACTIVITY_ACTIONS}
            optionLabel={(action) => ACTION_LABELS[action]}
            onChange={(value) => setFilter('action', activityFilterSchema.action.parse(value))}
          />
          <div>
            <label htmlFor="activity-from" className="mb-1.5 block text-sm font-medium text-slate-800">
              From
            </label>
            <input
              id="activity-from"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => setFilter('from', activityFilterSchema.from.parse(event.target.value))}
              className={`${inputClasses} h-11`}
            />
          </div>
          <div>
            <label htmlFor="activity-to" className="mb-1.5 block text-sm font-medium text-slate-800">
              To
            </label>
            <input
              id="activity-to"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => setFilter('to', activityFilterSchema.to.parse(event.target.value))}
              className={`${inputClasses} h-11`}
            />
          </div>
        </div>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => void setParams(new URLSearchParams(), { preventScrollReset: true })}
            disabled={!filtered}
            className={buttonClasses('secondary', 'sm')}
          >
            Clear Filters
          </button>
        </div>
      </section>

      <ListResults list={list} noun="entries" emptyText="No activity found">
        <ActivityList entries={list.items} busy={list.refreshing} />
      </ListResults>
    </div>
  );
}
