import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLiveStatus } from './live-status';

/** The refetch under way, shared by every screen: focus and becoming visible arrive together. */
let refetching: Promise<unknown> | undefined;

/**
 * For a screen that live updates keep fresh: whether they are off (lib/live-status.ts) and, while
 * they are, its queries fetched again each time the person comes back to it (the window regains
 * focus, the tab becomes visible). What is fetched is every query on screen, as after the socket
 * reconnects. While live updates work (or are still connecting) nothing is listened to and nothing
 * extra is fetched.
 */
export function useLiveFallback(): boolean {
  const off = useLiveStatus() === 'off';
  const client = useApolloClient();

  useEffect(() => {
    if (!off) return;
    const refetch = () => {
      if (document.visibilityState !== 'visible' || refetching) return;
      // A failed refetch is the screens' to show (their error states) and the error link's.
      refetching = client
        .refetchQueries({ include: 'active' })
        .catch(() => undefined)
        .finally(() => {
          refetching = undefined;
        });
    };
    window.addEventListener('focus', refetch);
    document.addEventListener('visibilitychange', refetch);
    return () => {
      window.removeEventListener('focus', refetch);
      document.removeEventListener('visibilitychange', refetch);
    };
  }, [off, client]);

  return off;
}
