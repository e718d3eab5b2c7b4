import type { ApolloCache } from '@apollo/client';
import { ComplaintSubmittedDocument } from '../api/ComplaintSubmitted.generated';
import { ComplaintUpdatedDocument } from '../api/ComplaintUpdated.generated';
import { createFreshIds } from '@/lib/fresh-ids';
import { useLiveSubscription } from '@/lib/use-live-subscription';

/** Complaints that just arrived live: their rows in the admin's list are highlighted for a moment. */
export const freshComplaints = createFreshIds();

/**
 * The complaint lists and the stat cards no longer hold: they are dropped, so those on screen are
 * fetched again at once and the others when shown (the list is ordered overdue first and its
 * filters are the server's to judge, so a new complaint is not placed by hand).
 */
function dropComplaintLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'complaints' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'complaintStats' });
  cache.gc();
}

/**
 * The admin's live complaints, anywhere in the admin's screens: a new complaint joins the list
 * (highlighted for a moment) and the stat cards count it; an answered complaint is updated in
 * place (it is cached by id) and the list and cards are fetched again.
 */
export function useComplaintFeed(): void {
  useLiveSubscription(ComplaintSubmittedDocument, {
    onData: ({ complaintSubmitted }, client) => {
      freshComplaints.mark(complaintSubmitted.id);
      dropComplaintLists(client.cache);
    },
  });
  useLiveSubscription(ComplaintUpdatedDocument, {
    onData: (_data, client) => dropComplaintLists(client.cache),
  });
}
