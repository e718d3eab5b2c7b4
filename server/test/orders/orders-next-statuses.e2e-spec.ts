import { BooksService } from '../../src/books/books.service';
import { Account, gql, registerUser } from '../setup/helpers';
import { listenForSockets, liveClient, type LiveClient } from '../setup/live-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks } from './order-fixtures';

type Status = 'pending' | 'shipped' | 'delivered' | 'cancelled';

/** What each reader may do next with an order in each status (docs/api.md "Orders": nextStatuses, cancellable). */
const EXPECTED: Record<'admin' | 'shopper', Record<Status, { nextStatuses: Status[]; cancellable: boolean }>> = {
  admin: {
    pending: { nextStatuses: ['shipped', 'delivered', 'cancelled'], cancellable: true },
    shipped: { nextStatuses: ['pending', 'delivered'], cancellable: false },
    delivered: { nextStatuses: ['pending', 'shipped'], cancellable: false },
    cancelled: { nextStatuses: [], cancellable: false },
  },
  shopper: {
    pending: { nextStatuses: ['cancelled'], cancellable: true },
    shipped: { nextStatuses: [], cancellable: false },
    delivered: { nextStatuses: [], cancellable: false },
    cancelled: { nextStatuses: [], cancellable: false },
  },
};
const STATUSES: Status[] = ['pending', 'shipped', 'delivered', 'cancelled'];

/** GraphQL sends the statuses' names: `PENDING` for `pending`. */
const overGraphQL = ({ nextStatuses, cancellable }: { nextStatuses: Status[]; cancellable: boolean }) => ({
  nextStatuses: nextStatuses.map((status) => status.toUpperCase()),
  cancellable,
});
const MOVES = 'id status nextStatuses cancellable';

/**
 * Every order says what its reader may do with it now: `nextStatuses` (the statuses the reader may
 * set) and `cancellable`, from the server's state table, for the admin and for its shopper, in
 * every status, on REST and GraphQL, in answers to reads, moves and live updates alike.
 */
describe("an order's next statuses", () => {
  let t: TestApp;
  let books: BooksService;
  let admin: Account;
  let alice: Account;
  const orders = {} as Record<Status, string>;
  const clients: LiveClient[] = [];

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const orderNow = async (book: string) => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(alice))
      .send({ books: [{ book, quantity: 1 }] });
    expect(res.status).toBe(201);
    return res.body.order;
  };
  const setStatus = (id: string, status: Status) =>
    t.http.put(`/api/admin/orders/${id}`).set(auth(admin)).send({ status });
  const movesOf = (order: { nextStatuses: unknown; cancellable: unknown }) => ({
    nextStatuses: order.nextStatuses,
    cancellable: order.cancellable,
  });

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
    admin = await registerUser(t.http, { role: 'admin' });
    alice = await registerUser(t.http, { name: 'Alice Reader' });
    const [book] = await addBooks(books, [100]);
    for (const status of STATUSES) {
      const order = await orderNow(book);
      orders[status] = order._id;
      if (status !== 'pending') expect((await setStatus(order._id, status)).status).toBe(200);
    }
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(() => t.close());

  it.each(STATUSES)(
    'tells the admin over REST what a %s order may become, in its page and the whole list',
    async (status) => {
      const one = await t.http.get(`/api/admin/orders/${orders[status]}`).set(auth(admin));
      expect(one.status).toBe(200);
      expect(movesOf(one.body.order)).toEqual(EXPECTED.admin[status]);
      const all = await t.http.get('/api/admin/orders').set(auth(admin));
      const listed = all.body.orders.find((order: { _id: string }) => order._id === orders[status]);
      expect(movesOf(listed)).toEqual(EXPECTED.admin[status]);
    },
  );

  it.each(STATUSES)(
    'tells the shopper over REST what they may do with their %s order: cancel it while pending, else nothing',
    async (status) => {
      const one = await t.http.get(`/api/user/orders/${orders[status]}`).set(auth(alice));
      expect(one.status).toBe(200);
      expect(movesOf(one.body.order)).toEqual(EXPECTED.shopper[status]);
      const mine = await t.http.get('/api/user/orders').set(auth(alice));
      const listed = mine.body.orders.find((order: { _id: string }) => order._id === orders[status]);
      expect(movesOf(listed)).toEqual(EXPECTED.shopper[status]);
    },
  );

  it.each(STATUSES)(
    'tells the admin over GraphQL what a %s order may become, in order(id) and orders',
    async (status) => {
      const one = await gql(
        t.http,
        `query($id: ID!) { order(id: $id) { ${MOVES} } }`,
        { id: orders[status] },
        admin.token,
      );
      expect(one.body.errors).toBeUndefined();
      expect(movesOf(one.body.data.order)).toEqual(overGraphQL(EXPECTED.admin[status]));
      const list = await gql(
        t.http,
        `query($s: OrderStatus) { orders(status: $s, first: 50) { edges { node { ${MOVES} } } } }`,
        { s: status.toUpperCase() },
        admin.token,
      );
      const listed = list.body.data.orders.edges.map((edge: { node: { id: string } }) => edge.node);
      expect(listed.find((order: { id: string }) => order.id === orders[status])).toMatchObject(
        overGraphQL(EXPECTED.admin[status]),
      );
    },
  );

  it.each(STATUSES)(
    'tells the shopper over GraphQL what they may do with their %s order, in order(id) and myOrders',
    async (status) => {
      const one = await gql(
        t.http,
        `query($id: ID!) { order(id: $id) { ${MOVES} } }`,
        { id: orders[status] },
        alice.token,
      );
      expect(one.body.errors).toBeUndefined();
      expect(movesOf(one.body.data.order)).toEqual(overGraphQL(EXPECTED.shopper[status]));
      const mine = await gql(t.http, `{ myOrders(first: 50) { edges { node { ${MOVES} } } } }`, {}, alice.token);
      const listed = mine.body.data.myOrders.edges.map((edge: { node: { id: string } }) => edge.node);
      expect(listed.find((order: { id: string }) => order.id === orders[status])).toMatchObject(
        overGraphQL(EXPECTED.shopper[status]),
      );
    },
  );

  it("answers each move with its reader's next statuses: the shopper's order and cancellation, the admin's change", async () => {
    const [book] = await addBooks(books, [10], 'Moved');
    const placed = await orderNow(book);
    expect(movesOf(placed)).toEqual(EXPECTED.shopper.pending);

    const shipped = await setStatus(placed._id, 'shipped');
    expect(movesOf(shipped.body.order)).toEqual(EXPECTED.admin.shipped);
    const back = await gql(
      t.http,
      `mutation($id: ID!) { updateOrderStatus(id: $id, status: PENDING) { order { ${MOVES} } } }`,
      { id: placed._id },
      admin.token,
    );
    expect(movesOf(back.body.data.updateOrderStatus.order)).toEqual(overGraphQL(EXPECTED.admin.pending));
    // Back to pending, the shopper may cancel it again.
    const again = await t.http.get(`/api/user/orders/${placed._id}`).set(auth(alice));
    expect(movesOf(again.body.order)).toEqual(EXPECTED.shopper.pending);

    const cancelled = await gql(
      t.http,
      `mutation($id: ID!) { cancelOrder(id: $id) { order { ${MOVES} } } }`,
      { id: placed._id },
      alice.token,
    );
    expect(movesOf(cancelled.body.data.cancelOrder.order)).toEqual(overGraphQL(EXPECTED.shopper.cancelled));
    const twice = await t.http.post(`/api/user/orders/${placed._id}/cancel`).set(auth(alice));
    expect(movesOf(twice.body.order)).toEqual(EXPECTED.shopper.cancelled);

    const graphQlPlaced = await gql(
      t.http,
      `mutation($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { order { ${MOVES} } } }`,
      { lines: [{ bookId: book, quantity: 1 }] },
      alice.token,
    );
    expect(movesOf(graphQlPlaced.body.data.placeOrderNow.order)).toEqual(overGraphQL(EXPECTED.shopper.pending));
  });

  it("gives live updates the subscriber's next statuses: the admin's in orderUpdated, the shopper's in myOrderUpdated", async () => {
    const url = await listenForSockets(t.app);
    const open = async (account: Account) => {
      const client = liveClient(url, { token: account.token });
      clients.push(client);
      await client.connected;
      return client;
    };
    const [book] = await addBooks(books, [10], 'Live');
    const placed = await orderNow(book);
    const adminLive = (await open(admin)).subscribe(`subscription { orderUpdated { ${MOVES} } }`);
    const aliceLive = (await open(alice)).subscribe(`subscription { myOrderUpdated { ${MOVES} } }`);
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect((await setStatus(placed._id, 'delivered')).status).toBe(200);
    expect((await adminLive.next()).data).toEqual({
      orderUpdated: { id: placed._id, status: 'DELIVERED', ...overGraphQL(EXPECTED.admin.delivered) },
    });
    expect((await aliceLive.next()).data).toEqual({
      myOrderUpdated: { id: placed._id, status: 'DELIVERED', ...overGraphQL(EXPECTED.shopper.delivered) },
    });

    expect((await setStatus(placed._id, 'pending')).status).toBe(200);
    expect((await adminLive.next()).data).toMatchObject({ orderUpdated: overGraphQL(EXPECTED.admin.pending) });
    expect((await aliceLive.next()).data).toMatchObject({ myOrderUpdated: overGraphQL(EXPECTED.shopper.pending) });
  });
});
