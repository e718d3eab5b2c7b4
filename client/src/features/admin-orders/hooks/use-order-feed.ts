import type { ApolloCache } from '@apollo/client';
import { type OrderPlacedSubscription } from '@/gql/graphql';
import { OrderPlacedDocument } from '../api/OrderPlaced.generated';
import { OrderUpdatedDocument } from '../api/OrderUpdated.generated';
import { createFreshIds } from '@/lib/fresh-ids';
import { notifyInfo } from '@/lib/notify';
import { shortOrderId } from '@/lib/order-status';
import { useLiveSubscription } from '@/lib/use-live-subscription';

type PlacedOrder = OrderPlacedSubscription['orderPlaced'];

/** Orders that just arrived live: their rows in the admin's lists are highlighted for a moment. */
export const freshOrders = createFreshIds();

/** The toast for a new order: 'New order #1a2b3c4d from Ada Reader'. */
export function newOrderMessage(order: Pick<PlacedOrder, 'id' | 'user'>): string {
  return `New order #${shortOrderId(order.id)} from ${order.user.name}`;
}

/** The filters a cached `orders` list was fetched with, read from its store field name. */
function listFilters(storeFieldName: string): { search?: string; status?: string } {
  const json = storeFieldName.slice(storeFieldName.indexOf(':') + 1);
  try {
    return json.startsWith('{') ? (JSON.parse(json) as { search?: string; status?: string }) : {};
  } catch {
    return {};
  }
}

interface CachedOrderList {
  edges: ReadonlyArray<{ node: unknown }>;
  totalCount?: number;
}

/**
 * A new order joins the cached lists it belongs to, on top (the lists are newest first and paged
 * by keyset cursors, so the pages after stay right): the lists without a status filter and the
 * pending ones. A list narrowed by a search is dropped (the server decides what matches it) and
 * fetched again when shown; other status filters do not hold a new order.
 */
export function addNewOrder(cache: ApolloCache, order: PlacedOrder): void {
  const ref = cache.identify(order);
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      orders: (value, { storeFieldName, toReference, readField, DELETE }) => {
        const list = value as CachedOrderList;
        const { search, status } = listFilters(storeFieldName);
        if (search) return DELETE;
        if (status && status !== order.status) return list;
        if (list.edges.some((edge) => readField('id', edge.node as never) === order.id)) return list;
        return {
          ...list,
          edges: [{ __typename: 'OrderEdge', cursor: '', node: toReference(ref) }, ...list.edges],
          ...(typeof list.totalCount === 'number' ? { totalCount: list.totalCount + 1 } : {}),
        };
      },
    },
  });
}

/** An order whose status changed no longer belongs in the lists filtered by its old status: they are fetched again. */
function dropStatusLists(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      orders: (list, { storeFieldName, DELETE }) => (listFilters(storeFieldName).status ? DELETE : list),
    },
  });
}

/**
 * The admin's live orders, anywhere in the admin's screens: a new order joins the lists with a
 * highlight and toasts 'New order #XXXXXXXX from {name}'; a changed order is updated in place (it
 * is cached by id) and the lists filtered by status are fetched again. The dashboard's figures
 * come with their own event.
 */
export function useOrderFeed(): void {
  useLiveSubscription(OrderPlacedDocument, {
    onData: ({ orderPlaced }, client) => {
      addNewOrder(client.cache, orderPlaced);
      freshOrders.mark(orderPlaced.id);
      notifyInfo(newOrderMessage(orderPlaced));
    },
  });
  useLiveSubscription(OrderUpdatedDocument, {
    onData: (_data, client) => dropStatusLists(client.cache),
  });
}
