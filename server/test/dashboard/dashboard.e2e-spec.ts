import { Types } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { addBooks, REST_ORDER_KEYS } from '../orders/order-fixtures';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const DASHBOARD = `query Dashboard { dashboard {
  totals { books orders revenue pending completed cancelled averageOrderValue }
  recentOrders { id status totalAmount user { name } }
  revenueByDay { date revenue orders }
  lowStock { id title stock }
  lowStockCount
  lowStockThreshold
} }`;

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const cents = (amount: number) => Math.round(amount * 100);

/** The admin dashboard, over REST and GraphQL, checked against sums the test makes itself. */
describe('admin dashboard', () => {
  let t: TestApp;
  let books: BooksService;
  let admin: Account;
  let alice: Account;
  let bob: Account;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const restDashboard = () => t.http.get('/api/admin/dashboard').set(auth(admin));
  const orderNow = async (account: Account, lines: Array<[string, number]>) => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(account))
      .send({ books: lines.map(([book, quantity]) => ({ book, quantity })) });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.order as { _id: string; totalAmount: number };
  };

  beforeAll(async () => {
    t = await createTestApp({ LOW_STOCK_THRESHOLD: '2' });
    books = t.app.get(BooksService);
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Reader' });
    bob = await registerUser(t.http, { name: 'Bob Browser' });
  });

  afterAll(() => t.close());

  it('shows an empty store as zeros: 30 days of no revenue ending today, no orders, no low stock', async () => {
    const dayBefore = utcDay(new Date());
    const res = await restDashboard();
    const dayAfter = utcDay(new Date());
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'lowStock',
      'lowStockCount',
      'lowStockThreshold',
      'recentOrders',
      'revenueByDay',
      'totals',
    ]);
    expect(res.body.totals).toEqual({
      books: 0,
      orders: 0,
      revenue: 0,
      pending: 0,
      completed: 0,
      cancelled: 0,
      averageOrderValue: 0,
    });
    expect(res.body.recentOrders).toEqual([]);
    expect(res.body.lowStock).toEqual([]);
    expect(res.body.lowStockCount).toBe(0);
    expect(res.body.lowStockThreshold).toBe(2);
    expect(res.body.revenueByDay).toHaveLength(30);
    expect(
      res.body.revenueByDay.every((day: { revenue: number; orders: number }) => day.revenue === 0 && day.orders === 0),
    ).toBe(true);
    // "Today" as the server saw it: a run that crosses UTC midnight may see either day.
    expect([dayBefore, dayAfter]).toContain(res.body.revenueByDay.at(-1).date);
  });

  it('adds up the orders placed through the API, leaves out an order still being placed, and lists the low stock', async () => {
    const [a, b, c, d, e] = await addBooks(books, [20, 20, 4, 1, 0], 'Dash Book');
    const placed = [
      await orderNow(alice, [[a, 3]]),
      await orderNow(bob, [
        [a, 1],
        [b, 2],
      ]),
      await orderNow(alice, [[c, 2]]),
      await orderNow(bob, [[b, 1]]),
      await orderNow(alice, [
        [a, 1],
        [b, 1],
        [d, 1],
      ]),
      await orderNow(bob, [[a, 2]]),
      await orderNow(alice, [[b, 3]]),
    ];
    for (const [order, status] of [
      [placed[0], 'shipped'],
      [placed[3], 'delivered'],
    ] as const) {
      const res = await t.http.put(`/api/admin/orders/${order._id}`).set(auth(admin)).send({ status });
      expect(res.status).toBe(200);
    }
    // An order interrupted while being placed: internal state, never counted.
    await t.connection.db!.collection('orders').insertOne({
      user: new Types.ObjectId(alice.user._id),
      status: 'placing',
      books: [{ book: { _id: new Types.ObjectId(a) }, quantity: 1, priceCents: 0 }],
      totalCents: 9_999_900,
      itemCount: 1,
      orderedAt: new Date(),
      orderedDay: utcDay(new Date()),
      shortId: 'ffffffff',
      statusHistory: [],
    });

    const revenueCents = placed.reduce((sum, order) => sum + cents(order.totalAmount), 0);
    const expectedTotals = {
      books: 5,
      orders: 7,
      revenue: revenueCents / 100,
      pending: 5,
      completed: 2,
      cancelled: 0,
      averageOrderValue: Math.round(revenueCents / 7) / 100,
    };
    await t.issueDocuments();
    const dayBefore = utcDay(new Date());
    const res = await restDashboard();
    const dayAfter = utcDay(new Date());
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual(expectedTotals);

    const newestFirst = placed
      .map((order) => order._id)
      .reverse()
      .slice(0, 5);
    expect(res.body.recentOrders.map((order: { _id: string }) => order._id)).toEqual(newestFirst);
    // The keys of an order, with its invoice (issued just after it was placed).
    expect(Object.keys(res.body.recentOrders[0]).sort()).toEqual([...REST_ORDER_KEYS, 'invoice'].sort());
    expect(res.body.recentOrders[0].user).toEqual({
      _id: alice.user._id,
      name: 'Alice Reader',
      email: alice.user.email,
    });

    // Every order falls on the last day, or (in a run that crosses UTC midnight) on the last two.
    const days: Array<{ date: string; revenue: number; orders: number }> = res.body.revenueByDay;
    expect([dayBefore, dayAfter]).toContain(days.at(-1)!.date);
    expect(Math.round(days.reduce((sum, day) => sum + day.revenue * 100, 0))).toBe(revenueCents);
    expect(days.reduce((sum, day) => sum + day.orders, 0)).toBe(7);
    expect(days.slice(0, -2).every((day) => day.revenue === 0 && day.orders === 0)).toBe(true);
    if (days.at(-2)!.orders === 0) expect(days.at(-1)).toMatchObject({ revenue: revenueCents / 100, orders: 7 });

    // Stock now: c 4 − 2 = 2, d 1 − 1 = 0, e 0; a and b well above the threshold of 2.
    expect(res.body.lowStock.map((book: { _id: string; stock: number }) => [book._id, book.stock])).toEqual([
      [d, 0],
      [e, 0],
      [c, 2],
    ]);
    expect(res.body.lowStockCount).toBe(3);

    const graph = await gql(t.http, DASHBOARD, {}, admin.token);
    expect(graph.body.errors).toBeUndefined();
    const dashboard = graph.body.data.dashboard;
    expect(dashboard.totals).toEqual(expectedTotals);
    expect(dashboard.recentOrders.map((order: { id: string }) => order.id)).toEqual(newestFirst);
    expect(dashboard.revenueByDay).toEqual(res.body.revenueByDay);
    expect(dashboard.lowStock.map((book: { id: string }) => book.id)).toEqual([d, e, c]);
    expect(dashboard.lowStockCount).toBe(3);
    expect(dashboard.lowStockThreshold).toBe(2);
  });

  it('counts an order on its UTC day, and one older than 30 days in the totals only', async () => {
    const before = (await restDashboard()).body;
    const [a] = await addBooks(books, [5], 'Old Book');
    // Orders as the store writes them, placed days ago: their last move is not in the running
    // figures yet (`figuresDue`), as after any move.
    const oldOrder = (daysAgo: number, totalCents: number) => {
      const orderedAt = new Date(Date.now() - daysAgo * DAY_MS);
      const _id = new Types.ObjectId();
      const by = new Types.ObjectId(bob.user._id);
      return {
        _id,
        user: new Types.ObjectId(bob.user._id),
        status: 'delivered',
        books: [{ book: { _id: new Types.ObjectId(a), title: 'Old Book 1' }, quantity: 1, priceCents: totalCents }],
        totalCents,
        itemCount: 1,
        orderedAt,
        orderedDay: utcDay(orderedAt),
        shortId: String(_id).slice(-8),
        statusHistory: [
          { status: 'pending', at: orderedAt, by },
          { status: 'delivered', at: orderedAt, by },
        ],
        figuresDue: true,
      };
    };
    await t.connection.db!.collection('orders').insertMany([oldOrder(3, 1234), oldOrder(40, 5000)]);

    const res = await restDashboard();
    expect(res.body.totals).toMatchObject({
      books: before.totals.books + 1,
      orders: before.totals.orders + 2,
      revenue: (cents(before.totals.revenue) + 1234 + 5000) / 100,
      completed: before.totals.completed + 2,
      pending: before.totals.pending,
    });
    const threeDaysAgo = utcDay(new Date(Date.now() - 3 * DAY_MS));
    expect(res.body.revenueByDay).toHaveLength(30);
    expect(res.body.revenueByDay.find((day: { date: string }) => day.date === threeDaysAgo)).toEqual({
      date: threeDaysAgo,
      revenue: 12.34,
      orders: 1,
    });
    const chartCents = res.body.revenueByDay.reduce(
      (sum: number, day: { revenue: number }) => sum + cents(day.revenue),
      0,
    );
    expect(chartCents).toBe(cents(before.totals.revenue) + 1234);
    const dates = res.body.revenueByDay.map((day: { date: string }) => day.date);
    expect(dates).toEqual(Array.from({ length: 30 }, (_, i) => utcDay(new Date(Date.now() - (29 - i) * DAY_MS))));
  });

  it('leaves cancelled orders out of the revenue, the order count, the average and the chart, and counts them apart', async () => {
    const before = (await restDashboard()).body;
    const chartCents = (days: Array<{ revenue: number }>) => days.reduce((sum, day) => sum + cents(day.revenue), 0);
    const chartOrders = (days: Array<{ orders: number }>) => days.reduce((sum, day) => sum + day.orders, 0);
    const [a, b] = await addBooks(books, [10, 10], 'Cancel Book');
    const kept = await orderNow(alice, [[a, 2]]);
    const byShopper = await orderNow(alice, [[b, 3]]);
    const byAdmin = await orderNow(bob, [
      [a, 1],
      [b, 1],
    ]);
    const cancelled = await t.http.post(`/api/user/orders/${byShopper._id}/cancel`).set(auth(alice));
    expect(cancelled.status).toBe(200);
    const viaGraphql = await gql(
      t.http,
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: CANCELLED) { order { status } } }',
      { id: byAdmin._id },
      admin.token,
    );
    expect(viaGraphql.body.data.updateOrderStatus.order.status).toBe('CANCELLED');

    // What the dashboard must say, computed here from what was placed and what was cancelled.
    const orders = before.totals.orders + 1;
    const revenueCents = cents(before.totals.revenue) + cents(kept.totalAmount);
    const expected = {
      books: before.totals.books + 2,
      orders,
      revenue: revenueCents / 100,
      pending: before.totals.pending + 1,
      completed: before.totals.completed,
      cancelled: before.totals.cancelled + 2,
      averageOrderValue: Math.round(revenueCents / orders) / 100,
    };
    const rest = (await restDashboard()).body;
    expect(rest.totals).toEqual(expected);
    expect(chartCents(rest.revenueByDay)).toBe(chartCents(before.revenueByDay) + cents(kept.totalAmount));
    expect(chartOrders(rest.revenueByDay)).toBe(chartOrders(before.revenueByDay) + 1);
    // The newest orders still show the cancelled ones, as cancelled.
    expect(
      rest.recentOrders.slice(0, 3).map((order: { _id: string; status: string }) => [order._id, order.status]),
    ).toEqual([
      [byAdmin._id, 'cancelled'],
      [byShopper._id, 'cancelled'],
      [kept._id, 'pending'],
    ]);

    const graph = (await gql(t.http, DASHBOARD, {}, admin.token)).body.data.dashboard;
    expect(graph.totals).toEqual(expected);
    expect(graph.revenueByDay).toEqual(rest.revenueByDay);
  });

  it('lists at most 10 low-stock books and counts them all', async () => {
    const before = (await restDashboard()).body.lowStockCount as number;
    await addBooks(books, [1, 1, 0, 2, 1, 0, 2, 1, 1, 0, 2, 1], 'Short Shelf');
    const res = await restDashboard();
    expect(res.body.lowStock).toHaveLength(10);
    expect(res.body.lowStockCount).toBe(before + 12);
    const graph = await gql(t.http, '{ dashboard { lowStock { id } lowStockCount } }', {}, admin.token);
    expect(graph.body.data.dashboard.lowStock).toHaveLength(10);
    expect(graph.body.data.dashboard.lowStockCount).toBe(before + 12);
  });

  it('is for the admin only', async () => {
    expectError(await t.http.get('/api/admin/dashboard').set(auth(alice)), 403, 'FORBIDDEN');
    expectGqlError(await gql(t.http, DASHBOARD, {}, alice.token), 'FORBIDDEN');
  });
});
