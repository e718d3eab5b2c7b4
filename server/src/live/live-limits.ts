/**
 * What one live connection, account or address may hold (docs/api.md "Live updates" lists each).
 * `LiveServer.limits` starts from these; tests lower some to reach them quickly.
 */
export interface LiveLimits {
  /** Subscriptions one connection may run at once; the next is refused with 429 RATE_LIMITED. */
  subscriptionsPerConnection: number;
  /** Open connections of one account; the next is closed with 4403. */
  connectionsPerAccount: number;
  /** Open sockets from one client address (signed in or not yet); the next upgrade is answered 429. */
  connectionsPerAddress: number;
  /** The largest message a client may send; a larger one closes the socket with 1009. */
  maxMessageBytes: number;
  /** Bytes waiting to go out to one client; past it the client is too slow and the socket is dropped. */
  maxBufferedBytes: number;
  /** How often the server pings each socket; one that has not answered by the next ping is dropped. */
  keepAliveMs: number;
  /** A connection that has run no subscription for this long is closed (1000). */
  idleMs: number;
  /** How long a socket may take to send `connection_init` before it is closed (4408). */
  initTimeoutMs: number;
}

export const LIVE_LIMITS: Readonly<LiveLimits> = {
  subscriptionsPerConnection: 20,
  connectionsPerAccount: 5,
  connectionsPerAddress: 50,
  maxMessageBytes: 16 * 1024,
  maxBufferedBytes: 1024 * 1024,
  keepAliveMs: 12_000,
  idleMs: 5 * 60_000,
  initTimeoutMs: 3_000,
};

/** Close codes the server uses besides the protocol's own (4400 bad message, 4408 no init in time, 4409 duplicate id). */
export const CLOSE = {
  /** No token, or one that does not (or no longer) sign anyone in: sign in again. */
  UNAUTHORIZED: 4401,
  /** Signed in, but this connection may not go on: the account's role changed, or it has too many connections. */
  FORBIDDEN: 4403,
  /** Nothing subscribed for `idleMs`. */
  IDLE: 1000,
  /** The database could not be reached to check the account: connect again in a moment. */
  TRY_AGAIN_LATER: 1013,
} as const;
