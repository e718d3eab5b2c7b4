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

/**
 * One open socket: its client's address, and once `connection_init` checked out, its account. Its
 * timed work (pings, the idle limit, the token's expiry) is `LiveSweep`'s.
 */
export class LiveConnection {
  readonly req: LiveRequest;

  constructor(
    readonly socket: WebSocket,
    readonly address: string,
  ) {
    this.req = { headers: {}, ip: address };
  }

  get user(): AuthUser | undefined {
    return this.req.user;
  }

  /** The account the token in `connection_init` signed in. */
  signIn(authorization: string, user: AuthUser, token: BearerToken): void {
    this.req.headers.authorization = authorization;
    this.req.user = user;
    this.req.authInfo = token;
  }

  /** Closes the socket with this code and reason (a reason is at most 123 bytes on the wire). */
  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, Buffer.from(reason).subarray(0, 123).toString());
    }
  }
}
