import type { ApolloCache } from '@apollo/client';
import { type CartFieldsFragment } from '@/gql/graphql';
import { GetCartDocument } from './api/GetCart.generated';

/**
 * The cart after an order of the whole cart: the server has emptied it. (With its __typename,
 * as the server's answers have it, so the cache stores it the same way.)
 */
export const EMPTY_CART = {
  __typename: 'Cart' as const,
  itemCount: 0,
  total: 0,
  removedCount: 0,
  notice: null,
  lines: [],
};

/**
 * Makes the cart a mutation returned the cached cart, so the header's count and the cart page
 * show it at once without asking the server again.
 */
export function writeCart(cache: ApolloCache, cart: CartFieldsFragment): void {
  cache.writeQuery({ query: GetCartDocument, data: { cart } });
}

/**
 * After an order: stock changed and a new order exists, so cached book lists and order lists
 * are dropped and fetched fresh when next shown. A book's own page refreshes itself.
 */
export function evictAfterOrder(cache: ApolloCache): void {
  for (const fieldName of ['books', 'myOrders', 'orders', 'dashboard']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
