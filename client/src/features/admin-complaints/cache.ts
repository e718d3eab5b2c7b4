import type { ApolloCache } from '@apollo/client';

/**
 * After a response or a deletion the lists and the counts may no longer hold (a complaint left a
 * status filter, stopped being overdue, or is gone): they are dropped and fetched again when shown.
 * The complaint itself is updated in place by its id, or removed when `deletedId` is given.
 */
export function dropStaleComplaintData(cache: ApolloCache, deletedId?: string): void {
  if (deletedId) cache.evict({ id: cache.identify({ __typename: 'Complaint', id: deletedId }) });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'complaints' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myComplaints' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'complaintStats' });
  cache.gc();
}
