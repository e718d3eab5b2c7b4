import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { LiveConnection } from './live-connection';
import { CLOSE, LIVE_LIMITS } from './live-limits';
import { EXPIRED, LiveSweep } from './live-sweep';

/** What the sweep uses of a `ws` socket, counting what it did. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readyState = 1;
  buffered = 0;
  reads = 0;
  pings = 0;
  terminated = false;
  /** Whether the client answers pings (as every WebSocket implementation does on its own). */
  answers = true;
  closedWith: [number, string] | undefined;
  get bufferedAmount(): number {
    this.reads++;
    return this.buffered;
  }
  ping(): void {
    this.pings++;
    if (this.answers) this.emit('pong');
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.readyState = 2;
  }
}

const limits = { ...LIVE_LIMITS, keepAliveMs: 12_000, idleMs: 300_000, maxBufferedBytes: 1000 };

function open(sweep: LiveSweep, at: number) {
  const socket = new FakeSocket();
  const connection = new LiveConnection(socket as unknown as WebSocket, '127.0.0.1');
  sweep.opened(connection, at);
  return { socket, connection };
}

describe('LiveSweep', () => {
  let sweep: LiveSweep;
  beforeEach(() => (sweep = new LiveSweep(() => limits)));

  it('pings each socket every keep-alive period from its opening, and drops one that did not answer the previous ping', () => {
    const answers = open(sweep, 0);
    const silent = open(sweep, 0);
    silent.socket.answers = false;
    sweep.run(11_999);
    expect([answers.socket.pings, silent.socket.pings]).toEqual([0, 0]);
    sweep.run(12_000);
    expect([answers.socket.pings, silent.socket.pings]).toEqual([1, 1]);
    sweep.run(24_000);
    expect(answers.socket.pings).toBe(2);
    expect(answers.socket.terminated).toBe(false);
    expect(silent.socket.terminated).toBe(true);
    expect(silent.socket.pings).toBe(1);
  });

  it('does work for the sockets due only: the pings of one second among a thousand idle sockets', () => {
    const sockets = Array.from({ length: 1000 }, (_, i) => open(sweep, i * 12).socket);
    sweep.run(12_000 + 999);
    // Opened within the first second of the twelve: 84 of them (0 to 996 ms) are due.
    expect(sockets.filter((socket) => socket.pings === 1)).toHaveLength(84);
    expect(sockets.reduce((sum, socket) => sum + socket.reads, 0)).toBe(0);
  });

  it('closes a connection with nothing subscribed for the idle time, unless something was subscribed meanwhile', () => {
    const idle = open(sweep, 0);
    const busy = open(sweep, 0);
    sweep.busy(busy.connection);
    sweep.run(300_000);
    expect(idle.socket.closedWith).toEqual([CLOSE.IDLE, 'Idle']);
    expect(busy.socket.closedWith).toBeUndefined();
    sweep.idleFrom(busy.connection, 400_000);
    sweep.run(699_999);
    expect(busy.socket.closedWith).toBeUndefined();
    sweep.run(700_000);
    expect(busy.socket.closedWith).toEqual([CLOSE.IDLE, 'Idle']);
  });

  it("closes a connection with 4401 once its token's expiry passed", () => {
    const { socket, connection } = open(sweep, 0);
    sweep.busy(connection);
    sweep.signedIn(connection, new Date(5_000));
    sweep.run(4_999);
    expect(socket.closedWith).toBeUndefined();
    sweep.run(5_000);
    expect(socket.closedWith).toEqual([CLOSE.UNAUTHORIZED, EXPIRED]);
  });

  it('looks at the unsent bytes of the sockets sent to only, drops one past the limit, and stops looking once one drained', () => {
    const quiet = open(sweep, 0);
    const slow = open(sweep, 0);
    const reading = open(sweep, 0);
    expect(sweep.sendingTo(slow.connection)).toBe(true);
    expect(sweep.sendingTo(reading.connection)).toBe(true);
    slow.socket.buffered = 2000;
    reading.socket.buffered = 500;
    sweep.run(1000);
    expect(slow.socket.terminated).toBe(true);
    expect(reading.socket.terminated).toBe(false);
    reading.socket.buffered = 0;
    sweep.run(2000);
    const reads = reading.socket.reads;
    sweep.run(3000);
    expect(reading.socket.reads).toBe(reads);
    expect(quiet.socket.reads).toBe(0);
    // At the send itself: a client already too slow is dropped and nothing is sent.
    reading.socket.buffered = 5000;
    expect(sweep.sendingTo(reading.connection)).toBe(false);
    expect(reading.socket.terminated).toBe(true);
  });

  it('forgets a closed connection', () => {
    const { socket, connection } = open(sweep, 0);
    sweep.signedIn(connection, new Date(1000));
    sweep.sendingTo(connection);
    sweep.closed(connection);
    socket.buffered = 5000;
    sweep.run(1_000_000);
    expect([socket.pings, socket.terminated, socket.closedWith]).toEqual([0, false, undefined]);
  });
});
