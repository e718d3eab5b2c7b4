import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import type { Client, ClientOptions, Sink } from 'graphql-ws/client';
import { liveStatus, type LiveStatusTracker } from './live-status';

/**
 * Live updates: GraphQL subscriptions over one WebSocket (the `graphql-ws` protocol, on the same
 * /graphql path as queries).
 *
 * - The socket is lazy: it opens with the first subscription and closes when the last one ends, so
 *   a page with no live screen, and every signed-out visitor (the live hooks only subscribe for a
 *   signed-in session, see `use-live-subscription.ts`), opens none. The `graphql-ws` client itself
 *   is downloaded then, in a chunk of its own.
 * - `connection_init` carries `{ authorization: "Bearer <token>" }`, read when the socket opens.
 *   When the session's token changes (sign-in, a password change), `restartLiveConnections()`
 *   closes the socket; it opens again with the new token and resumes its subscriptions.
 * - A dropped socket, or one that could not be opened (the store restarting, the network gone),
 *   is tried again with exponential backoff and jitter (1 s, 2 s, 4 s... up to 30 s), without giving
 *   up; the server refusing the token (4401) or the account (4403) is final. After a reconnect
 *   `onReconnected` runs: events are at most once, so the screens refetch what they show.
 * - Every attempt, acknowledgement, close and give-up is reported to the live status
 *   (`live-status.ts`): the screens kept live say when live updates are off, and refetch instead
 *   (`use-live-fallback.ts`).
 */

/** The close codes of the protocol this app reacts to. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
/** The code this client closes with to reconnect at once (with a new token). */
const CLOSE_RESTART = 4205;
const MAX_RETRY_DELAY_MS = 30_000;

/** The wait before reconnect attempt `retries` (0 first): 2^retries s, at most 30 s, plus up to 1 s of jitter. */
export function retryDelay(retries: number, random: () => number = Math.random): number {
  return Math.min(2 ** retries * 1000, MAX_RETRY_DELAY_MS) + Math.floor(random() * 1000);
}

/**
 * Whether a socket that closed like this is worth opening again: not when the server refused the
 * session. A socket that could not be opened at all (the store out of reach, the upgrade refused)
 * reaches the client as the browser's `error` event, before its close: tried again too.
 */
export function shouldReconnect(closeEvent: unknown): boolean {
  if (typeof closeEvent !== 'object' || closeEvent === null) return false;
  if (!('code' in closeEvent)) return typeof Event !== 'undefined' && closeEvent instanceof Event;
  const { code } = closeEvent as { code: unknown };
  return code !== CLOSE_UNAUTHORIZED && code !== CLOSE_FORBIDDEN;
}

export interface LiveLinkOptions {
  /** ws:// or wss:// URL of the GraphQL endpoint. */
  url: string;
  /** The session's token, read each time the socket opens; null when signed out. */
  readToken: () => string | null;
  /** The socket came back after it was lost: refetch what the screens show. */
  onReconnected: () => void;
  /** Where the socket's state is reported; the app's one by default. */
  status?: LiveStatusTracker;
  /** For tests: the `graphql-ws` client to use instead of creating one. */
  createWsClient?: (options: ClientOptions) => Client;
}

/** The socket's options, apart from the WebSocket implementation. */
export function liveClientOptions({
  url,
  readToken,
  onReconnected,
  status = liveStatus,
}: Omit<LiveLinkOptions, 'createWsClient'>): ClientOptions & { on: NonNullable<ClientOptions['on']> } {
  return {
    url,
    lazy: true,
    connectionParams: () => {
      const token = readToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
    shouldRetry: shouldReconnect,
    on: {
      connecting: () => status.connecting(),
      connected: (_socket, _payload, wasRetry) => {
        status.connected();
        if (wasRetry) onReconnected();
      },
      closed: (event) => status.closed((event as { code?: number } | undefined)?.code ?? 0),
    },
  };
}

/**
 * The client, reporting when it gives up on a subscription because of the socket (a close it will
 * not retry, as 4401 or 4403). An operation's own errors (a list of GraphQL errors, as a FORBIDDEN
 * subscription gets) say nothing about the socket.
 */
function reportingGiveUps(client: Client, status: LiveStatusTracker): Client {
  return {
    ...client,
    subscribe: (payload, sink: Sink) =>
      client.subscribe(payload, {
        next: (value) => sink.next(value),
        error: (error) => {
          if (!Array.isArray(error)) status.gaveUp();
          sink.error(error);
        },
        complete: () => sink.complete(),
      }),
  };
}

const restarts = new Set<() => void>();

/** Reopens every live socket now (with the current token); a closed one stays closed. */
export function restartLiveConnections(): void {
  for (const restart of [...restarts]) restart();
}

/**
 * A terminating link for subscriptions. It loads `graphql-ws` and Apollo's `GraphQLWsLink` on the
 * first subscription and sends every subscription through the one client made then.
 */
export function createLiveLink({ createWsClient, ...options }: LiveLinkOptions): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;

  const load = () =>
    (loading ??= (async () => {
      const [{ createClient }, { GraphQLWsLink }] = await Promise.all([
        import('graphql-ws/client'),
        import('@apollo/client/link/subscriptions'),
      ]);
      const clientOptions = liveClientOptions(options);
      let openSocket: WebSocket | undefined;
      const client = (createWsClient ?? createClient)({
        ...clientOptions,
        on: {
          ...clientOptions.on,
          opened: (socket) => {
            openSocket = socket as WebSocket;
          },
          closed: (event) => {
            openSocket = undefined;
            clientOptions.on.closed?.(event);
          },
        },
      });
      restarts.add(() => {
        if (openSocket?.readyState === WebSocket.OPEN) openSocket.close(CLOSE_RESTART, 'Client restart');
      });
      return new GraphQLWsLink(reportingGiveUps(client, options.status ?? liveStatus));
    })());

  return new ApolloLink((operation, forward) => {
    return new Observable((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      load().then(
        (link) => {
          if (closed) return;
          subscription = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
}
