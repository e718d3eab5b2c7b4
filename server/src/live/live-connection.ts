import type { WebSocket } from 'ws';
import type { AuthUser, BearerToken } from '../common/auth/role';

/**
 * The request a live connection's subscriptions run with: what the global guards and
 * `@CurrentUser()` read from an HTTP request (the `Authorization` header, then `user` and
 * `authInfo` once the token checked out), with the header taken from `connection_init`.
 */
export interface LiveRequest {
  headers: { authorization?: string };
  user?: AuthUser;
  authInfo?: BearerToken;
  ip: string;
}

/** One open socket: its client's address, and once `connection_init` checked out, its account. */
export class LiveConnection {
  readonly req: LiveRequest;
  private expiry: NodeJS.Timeout | undefined;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    readonly socket: WebSocket,
    readonly address: string,
  ) {
    this.req = { headers: {}, ip: address };
  }

  get user(): AuthUser | undefined {
    return this.req.user;
  }

  /** The account the token in `connection_init` signed in; `onExpiry` runs when that token expires. */
  signIn(authorization: string, user: AuthUser, token: BearerToken, onExpiry: () => void): void {
    this.req.headers.authorization = authorization;
    this.req.user = user;
    this.req.authInfo = token;
    clearTimeout(this.expiry);
    this.expiry = setTimeout(onExpiry, Math.max(0, token.expiresAt.getTime() - Date.now()));
  }

  /** Starts (or restarts) the idle countdown: `onIdle` runs unless `busy` is called first. */
  idleFor(ms: number, onIdle: () => void): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(onIdle, ms);
  }

  busy(): void {
    clearTimeout(this.idle);
    this.idle = undefined;
  }

  /** Stops the timers (the socket closed). */
  closed(): void {
    clearTimeout(this.expiry);
    clearTimeout(this.idle);
  }

  /** Closes the socket with this code and reason (a reason is at most 123 bytes on the wire). */
  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, Buffer.from(reason).subarray(0, 123).toString());
    }
  }
}
