import type { ActivityAction, ListActivityQuery } from '@/gql/graphql';
import { notifyFailure } from '@/lib/notify';
import { type FilterSchema, type FiltersOf } from '@/lib/use-list-filters';
import { usePaginatedList } from '@/lib/use-paginated-list';
import { ListActivityDocument } from '../api/ListActivity.generated';

export type ActivityEntry = ListActivityQuery['activity']['edges'][number]['node'];

/** What each action is called on screen. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  ORDER_STATUS_CHANGED: 'Order status changed',
  ORDER_CANCELLED: 'Order cancelled',
  ORDER_NOTE_ADDED: 'Order note added',
  BOOK_CREATED: 'Book added',
  BOOK_UPDATED: 'Book updated',
  BOOK_DELETED: 'Book deleted',
  BOOKS_IMPORTED: 'Books imported',
  COMPLAINT_ANSWERED: 'Complaint answered',
  SETTINGS_CHANGED: 'Money settings changed',
  DISCOUNT_CODE_CREATED: 'Discount code added',
  DISCOUNT_CODE_CHANGED: 'Discount code changed',
  DISCOUNT_CODE_DELETED: 'Discount code deleted',
  REVIEW_HIDDEN: 'Review hidden',
  REVIEW_SHOWN: 'Review shown again',
};

/** Every action, in the order the filter lists them. */
export const ACTIVITY_ACTIONS = Object.keys(ACTION_LABELS) as ActivityAction[];

const isAction = (value: string): value is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (raw: string) => (DAY.test(raw) ? raw : '');

/** The log's filters, kept in the URL: ?action= (a GraphQL value), ?from= and ?to= (YYYY-MM-DD, UTC days). */
export const activityFilterSchema = {
  action: { param: 'action', parse: (raw: string): ActivityAction | '' => (isAction(raw) ? raw : '') },
  from: { param: 'from', parse: day },
  to: { param: 'to', parse: day },
} satisfies FilterSchema;

export type ActivityFilters = FiltersOf<typeof activityFilterSchema>;

function toastFailure(error: unknown) {
  notifyFailure(error, 'Failed to fetch the activity log', { scope: 'admin-activity' });
}

/** The admin's actions, newest first, a page at a time, narrowed by the filters (a target: one order's entries). */
export function useActivity({ action, from, to }: ActivityFilters, target?: string) {
  return usePaginatedList(
    ListActivityDocument,
    { action: action || undefined, from: from || undefined, to: to || undefined, target },
    { connection: (data) => data.activity, onError: toastFailure },
  );
}
