import { useSyncExternalStore } from 'react';

/**
 * Whether live updates reach this tab:
 * - `idle`: no socket, because nothing subscribes (signed out, or no live screen yet);
 * - `connecting`: the socket is opening, or opening again after it dropped;
 * - `on`: the server acknowledged it; events arrive;
 * - `off`: an attempt to open it failed (the upgrade refused, the store out of reach, the socket
 *   closed before it was acknowledged), or the client gave up (the server refused the token, 4401,
 *   or the account, 4403). Attempts go on in the background while they may succeed; the first
 *   that does turns it `on` again. While it is off, a failed attempt keeps it off: the screens do
 *   not flicker between attempts.
 */
export type LiveStatus = 'idle' | 'connecting' | 'on' | 'off';

export interface LiveStatusTracker {
  get(): LiveStatus;
  subscribe(listener: () => void): () => void;
  /** Sets it directly (tests). */
  set(status: LiveStatus): void;
  /** The `graphql-ws` client started an attempt. */
  connecting(): void;
  /** The server acknowledged `connection_init`. */
  connected(): void;
  /** The socket closed, with this close code. */
  closed(code: number): void;
  /** The `graphql-ws` client gave up on a subscription for a reason of the socket's, not the operation's. */
  gaveUp(): void;
}

/** Normal closure: the client closed the socket after its last subscription ended. */
const CLOSE_NORMAL = 1000;

export function createLiveStatus(): LiveStatusTracker {
  let status: LiveStatus = 'idle';
  /** Whether the socket of the current attempt was acknowledged. */
  let acknowledged = false;
  /** Whether the client gave up since the last attempt started (a close that follows keeps it off). */
  let gaveUp = false;
  const listeners = new Set<() => void>();

  const set = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    connecting() {
      acknowledged = false;
      gaveUp = false;
      if (status !== 'off') set('connecting');
    },
    connected() {
      acknowledged = true;
      set('on');
    },
    closed(code) {
      const wasOpen = acknowledged;
      acknowledged = false;
      if (!wasOpen || gaveUp) set('off');
      else set(code === CLOSE_NORMAL ? 'idle' : 'connecting');
    },
    gaveUp() {
      gaveUp = true;
      set('off');
    },
  };
}

/** The app's live status: its one live socket reports here (lib/live-link.ts). */
export const liveStatus = createLiveStatus();

/** The app's live status, re-rendering when it changes. */
export function useLiveStatus(tracker: LiveStatusTracker = liveStatus): LiveStatus {
  return useSyncExternalStore(tracker.subscribe, tracker.get, tracker.get);
}
