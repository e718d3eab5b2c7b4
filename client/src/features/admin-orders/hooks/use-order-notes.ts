import { useQuery } from '@apollo/client/react';
import { OrderNotesDocument } from '../api/OrderNotes.generated';

/** An order's internal notes, newest first, fetched again on each visit. */
export function useOrderNotes(orderId: string) {
  const { data, loading, error, refetch } = useQuery(OrderNotesDocument, {
    variables: { orderId },
    fetchPolicy: 'cache-and-network',
  });
  return {
    notes: data?.orderNotes.notes ?? [],
    truncated: data?.orderNotes.truncated ?? false,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
