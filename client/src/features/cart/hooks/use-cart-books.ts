import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GetCartDocument } from '@/gql/graphql';

/**
 * The ids of the books in the cached cart (the cart page fetches it), for keeping them live, and
 * `refresh()` for when one of them changed: the server works out the cart's totals and notices
 * again (a new price, fewer copies left).
 */
export function useCartBooks() {
  const { data, refetch } = useQuery(GetCartDocument, { fetchPolicy: 'cache-only' });
  const lines = data?.cart.lines;
  const ids = useMemo(() => lines?.map((line) => line.book.id) ?? [], [lines]);
  // A failed refresh leaves the cart as it was; the next change or visit tries again.
  return { ids, refresh: () => void refetch().catch(() => undefined) };
}
