import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { BooksService } from '../../src/books/books.service';
import { EventBus } from '../../src/common/events/event-bus';
import { LIVE_LIMITS } from '../../src/live/live-limits';
import { CHECKS_AT_ONCE, LiveServer } from '../../src/live/live-server';
import { SessionsChanged } from '../../src/users/account-events';
import { SessionsService } from '../../src/users/sessions.service';
import { Account, gql, registerUser } from '../setup/helpers';
import { eventually, listenForSockets, liveClient, type LiveClient } from '../setup/live-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks } from '../orders/order-fixtures';

/**
 * Many connections at rest cost (close to) nothing (docs/architecture.md "Live updates"): an event
 * does work for the subscriptions it concerns, an idle connection holds no timer of its own, and
 * an account change checks each token once, a batch at a time.
 */
describe('live connections at rest', () => {
  let t: TestApp;
  let url: string;
  let server: LiveServer;
  let bus: EventBus;
  let admin: Account;
  let shoppers: Account[];
  const clients: LiveClient[] = [];
  const open = async (token: string) => {
    const client = liveClient(url, { token });
    clients.push(client);
    await client.connected;
    return client;
  };
  const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForSockets(t.app);
    server = t.app.get(LiveServer);
    bus = t.app.get(EventBus);
    admin = await registerUser(t.http, { role: 'admin' });
    shoppers = await Promise.all(Array.from({ length: 8 }, (_, i) => registerUser(t.http, { name: `Shopper ${i}` })));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    server.limits = { ...LIVE_LIMITS };
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
    await eventually(() => server.size === 0);
  });
  afterAll(() => t.close());

  it("delivers an order's change to its shopper's subscriptions only among many, with one bus listener per kind of event", async () => {
    const [book] = await addBooks(t.app.get(BooksService), [10]);
    const placed = await t.http
      .post('/api/user/order/manual')
      .set('authorization', `Bearer ${shoppers[0].token}`)
      .send({ books: [{ book, quantity: 1 }] });
    expect(placed.status).toBe(201);
    const subscribe = jest.spyOn(bus, 'subscribe');
    const orders = [];
    for (const shopper of shoppers.slice(0, 4)) {
      for (let i = 0; i < 3; i++) {
        const live = await open(shopper.token);
        orders.push({ shopper, stream: live.subscribe('subscription { myOrderUpdated { id status } }') });
        live.subscribe('subscription { myComplaintUpdated { id } }');
        live.subscribe('subscription($id: ID!) { bookChanged(id: $id) { id } }', { id: book });
      }
    }
    await settle();
    // 36 subscriptions over 12 connections: one listener each for orders, complaints and the catalogue.
    expect(subscribe.mock.calls.length).toBeLessThanOrEqual(3);

    const shipped = await gql(
      t.http,
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: SHIPPED) { message } }',
      { id: placed.body.order._id },
      admin.token,
    );
    expect(shipped.body.errors).toBeUndefined();
    for (const { stream } of orders.filter(({ shopper }) => shopper === shoppers[0])) {
      expect((await stream.next()).data).toEqual({ myOrderUpdated: { id: placed.body.order._id, status: 'SHIPPED' } });
    }
    await settle();
    expect(orders.flatMap(({ stream }) => stream.pending())).toEqual([]);
  });

  it('keeps no timer per connection: pings, the idle limit and token expiry run on one timer for all', async () => {
    server.limits = { ...LIVE_LIMITS, connectionsPerAccount: 20 };
    const before = timers();
    for (let i = 0; i < 20; i++) (await open(shoppers[1].token)).subscribe('subscription { myOrderUpdated { id } }');
    // The protocol's wait for connection_init (3 s) is the only timer a socket starts, and it runs out.
    await eventually(() => timers() <= before + 2, 6000);
    expect(server.size).toBe(20);
  });

  it('drops a socket that has not answered a ping by the next one, and keeps one that answers', async () => {
    server.limits = { ...LIVE_LIMITS, keepAliveMs: 500 };
    const answering = await open(shoppers[2].token);
    answering.subscribe('subscription { myOrderUpdated { id } }');
    const silent = new WebSocket(url, 'graphql-transport-ws', { autoPong: false });
    const closed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    await new Promise((resolve) => silent.once('open', resolve));
    const acknowledged = new Promise((resolve) => silent.once('message', resolve));
    silent.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${shoppers[2].token}` } }));
    await acknowledged;
    silent.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { myOrderUpdated { id } }' } }),
    );
    const pings = { count: 0 };
    silent.on('ping', () => pings.count++);
    expect(await closed).toBe(1006);
    expect(pings.count).toBeGreaterThanOrEqual(1);
    expect(await Promise.race([answering.closed, settle().then(() => 'open')])).toBe('open');
  });

  it('checks the connections holding one token once when their account changes', async () => {
    for (let i = 0; i < 5; i++) (await open(shoppers[3].token)).subscribe('subscription { myOrderUpdated { id } }');
    await settle();
    const sessions = jest.spyOn(t.app.get(SessionsService), 'findSession');
    await bus.publish(new SessionsChanged(shoppers[3].user._id));
    await settle();
    expect(sessions).toHaveBeenCalledTimes(1);
    expect(server.size).toBe(5);
  });

  it(`checks every token after any account may have changed, ${CHECKS_AT_ONCE} at a time`, async () => {
    const signer = new JwtService({ secret: t.config.jwtSecret });
    const own = (account: Account) =>
      signer.signAsync(
        { sub: account.user._id, role: 'user', ver: 0, jti: randomBytes(9).toString('base64url') },
        { algorithm: 'HS256', expiresIn: '1h' },
      );
    const tokens = await Promise.all(shoppers.flatMap((shopper) => Array.from({ length: 5 }, () => own(shopper))));
    for (const token of tokens) (await open(token)).subscribe('subscription { myOrderUpdated { id } }');
    await settle();
    // A slow database: each account read takes 50 ms, and the checks waiting on it are counted.
    const service = t.app.get(SessionsService);
    const read = service.findSession.bind(service);
    const waiting = { now: 0, most: 0 };
    const sessions = jest.spyOn(service, 'findSession').mockImplementation(async (id) => {
      waiting.most = Math.max(waiting.most, ++waiting.now);
      await new Promise((resolve) => setTimeout(resolve, 50));
      waiting.now--;
      return read(id);
    });
    void bus.publish(new SessionsChanged('all'));
    // Started at once: the first batch; the next once it is done, HTTP requests served in between.
    expect(sessions).toHaveBeenCalledTimes(CHECKS_AT_ONCE);
    await eventually(() => sessions.mock.calls.length === tokens.length);
    await settle();
    expect(waiting.most).toBe(CHECKS_AT_ONCE);
    expect(server.size).toBe(tokens.length);
  });
});
