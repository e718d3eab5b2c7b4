import WebSocket from 'ws';
import { BooksService } from '../../src/books/books.service';
import { LIVE_LIMITS } from '../../src/live/live-limits';
import { LiveServer } from '../../src/live/live-server';
import { Account, registerUser } from '../setup/helpers';
import { eventually, listenForSockets, liveClient, type LiveClient } from '../setup/live-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks } from '../orders/order-fixtures';

/** A raw graphql-transport-ws socket, for what a well-behaved client never does. */
function rawSocket(url: string) {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const messages: Array<{ type: string; id?: string; payload?: unknown }> = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  return { socket, closed, opened, messages };
}

/**
 * The live connection's limits (docs/api.md "Live updates"), each reached through the network.
 * Some are lowered for the test through `LiveServer.limits`; the rest are the defaults.
 */
describe('live connections: limits', () => {
  let t: TestApp;
  let url: string;
  let server: LiveServer;
  let shopper: Account;
  const clients: LiveClient[] = [];
  const open = async (account: Account) => {
    const client = liveClient(url, { token: account.token });
    clients.push(client);
    await client.connected;
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForSockets(t.app);
    server = t.app.get(LiveServer);
    shopper = await registerUser(t.http);
  });
  afterEach(async () => {
    server.limits = { ...LIVE_LIMITS };
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
    await eventually(() => server.size === 0);
  });
  afterAll(() => t.close());

  it('refuses a subscription past the limit per connection with RATE_LIMITED, and accepts it once one stops', async () => {
    server.limits = { ...LIVE_LIMITS, subscriptionsPerConnection: 2 };
    const live = await open(shopper);
    const first = live.subscribe('subscription { myOrderUpdated { id } }');
    live.subscribe('subscription { myComplaintUpdated { id } }');
    const third = live.subscribe('subscription { myOrderUpdated { status } }');
    expect(await third.ended).toEqual([
      {
        message: 'A live connection may run 2 subscriptions at once. Stop one first.',
        extensions: { code: 'RATE_LIMITED', statusCode: 429 },
      },
    ]);
    first.stop();
    const again = live.subscribe('subscription { myOrderUpdated { status } }');
    await expect(again.next(300)).rejects.toThrow('No result within 300 ms');
  });

  it('closes a connection past the limit per account with 4403', async () => {
    server.limits = { ...LIVE_LIMITS, connectionsPerAccount: 2 };
    await open(shopper);
    await open(shopper);
    const third = liveClient(url, { token: shopper.token });
    clients.push(third);
    expect(await third.closed).toEqual({ code: 4403, reason: 'Too many live connections for this account' });
    // Another account is not affected.
    await open(await registerUser(t.http));
  });

  it('answers an upgrade past the limit per address with 429', async () => {
    server.limits = { ...LIVE_LIMITS, connectionsPerAddress: 2 };
    const held = [rawSocket(url), rawSocket(url)];
    await Promise.all(held.map((raw) => raw.opened));
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(url, 'graphql-transport-ws');
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(429);
    for (const raw of held) raw.socket.close();
    await eventually(() => server.size === 0);
    const after = rawSocket(url);
    await after.opened;
    after.socket.close();
  });

  it(`closes a socket that sends a message over ${LIVE_LIMITS.maxMessageBytes} bytes with 1009`, async () => {
    const raw = rawSocket(url);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${shopper.token}` } }));
    await eventually(() => raw.messages.some((message) => message.type === 'connection_ack'));
    const padding = ' '.repeat(LIVE_LIMITS.maxMessageBytes);
    raw.socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `subscription {${padding} myOrderUpdated { id } }` },
      }),
    );
    expect((await raw.closed).code).toBe(1009);
  });

  it('applies the query limits (tokens, aliases, directives) and serves subscriptions only', async () => {
    const live = await open(shopper);
    const within = live.subscribe(
      'subscription { myOrderUpdated { books { book { id } } statusHistory { by { id } } } }',
    );
    await expect(within.next(300)).rejects.toThrow('No result within 300 ms');

    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: id`).join(' ');
    const aliased = live.subscribe(`subscription { myOrderUpdated { ${aliases} } }`);
    expect(await aliased.ended).toEqual([
      expect.objectContaining({
        message: 'This query uses more than 15 aliases. Send fewer aliased fields, or split it into several requests.',
        extensions: { code: 'VALIDATION_FAILED', statusCode: 400 },
      }),
    ]);
    const included = Array.from({ length: 11 }, (_, i) => `d${i}: id @include(if: true)`).join(' ');
    const directives = live.subscribe(`subscription { myOrderUpdated { ${included} } }`);
    expect(await directives.ended).toEqual([
      {
        message: 'This query uses more than 10 directives. Remove some of them.',
        extensions: { code: 'VALIDATION_FAILED', statusCode: 400 },
      },
    ]);
    const long = live.subscribe(`subscription { myOrderUpdated { ${'id '.repeat(2100)}} }`);
    expect(await long.ended).toEqual([
      expect.objectContaining({ extensions: { code: 'VALIDATION_FAILED', statusCode: 400 } }),
    ]);
    const query = live.subscribe('query { me { id } }');
    expect(await query.ended).toEqual([
      {
        message: 'The live connection serves subscriptions only. Send queries and mutations to /graphql over HTTP.',
        extensions: { code: 'VALIDATION_FAILED', statusCode: 400 },
      },
    ]);
    // The connection is still usable.
    expect(server.size).toBe(1);
  });

  it('drops a client that stops reading once its unsent messages pass the buffer limit', async () => {
    server.limits = { ...LIVE_LIMITS, maxBufferedBytes: 64 * 1024 };
    const admin = await registerUser(t.http, { role: 'admin' });
    const [book] = await addBooks(t.app.get(BooksService), [1000], 'Slow');
    await t.app.get(BooksService).update(book, {
      title: 'Slow 1',
      author: 'Order Author',
      category: 'Fiction',
      description: 'x'.repeat(1900),
      price: 10,
      stock: 1000,
    });
    const raw = rawSocket(url);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${shopper.token}` } }));
    await eventually(() => raw.messages.some((message) => message.type === 'connection_ack'));
    const aliases = Array.from({ length: 15 }, (_, i) => `b${i}: book { description }`).join(' ');
    for (let i = 0; i < LIVE_LIMITS.subscriptionsPerConnection; i++) {
      raw.socket.send(
        JSON.stringify({
          id: String(i),
          type: 'subscribe',
          payload: { query: `subscription($id: ID!) { bookChanged(id: $id) { ${aliases} } }`, variables: { id: book } },
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The client stops reading: what the server sends piles up in the kernel, then in the server.
    (raw.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const before = server.size;
    for (let i = 0; i < 20 && server.size === before; i++) {
      const res = await t.http
        .post('/api/user/order/manual')
        .set('authorization', `Bearer ${admin.token}`)
        .send({ books: [{ book, quantity: 1 }] });
      expect(res.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await eventually(() => server.size === before - 1);
    process.stdout.write(`slow consumer dropped; ${raw.messages.length} messages had been read\n`);
  });

  it('closes a connection that runs nothing for the idle time, and keeps one that does', async () => {
    server.limits = { ...LIVE_LIMITS, idleMs: 300 };
    const idle = liveClient(url, { token: shopper.token });
    clients.push(idle);
    const busy = await open(shopper);
    busy.subscribe('subscription { myOrderUpdated { id } }');
    expect(await idle.closed).toEqual({ code: 1000, reason: 'Idle' });
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve('open'), 600));
    expect(await Promise.race([busy.closed, stillOpen])).toBe('open');
  });

  it(`closes a socket that sends no connection_init within ${LIVE_LIMITS.initTimeoutMs / 1000} s with 4408`, async () => {
    const raw = rawSocket(url);
    await raw.opened;
    expect(await raw.closed).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
  });
});
