import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { type ListAdminComplaintsQuery } from '@/gql/graphql';
import { GetComplaintStatsDocument } from '../api/GetComplaintStats.generated';
import { ListAdminComplaintsDocument } from '../api/ListAdminComplaints.generated';
import {
  isComplaintCategory,
  isComplaintPriority,
  isComplaintStatus,
  isComplaintType,
  type ComplaintCategoryValue,
  type ComplaintPriorityValue,
  type ComplaintStatusValue,
  type ComplaintTypeValue,
} from '@/lib/complaint-labels';
import { notifyFailure } from '@/lib/notify';
import { type FilterSchema, type FiltersOf } from '@/lib/use-list-filters';
import { usePaginatedList } from '@/lib/use-paginated-list';

export type AdminComplaint = ListAdminComplaintsQuery['complaints']['edges'][number]['node'];

/** 'in-progress' or 'IN_PROGRESS' from a URL → 'IN_PROGRESS'. */
const enumValue = (raw: string) => raw.trim().toUpperCase().replace(/-/g, '_');

function enumParser<T extends string>(isValue: (value: string) => value is T) {
  return (raw: string): T | '' => {
    const value = enumValue(raw);
    return isValue(value) ? value : '';
  };
}

/**
 * The complaint list's filters, kept in the URL: ?q= (words of the title, name or email; typing
 * replaces the history entry), ?status=, ?type=, ?priority=, ?category= (the GraphQL values; the
 * wire spellings such as in-progress are read too) and ?overdue=1.
 */
export const adminComplaintFilterSchema = {
  search: { param: 'q', replace: true },
  status: { param: 'status', parse: enumParser<ComplaintStatusValue>(isComplaintStatus) },
  type: { param: 'type', parse: enumParser<ComplaintTypeValue>(isComplaintType) },
  priority: { param: 'priority', parse: enumParser<ComplaintPriorityValue>(isComplaintPriority) },
  category: { param: 'category', parse: enumParser<ComplaintCategoryValue>(isComplaintCategory) },
  overdue: { param: 'overdue', parse: (raw: string): '1' | '' => (raw === '1' || raw === 'true' ? '1' : '') },
} satisfies FilterSchema;

export type AdminComplaintFilters = FiltersOf<typeof adminComplaintFilterSchema>;

/** Toasts and dismisses under this scope: the complaint list and the admin's complaint screen. */
export const ADMIN_COMPLAINTS_SCOPE = 'admin-complaints';

function toastFailure(error: unknown) {
  notifyFailure(error, 'Failed to fetch complaints', { scope: ADMIN_COMPLAINTS_SCOPE, useServerMessage: false });
}

/** Every complaint, overdue ones first and then newest first, a page at a time, narrowed by the filters. */
export function useAdminComplaints({ search, status, type, priority, category, overdue }: AdminComplaintFilters) {
  return usePaginatedList(
    ListAdminComplaintsDocument,
    {
      search: search.trim(),
      status: status || undefined,
      type: type || undefined,
      priority: priority || undefined,
      category: category || undefined,
      overdue: overdue ? true : undefined,
    },
    { connection: (data) => data.complaints, onError: toastFailure },
  );
}

/**
 * The counts for the stat cards. A failure only leaves the cards empty and is logged: the list
 * below reports its own failures.
 */
export function useComplaintStats() {
  const { data, error } = useQuery(GetComplaintStatsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error('Could not load the complaint statistics', error);
  }, [error]);
  return data?.complaintStats;
}
