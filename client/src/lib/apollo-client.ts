import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition, relayStylePagination } from '@apollo/client/utilities';
import { graphqlUrl, graphqlWsUrl } from '@/config/env';
import { isServiceUnavailable, isUnauthenticated } from './errors';
import { createLiveLink, type LiveLinkOptions } from './live-link';
import { notifyUnavailable } from './notify';
import { expireSession, getToken } from './session';

/** Kept here too for existing imports; the rule lives in errors.ts. */
export { isUnauthenticated };

/**
 * What an operation may tell the error link through its context. `silent`: its failure says
 * nothing about the current session and is not worth a toast (logout's call to the server, made
 * after the session was already ended here).
 */
export interface OperationErrorContext {
  silent?: boolean;
}

/**
 * The app's one error link: a dead session (UNAUTHENTICATED, or HTTP 401) clears the session and
 * sends the browser to /login, via `expireSession`; a store briefly unavailable (SERVICE_UNAVAILABLE,
 * or HTTP 503) toasts that, once, and keeps the session. Screen-specific failure toasts belong to
 * the feature hooks, not here.
 */
export function createErrorLink(
  onUnauthenticated: () => void = expireSession,
  onUnavailable: (error: unknown) => void = notifyUnavailable,
): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if ((operation.getContext() as OperationErrorContext).silent) return;
    if (isUnauthenticated(error)) onUnauthenticated();
    else if (isServiceUnavailable(error)) onUnavailable(error);
  });
}

/** Adds `Authorization: Bearer <token>` from the session cookie to every operation. */
export function createAuthLink(readToken: () => string | null = getToken): ApolloLink {
  return new SetContextLink(({ headers }) => {
    const token = readToken();
    return { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
  });
}

/**
 * The normalised cache. `books` is a cursor-paginated connection: each combination of search,
 * where it searches (the admin's list: titles and authors only), category, stock limit, sort and
 * direction is
 * its own list, and pages fetched with `after` (fetchMore) are
 * appended after the edge with that cursor. `book(id)` reads a book already in the cache (for
 * instance from a list) before asking the server. `myOrders` and the admin's `orders` (by search
 * and status) page the same way.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          books: relayStylePagination(['search', 'searchIn', 'category', 'maxStock', 'sort', 'direction']),
          book: {
            read(existing, { args, toReference }) {
              return (
                existing ??
                (typeof args?.id === 'string' ? toReference({ __typename: 'Book', id: args.id }) : undefined)
              );
            },
          },
          myOrders: relayStylePagination([]),
          orders: relayStylePagination(['search', 'status', 'paymentState']),
          activity: relayStylePagination(['action', 'actor', 'target', 'targetType', 'from', 'to']),
          bookReviews: relayStylePagination(['bookId']),
          reviews: relayStylePagination(['reported']),
        },
      },
      // An order keeps the book and the customer as they were when it was placed: two orders of
      // the same book may differ, so these snapshots stay inside their order instead of being
      // merged into one cached object by id.
      OrderedBook: { keyFields: false },
      OrderCustomer: { keyFields: false },
      // An internal note keeps its author's name as it was when they wrote it: two notes of one
      // account may name it differently.
      OrderActor: { keyFields: false },
      // An activity entry keeps its actor's name and its target's label as they were then.
      ActivityActor: { keyFields: false },
      ActivityTarget: { keyFields: false },
      // The dashboard has no id; the order screens read parts of it (the totals), the dashboard all.
      // The signed-in shopper's wishlist is one object: the hearts read its ids, the page its books,
      // and every wishlist mutation's answer replaces it.
      Wishlist: { keyFields: [] },
      Dashboard: { merge: true },
      DashboardTotals: { merge: true },
      // The money settings have no id: every settings change answers them whole.
      PricingSettings: { merge: true },
      LegalDetails: { merge: true },
    },
  });
}

/** True for a subscription, which goes over the live socket instead of HTTP. */
export function isSubscription({ query }: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

export interface CreateApolloClientOptions {
  uri?: string;
  onUnauthenticated?: () => void;
  onUnavailable?: (error: unknown) => void;
  /** For tests: makes the live socket's `graphql-ws` client (lib/live-link.ts). */
  createWsClient?: LiveLinkOptions['createWsClient'];
}

/**
 * The app's client: queries and mutations over HTTP with the session's bearer token,
 * subscriptions over the live socket; both through the one error link. After the live socket
 * reconnects, the active queries refetch (an event sent while it was away is not sent again).
 */
export function createApolloClient({
  uri = graphqlUrl,
  onUnauthenticated,
  onUnavailable,
  createWsClient,
}: CreateApolloClientOptions = {}) {
  const live = createLiveLink({
    url: graphqlWsUrl(),
    readToken: getToken,
    // Called on a reconnect, long after `client` below exists. A refetch that fails is reported by
    // the error link and by the screen's own error state.
    onReconnected: () => void client.refetchQueries({ include: 'active' }).catch(() => undefined),
    createWsClient,
  });
  const client = new ApolloClient({
    link: ApolloLink.from([
      createErrorLink(onUnauthenticated, onUnavailable),
      ApolloLink.split(
        isSubscription,
        live,
        ApolloLink.from([
          createAuthLink(),
          // fetch is looked up per request, so the client can be created before a test mocks it.
          new HttpLink({ uri, fetch: (input, init) => fetch(input, init) }),
        ]),
      ),
    ]),
    cache: createCache(),
  });
  return client;
}

let client: ApolloClient | undefined;

/** The app's Apollo client, created on first use. */
export function getApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
