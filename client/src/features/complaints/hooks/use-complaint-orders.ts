import { useQuery } from '@apollo/client/react';
import { ListComplaintOrdersDocument } from '../api/ListComplaintOrders.generated';

/** How many of the shopper's latest orders the picker offers (the server's largest page). */
export const PICKER_ORDERS = 100;

/**
 * The shopper's latest orders for the complaint form's order picker, fetched only when `enabled`
 * (an order-related category is chosen). Kept out of the cache: the orders list caches full
 * orders under the same field, a page of 20 at a time. A failure leaves the picker empty.
 */
export function useComplaintOrders(enabled: boolean) {
  const { data, loading, error } = useQuery(ListComplaintOrdersDocument, {
    variables: { first: PICKER_ORDERS },
    fetchPolicy: 'no-cache',
    skip: !enabled,
  });
  return {
    orders: data?.myOrders.edges.map((edge) => edge.node) ?? [],
    loading: enabled && loading,
    failed: Boolean(error),
  };
}
