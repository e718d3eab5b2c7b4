import { BooksService } from '../../src/books/books.service';
import { Account, gql, registerUser } from '../setup/helpers';
import { eventually, listenForSockets, liveClient, type LiveClient } from '../setup/live-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks } from '../orders/order-fixtures';

const ORDER = 'id status user { id name } statusHistory { status by { id name } }';
const COMPLAINT = 'id title status adminResponse user { id }';

/**
 * Live updates through a real graphql-ws client over the network (docs/api.md "Live updates"):
 * each subscription delivers what its subscriber may see, and nothing of anyone else's.
 */
describe('GraphQL subscriptions', () => {
  let t: TestApp;
  let url: string;
  let books: BooksService;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  const clients: LiveClient[] = [];

  const open = async (account: Account) => {
    const client = liveClient(url, { token: account.token });
    clients.push(client);
    await client.connected;
    return client;
  };
  const orderNow = async (account: Account, book: string, quantity = 1) => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set('authorization', `Bearer ${account.token}`)
      .send({ books: [{ book, quantity }] });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.order._id as string;
  };
  const setStatus = (id: string, status: string) =>
    gql(
      t.http,
      'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { message } }',
      {
        id,
        s: status,
      },
      admin.token,
    );
  /** Subscriptions are running once the server has them: a round trip on the same socket settles it. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  beforeAll(async () => {
    t = await createTestApp({ LOW_STOCK_THRESHOLD: '3' });
    url = await listenForSockets(t.app);
    books = t.app.get(BooksService);
    admin = await registerUser(t.http, { name: 'The Admin', role: 'admin' });
    alice = await registerUser(t.http, { name: 'Alice' });
    bob = await registerUser(t.http, { name: 'Bob' });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(() => t.close());

  it("delivers a shopper's own order changes, without who made them, and never another shopper's", async () => {
    const [book] = await addBooks(books, [10]);
    const aliceOrder = await orderNow(alice, book);
    const bobOrder = await orderNow(bob, book);
    const aliceLive = (await open(alice)).subscribe(`subscription { myOrderUpdated { ${ORDER} } }`);
    const bobLive = (await open(bob)).subscribe(`subscription { myOrderUpdated { ${ORDER} } }`);
    await settle();

    expect((await setStatus(aliceOrder, 'SHIPPED')).body.errors).toBeUndefined();
    const shipped = await aliceLive.next();
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data).toEqual({
      myOrderUpdated: {
        id: aliceOrder,
        status: 'SHIPPED',
        user: { id: alice.user._id, name: 'Alice' },
        statusHistory: [
          { status: 'PENDING', by: null },
          { status: 'SHIPPED', by: null },
        ],
      },
    });

    // Bob's own change reaches Bob; Alice's never did.
    await setStatus(bobOrder, 'DELIVERED');
    expect((await bobLive.next()).data).toMatchObject({ myOrderUpdated: { id: bobOrder, status: 'DELIVERED' } });
    expect(bobLive.pending()).toEqual([]);
    expect(aliceLive.pending()).toEqual([]);
  });

  it('tells a shopper of their own cancellation too, and the admin of every order placed and changed with who changed it', async () => {
    const [book] = await addBooks(books, [10]);
    const adminLive = await open(admin);
    const placed = adminLive.subscribe(`subscription { orderPlaced { ${ORDER} } }`);
    const updated = adminLive.subscribe(`subscription { orderUpdated { ${ORDER} } }`);
    const aliceLive = (await open(alice)).subscribe(`subscription { myOrderUpdated { id status } }`);
    await settle();

    const id = await orderNow(alice, book);
    expect((await placed.next()).data).toEqual({
      orderPlaced: {
        id,
        status: 'PENDING',
        user: { id: alice.user._id, name: 'Alice' },
        statusHistory: [{ status: 'PENDING', by: { id: alice.user._id, name: 'Alice' } }],
      },
    });
    const cancel = await gql(t.http, 'mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id }, alice.token);
    expect(cancel.body.errors).toBeUndefined();
    expect((await updated.next()).data).toMatchObject({
      orderUpdated: { id, status: 'CANCELLED', statusHistory: [{}, { status: 'CANCELLED', by: { name: 'Alice' } }] },
    });
    expect((await aliceLive.next()).data).toEqual({ myOrderUpdated: { id, status: 'CANCELLED' } });
  });

  it('refuses the admin-only subscriptions to a shopper with FORBIDDEN, and keeps the connection', async () => {
    const aliceLive = await open(alice);
    for (const field of ['orderPlaced', 'orderUpdated', 'complaintSubmitted', 'complaintUpdated', 'lowStock']) {
      const refused = aliceLive.subscribe(`subscription { ${field} { id } }`);
      const result = await refused.next();
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]).toMatchObject({
        message: 'This area is for the store administrator only',
        extensions: { code: 'FORBIDDEN', statusCode: 403 },
      });
      await refused.ended;
    }
    const dashboard = aliceLive.subscribe('subscription { dashboardChanged { totals { orders } } }');
    expect((await dashboard.next()).errors?.[0].extensions).toEqual({ code: 'FORBIDDEN', statusCode: 403 });
    // Still connected: a subscription it may run works.
    const mine = aliceLive.subscribe('subscription { myOrderUpdated { id } }');
    await settle();
    expect(mine.pending()).toEqual([]);
  });

  it("delivers a response to the shopper's own complaint only, and every complaint to the admin", async () => {
    const adminLive = await open(admin);
    const submitted = adminLive.subscribe(`subscription { complaintSubmitted { ${COMPLAINT} } }`);
    const updated = adminLive.subscribe(`subscription { complaintUpdated { ${COMPLAINT} } }`);
    const aliceLive = (await open(alice)).subscribe(`subscription { myComplaintUpdated { ${COMPLAINT} } }`);
    const bobLive = (await open(bob)).subscribe(`subscription { myComplaintUpdated { ${COMPLAINT} } }`);
    await settle();

    const filed = await gql(
      t.http,
      'mutation($input: SubmitComplaintInput!) { submitComplaint(input: $input) { complaint { id } } }',
      { input: { title: 'Torn cover', description: 'The cover arrived torn at the spine.' } },
      alice.token,
    );
    const id = filed.body.data.submitComplaint.complaint.id as string;
    expect((await submitted.next()).data).toEqual({
      complaintSubmitted: {
        id,
        title: 'Torn cover',
        status: 'PENDING',
        adminResponse: null,
        user: { id: alice.user._id },
      },
    });

    const answer = await gql(
      t.http,
      'mutation($id: ID!, $input: RespondToComplaintInput!) { respondToComplaint(id: $id, input: $input) { message } }',
      { id, input: { adminResponse: 'A new copy is on its way.', status: 'RESOLVED' } },
      admin.token,
    );
    expect(answer.body.errors).toBeUndefined();
    const expected = {
      id,
      title: 'Torn cover',
      status: 'RESOLVED',
      adminResponse: 'A new copy is on its way.',
      user: { id: alice.user._id },
    };
    expect((await aliceLive.next()).data).toEqual({ myComplaintUpdated: expected });
    expect((await updated.next()).data).toEqual({ complaintUpdated: expected });
    await settle();
    expect(bobLive.pending()).toEqual([]);
  });

  it("follows one book's stock and price, and says null once it is removed", async () => {
    const [watched, other] = await addBooks(books, [5, 5], 'Watched');
    const live = (await open(alice)).subscribe(
      'subscription($id: ID!) { bookChanged(id: $id) { id book { id stock price } } }',
      {
        id: watched,
      },
    );
    await settle();

    await orderNow(bob, other);
    await orderNow(bob, watched, 2);
    expect((await live.next()).data).toEqual({
      bookChanged: { id: watched, book: { id: watched, stock: 3, price: 10.1 } },
    });
    expect(live.pending()).toEqual([]);

    const removed = await gql(
      t.http,
      'mutation($id: ID!) { deleteBook(id: $id) { message } }',
      { id: watched },
      admin.token,
    );
    expect(removed.body.errors).toBeUndefined();
    expect((await live.next()).data).toEqual({ bookChanged: { id: watched, book: null } });
  });

  it('tells the admin of a book a sale brought down to the low-stock threshold, and of the new dashboard figures', async () => {
    const [book] = await addBooks(books, [5], 'Scarce');
    const adminLive = await open(admin);
    const low = adminLive.subscribe('subscription { lowStock { id title stock } }');
    const dashboard = adminLive.subscribe(
      'subscription { dashboardChanged { totals { orders } recentOrders { id } } }',
    );
    await settle();

    await orderNow(alice, book, 1); // 4 left: above the threshold
    const id = await orderNow(alice, book, 1); // 3 left: at the threshold
    expect((await low.next()).data).toEqual({ lowStock: { id: book, title: 'Scarce 1', stock: 3 } });
    expect(low.pending()).toEqual([]);

    // Figures come at most once a second, the last change always included.
    let figures = await dashboard.next();
    await eventually(() => {
      const later = dashboard.pending();
      if (later.length) figures = later[later.length - 1];
      return (
        (figures.data as { dashboardChanged: { recentOrders: Array<{ id: string }> } }).dashboardChanged.recentOrders[0]
          ?.id === id
      );
    }, 4000);
  });
});
