import { Deadlines } from './deadlines';
import { CLOSE, type LiveLimits } from './live-limits';
import type { LiveConnection } from './live-connection';

/** How often the sweep runs: a ping, an idle limit, a token's expiry or a slow reader is acted on within this. */
export const SWEEP_MS = 1000;

/** The close reason of a connection whose token expired (the guard's message for an expired token). */
export const EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Every open socket's timed work on one timer, each run doing work for the sockets it concerns
 * only, so that idle connections cost (close to) nothing:
 *
 * - keep-alive: each socket is pinged every `keepAliveMs` from its opening, and one that has not
 *   answered the previous ping by then is dropped (the pings due, not every socket);
 * - the idle limit: a connection with nothing subscribed for `idleMs` is closed (1000);
 * - the token's expiry: the connection is closed (4401) once it passed;
 * - slow readers: the unsent bytes of the sockets sent to since the last run, or still holding
 *   bytes, are checked against `maxBufferedBytes`; a socket nothing was sent to has none to grow.
 *
 * Each is within `SWEEP_MS` of its time. The limits are read at each step, so a change to them
 * (tests lower some) holds from the next deadline set.
 */
export class LiveSweep {
  private readonly pings = new Deadlines<LiveConnection>();
  private readonly idle = new Deadlines<LiveConnection>();
  private readonly expiries = new Deadlines<LiveConnection>();
  /** Pinged and not answered yet. */
  private readonly unanswered = new Set<LiveConnection>();
  /** Sent to since the last run, or with bytes still unsent. */
  private readonly sending = new Set<LiveConnection>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly limits: () => LiveLimits) {}

  start(): void {
    this.timer = setInterval(() => this.run(Date.now()), SWEEP_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** A socket opened: its pings start, and so does its idle limit (nothing is subscribed yet). */
  opened(connection: LiveConnection, now = Date.now()): void {
    this.pings.set(connection, now + this.limits().keepAliveMs);
    this.idle.set(connection, now + this.limits().idleMs);
    connection.socket.on('pong', () => this.unanswered.delete(connection));
  }

  /** `connection_init` signed an account in with a token that expires at `expiresAt`. */
  signedIn(connection: LiveConnection, expiresAt: Date): void {
    this.expiries.set(connection, expiresAt.getTime());
  }

  /** Something is subscribed: the idle limit stops. */
  busy(connection: LiveConnection): void {
    this.idle.delete(connection);
  }

  /** Nothing is subscribed any more: the idle limit starts again. */
  idleFrom(connection: LiveConnection, now = Date.now()): void {
    this.idle.set(connection, now + this.limits().idleMs);
  }

  /**
   * A result is about to be sent: false, and the socket dropped, when the client is too slow
   * already; otherwise the socket's unsent bytes are looked at again by the next runs.
   */
  sendingTo(connection: LiveConnection): boolean {
    if (this.dropIfSlow(connection)) return false;
    this.sending.add(connection);
    return true;
  }

  closed(connection: LiveConnection): void {
    this.pings.delete(connection);
    this.idle.delete(connection);
    this.expiries.delete(connection);
    this.unanswered.delete(connection);
    this.sending.delete(connection);
  }

  /** One run: what is due at `now`. */
  run(now: number): void {
    for (const connection of this.expiries.due(now)) connection.close(CLOSE.UNAUTHORIZED, EXPIRED);
    for (const connection of this.idle.due(now)) connection.close(CLOSE.IDLE, 'Idle');
    for (const connection of this.pings.due(now)) this.ping(connection, now);
    for (const connection of this.sending) {
      if (this.dropIfSlow(connection) || !connection.socket.bufferedAmount) this.sending.delete(connection);
    }
  }

  private ping(connection: LiveConnection, now: number): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (this.unanswered.has(connection)) {
      socket.terminate();
      return;
    }
    this.unanswered.add(connection);
    socket.ping();
    this.pings.set(connection, now + this.limits().keepAliveMs);
  }

  /** A client that does not read: its messages would pile up in this process, so its socket goes. */
  private dropIfSlow(connection: LiveConnection): boolean {
    if (connection.socket.bufferedAmount <= this.limits().maxBufferedBytes) return false;
    connection.socket.terminate();
    return true;
  }
}
