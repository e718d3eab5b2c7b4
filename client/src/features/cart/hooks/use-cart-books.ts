import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GetCartDocument } from '../api/GetCart.generated';

/**
 * The ids of the books in the cached cart (the cart page fetches it), for keeping them live, and
 * `refresh()` for when one of them changed: the cart on screen is fetched again, since the server
 * works out its totals and notices (a new price, fewer copies left).
 */
export function useCartBooks() {
  const client = useApolloClient();
  const { data } = useQuery(GetCartDocument, { fetchPolicy: 'cache-only' });
  const lines = data?.cart.lines;
  const ids = useMemo(() => lines?.map((line) => line.book.id) ?? [], [lines]);
  // A failed refresh leaves the cart as it was (its screen reports failures); the next change or visit tries again.
  const refresh = () => void client.refetchQueries({ include: [GetCartDocument] }).catch(() => undefined);
  return { ids, refresh };
}
