import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLiveStatus } from './live-status';
import { useSession } from './use-session';

export interface LiveSubscriptionOptions<TData, TVariables> {
  variables?: TVariables;
  /** Not now (e.g. no id yet). Signed-out and unconfirmed sessions never subscribe anyway. */
  skip?: boolean;
  /**
   * Each event. With the default fetch policy its result is already in the cache (an Order,
   * Complaint or Book replaces the cached one with the same id, and every screen showing it
   * follows); with 'no-cache' the handler writes it itself, after reading what it replaces.
   */
  onData?: (data: TData, client: ApolloClient) => void;
  fetchPolicy?: 'cache-first' | 'no-cache';
}

/**
 * A subscription on the live socket, for a signed-in session only: a signed-out visitor, or a
 * session whose cookies the server has not yet confirmed, opens no socket. Renders nothing by
 * itself (events go to the cache and to `onData`). A subscription that the server ended (its
 * socket closed for an old token, as after a password change) starts again when the session's
 * token changes, or once the live socket is back (another subscription opened it).
 */
export function useLiveSubscription<TData, TVariables extends OperationVariables = OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, onData, fetchPolicy }: LiveSubscriptionOptions<TData, TVariables> = {},
): void {
  const { status, token } = useSession();
  const off = skip || status !== 'authenticated' || !token;
  const ended = useRef(false);

  const { restart } = useSubscription(document, {
    variables,
    skip: off,
    fetchPolicy,
    ignoreResults: true,
    onData: ({ data, client }) => {
      if (data.data) onData?.(data.data as TData, client);
    },
    onError: () => {
      ended.current = true;
    },
  } as useSubscription.Options<TData, TVariables>);

  const live = useLiveStatus();
  const seen = useRef({ token, live });
  useEffect(() => {
    const newToken = seen.current.token !== token;
    const backOn = live === 'on' && seen.current.live !== 'on';
    seen.current = { token, live };
    if ((newToken || backOn) && ended.current && !off) {
      ended.current = false;
      restart();
    }
  }, [token, live, off, restart]);
}
