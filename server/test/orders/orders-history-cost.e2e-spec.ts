import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getModelToken } from '@nestjs/mongoose';
import { Error as mongooseError, trusted, Types, type Model } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { countUpTo } from '../../src/common/pagination/count-up-to';
import { startJavaServer } from '../../src/database/mongo-java-server';
import type { ResolvedDatabase } from '../../src/database/resolved-database';
import { OutboxService } from '../../src/mail/outbox.service';
import { figuresOf } from '../../src/orders/figure-tally';
import { OrderPayments } from '../../src/orders/order-payments.service';
import { OrderStatus } from '../../src/orders/order-status';
import { OrdersRepository } from '../../src/orders/orders.repository';
import { PaymentMethodId, PaymentState } from '../../src/orders/payment-states';
import { Order as OrderRecord } from '../../src/orders/schemas/order.schema';
import { UsersRepository } from '../../src/users/users.repository';
import { Account, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks } from './order-fixtures';

const ORDERS = 3000;
const DAYS = 60;
const DAY_MS = 86_400_000;
const STATUSES = [
  OrderStatus.DELIVERED,
  OrderStatus.DELIVERED,
  OrderStatus.SHIPPED,
  OrderStatus.PENDING,
  OrderStatus.CANCELLED,
];
const CITIES = ['Aberystwyth', 'Bath', 'Cardiff', 'Dundee', 'Exeter'];

/**
 * The screens opened every day read what they show, not the shop's history: on the embedded
 * engine's H2 file (which keeps and uses the indexes), with 3,000 orders over 60 days, each request
 * reads about as many orders as its answer holds and never scans the orders collection. The
 * engine counts what it reads (`serverStatus().launcherIndexes`); speed itself is measured by
 * bench/history.bench.ts.
 */
describe('orders: the cost of a screen follows its answer, not the history', () => {
  let dataDir: string;
  let database: ResolvedDatabase;
  let t: TestApp;
  let admin: Account;
  let shopper: Account;
  let shopperOrders: number;
  let customerName: string;
  let customerOrders: number;
  let aShortId: string;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

  /** From now on, the account ids the store asks the database for, in all and distinct (stop by reading it). */
  function accountsAsked(): () => { ids: number; distinct: number } {
    const findByIds = jest.spyOn(t.app.get(UsersRepository), 'findByIds');
    return () => {
      const ids = findByIds.mock.calls.flatMap(([asked]) => [...asked]);
      findByIds.mockRestore();
      return { ids: ids.length, distinct: new Set(ids).size };
    };
  }

  /** The documents read (through an index) and the documents of `collection` scanned while `request` runs. */
  async function readsOf(
    request: () => Promise<unknown>,
    collection = 'orders',
  ): Promise<{ read: number; scanned: number }> {
    const status = async () => (await t.connection.db!.admin().command({ serverStatus: 1 })).launcherIndexes;
    const before = await status();
    await request();
    const after = await status();
    const scanned = (counts: Record<string, number>) => counts[`${t.connection.db!.databaseName}.${collection}`] ?? 0;
    return {
      read: after.documentsRead - before.documentsRead,
      scanned: scanned(after.documentsScanned) - scanned(before.documentsScanned),
    };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-history-cost-'));
    database = await startJavaServer({ dataDir, supervise: false });
    t = await createTestApp({}, database);
    admin = await registerUser(t.http, { role: 'admin', name: 'History Admin' });
    shopper = await registerUser(t.http, { name: 'Regular Reader' });
    const customers = [shopper];
    for (let i = 0; i < 29; i++)
      customers.push(await registerUser(t.http, { name: `Customer ${String(i).padStart(2, '0')}` }));
    customerName = customers[7].user.name;

    // Orders as the store writes them, with their figures as the folds leave them.
    const now = Date.now();
    const documents = Array.from({ length: ORDERS }, (_, i) => {
      const _id = new Types.ObjectId();
      const customer = customers[i % customers.length];
      const orderedAt = new Date(now - ((i * DAYS * DAY_MS) / ORDERS + 60_000));
      const status = STATUSES[i % STATUSES.length];
      const by = new Types.ObjectId(customer.user._id);
      const history = [{ status: OrderStatus.PENDING, at: orderedAt, by }];
      if (status !== OrderStatus.PENDING) history.push({ status, at: orderedAt, by });
      const totalCents = 1000 + (i % 7) * 250;
      return {
        _id,
        user: by,
        status,
        books: [{ book: { _id: new Types.ObjectId(), title: `Book ${i % 50}` }, quantity: 1, priceCents: totalCents }],
        totalCents,
        itemCount: 1,
        orderedAt,
        orderedDay: orderedAt.toISOString().slice(0, 10),
        shortId: String(_id).slice(-8),
        statusHistory: history,
        // One order in 30 paid (the payment filter's answer), the rest awaiting payment.
        payment: { method: 'on-delivery', name: 'Pay on delivery or in store', state: i % 30 ? 'awaiting' : 'paid' },
        shippingAddress: {
          fullName: customer.user.name,
          line1: '1 High Street',
          line2: '',
          city: CITIES[i % CITIES.length],
          region: '',
          postalCode: `PC${i % 100} 1AA`,
          country: 'GB',
          countryName: 'United Kingdom',
          phone: '',
        },
        createdAt: orderedAt,
        updatedAt: orderedAt,
        __v: 0,
      };
    });
    const db = t.connection.db!;
    await db.collection('orders').insertMany(documents);
    const { days, summary } = figuresOf(
      documents.map((order) => ({
        id: String(order._id),
        day: order.orderedDay,
        status: order.status,
        totalCents: order.totalCents,
        moves: order.statusHistory.length,
      })),
    );
    await db.collection('dailyfigures').insertMany(days as never[]);
    await db.collection('figuressummary').deleteMany({});
    await db.collection('figuressummary').insertOne({ _id: 'orders', days: summary } as never);
    shopperOrders = documents.filter((order) => String(order.user) === shopper.user._id).length;
    customerOrders = documents.filter((order) => String(order.user) === customers[7].user._id).length;
    aShortId = documents[1234].shortId;
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ORDERS_PAGE = `query($search: String, $status: OrderStatus, $paymentState: PaymentState, $after: String) {
    orders(search: $search, status: $status, paymentState: $paymentState, first: 20, after: $after) {
      totalCount totalCountCapped edges { cursor node { id } } pageInfo { endCursor }
    }
  }`;
  const page = (variables: Record<string, unknown>) => gql(t.http, ORDERS_PAGE, variables, admin.token);

  it('shows the dashboard from the running totals and the five newest orders', async () => {
    let body: any;
    const cost = await readsOf(async () => (body = (await t.http.get('/api/admin/dashboard').set(auth(admin))).body));
    expect(body.totals.orders + body.totals.cancelled).toBe(ORDERS);
    expect(body.recentOrders).toHaveLength(5);
    expect(cost).toEqual({ read: expect.any(Number), scanned: 0 });
    expect(cost.read).toBeLessThanOrEqual(10);
  });

  it('reads a first page, the next page and a status filter for about the 20 orders they show', async () => {
    let first: any;
    const firstCost = await readsOf(async () => (first = (await page({})).body.data.orders));
    expect(first.totalCount).toBe(ORDERS);
    expect(first.edges).toHaveLength(20);
    const nextCost = await readsOf(() => page({ after: first.pageInfo.endCursor }));
    let pending: any;
    const statusCost = await readsOf(async () => (pending = (await page({ status: 'PENDING' })).body.data.orders));
    expect(pending.totalCount).toBe(ORDERS / STATUSES.length);
    for (const cost of [firstCost, nextCost, statusCost]) {
      expect(cost.scanned).toBe(0);
      expect(cost.read).toBeLessThanOrEqual(25);
    }
  });

  it('filters by payment state through its index, reading the page and the count of what it finds', async () => {
    let paid: any;
    const cost = await readsOf(async () => (paid = (await page({ paymentState: 'PAID' })).body.data.orders));
    expect(paid).toMatchObject({ totalCount: ORDERS / 30, totalCountCapped: false });
    expect(paid.edges).toHaveLength(20);
    expect(cost.scanned).toBe(0);
    // The page, and the count of every match (up to 1,000).
    expect(cost.read).toBeLessThanOrEqual(20 + ORDERS / 30 + 5);
  });

  it("finds an order by its number, and a customer's orders by name, reading about what they find", async () => {
    let byNumber: any;
    const numberCost = await readsOf(
      async () => (byNumber = (await page({ search: `#${aShortId}` })).body.data.orders),
    );
    expect(byNumber.totalCount).toBe(1);
    let byName: any;
    const nameCost = await readsOf(async () => (byName = (await page({ search: customerName })).body.data.orders));
    expect(byName).toMatchObject({ totalCount: customerOrders, totalCountCapped: false });
    expect(numberCost.scanned).toBe(0);
    expect(numberCost.read).toBeLessThanOrEqual(5);
    expect(nameCost.scanned).toBe(0);
    // The page only: the customer's orders are matched, sorted and counted on the shopper's index.
    expect(customerOrders).toBeGreaterThanOrEqual(100);
    expect(nameCost.read).toBeLessThanOrEqual(25);
  });

  it("reads a shopper's page for that shopper's orders only", async () => {
    let mine: any;
    const cost = await readsOf(
      async () =>
        (mine = (await gql(t.http, '{ myOrders(first: 20) { totalCount edges { node { id } } } }', {}, shopper.token))
          .body.data.myOrders),
    );
    expect(mine.totalCount).toBe(shopperOrders);
    expect(shopperOrders).toBeGreaterThanOrEqual(100);
    expect(cost.scanned).toBe(0);
    // The page's orders only: the count is answered by the index's entries (user, …, status).
    expect(cost.read).toBeLessThanOrEqual(25);
  });

  it('counts up to a cap with one count command, cast and sanitised as a find is', async () => {
    const orders = t.app.get<Model<OrderRecord>>(getModelToken(OrderRecord.name));
    const mine = { user: shopper.user._id, status: trusted({ $in: Object.values(OrderStatus) }) };
    let exact = 0;
    // The id as a string is cast to the ObjectId stored; the count reads the index's entries, no order.
    const cost = await readsOf(async () => (exact = await countUpTo(orders, mine, ORDERS)));
    expect(exact).toBe(shopperOrders);
    expect(cost).toEqual({ read: 0, scanned: 0 });
    // More than the cap is answered as the cap plus one.
    await expect(countUpTo(orders, mine, 10)).resolves.toBe(11);
    await expect(countUpTo(orders, { ...mine, status: OrderStatus.CANCELLED }, ORDERS)).resolves.toBe(
      (await orders.find({ user: shopper.user._id, status: OrderStatus.CANCELLED }, { _id: 1 }).lean()).length,
    );
    // A client's operator is a value, refused as one (a 400 through the error filter), never a condition
    // that matches every order; the store's own operators are marked trusted.
    await expect(countUpTo(orders, { 'shippingAddress.city': { $gt: '' } }, ORDERS)).rejects.toThrow(
      mongooseError.CastError,
    );
    await expect(countUpTo(orders, { 'shippingAddress.city': trusted({ $gt: '' }) }, ORDERS)).resolves.toBe(ORDERS);
  });

  it("exports a day's orders reading that day's orders", async () => {
    const day = new Date(Date.now() - 10 * DAY_MS).toISOString().slice(0, 10);
    let csv = '';
    const cost = await readsOf(
      async () => (csv = (await t.http.get(`/api/admin/orders/export?from=${day}&to=${day}`).set(auth(admin))).text),
    );
    const rows = csv.trim().split('\n').length - 1;
    expect(rows).toBeGreaterThan(0);
    expect(cost.scanned).toBe(0);
    expect(cost.read).toBeLessThanOrEqual(rows + 10);
  });

  it('streams every order over REST without scanning, newest first', async () => {
    let orders: Array<{ _id: string; orderedAt: string; user: { name: string } }> = [];
    const accounts = accountsAsked();
    const cost = await readsOf(
      async () => (orders = (await t.http.get('/api/admin/orders').set(auth(admin))).body.orders),
    );
    expect(orders).toHaveLength(ORDERS);
    const times = orders.map((order) => Date.parse(order.orderedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(cost.scanned).toBe(0);
    // Six batches of 500 name the same 30 customers: each account is read once.
    expect(orders.filter((order) => order.user.name === customerName)).toHaveLength(customerOrders);
    expect(accounts()).toEqual({ ids: 30, distinct: 30 });
  });

  it("reads each customer's account once for an export of every order", async () => {
    const accounts = accountsAsked();
    const from = new Date(Date.now() - (DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const csv = (await t.http.get(`/api/admin/orders/export?from=${from}&to=${to}`).set(auth(admin))).text;
    const rows = csv.trim().split('\n').slice(1);
    expect(rows).toHaveLength(ORDERS);
    expect(rows.filter((row) => row.includes(`,${customerName},`))).toHaveLength(customerOrders);
    expect(accounts()).toEqual({ ids: 30, distinct: 30 });
  });

  it("looks for unpaid transfers and card refunds due among that method's orders only", async () => {
    // 2,900 orders paid on delivery still await payment: neither look may read them.
    const payments = t.app.get(OrderPayments);
    await payments.expire();
    const expiry = await readsOf(() => payments.expire());
    expect(expiry).toEqual({ read: 0, scanned: 0 });
    const repository = t.app.get(OrdersRepository);
    const refunds = await readsOf(() => repository.withPayment(PaymentMethodId.CARD, PaymentState.REFUND_DUE, 50));
    expect(refunds).toEqual({ read: 0, scanned: 0 });
  });

  it("relays the outbox's notices reading the orders that hold one, not every order", async () => {
    const outbox = t.app.get(OutboxService);
    await outbox.sweep();
    const [bookId] = await addBooks(t.app.get(BooksService), [5], 'Outbox Book');
    const placed = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: bookId, quantity: 1 }] });
    expect(placed.status).toBe(201);
    const cost = await readsOf(() => outbox.sweep());
    expect(cost.scanned).toBe(0);
    expect(cost.read).toBeLessThan(50);
    const order = await t.connection
      .db!.collection('orders')
      .findOne({ _id: new Types.ObjectId(String(placed.body.order._id)) });
    expect(order).not.toHaveProperty('noticesDue');
    expect(order!.notices ?? []).toHaveLength(0);
  });

  it('relays account and complaint emails reading the accounts and complaints that hold one', async () => {
    const outbox = t.app.get(OutboxService);
    const complaint = await t.http
      .post('/api/user/complaint')
      .set(auth(shopper))
      .send({ title: 'Late delivery', description: 'My parcel is a week late.' });
    expect(complaint.status).toBe(201);
    const changed = await t.http
      .put('/api/user/password')
      .set(auth(shopper))
      .send({ currentPassword: shopper.password, newPassword: 'brand-new-password-1' });
    expect(changed.status).toBe(200);
    shopper = { ...shopper, token: changed.body.token, password: 'brand-new-password-1' };
    const db = t.connection.db!;
    expect(await db.collection('users').countDocuments({ noticesDue: true })).toBe(1);
    expect(await db.collection('complaints').countDocuments({ noticesDue: true })).toBe(1);

    // Every source is looked at (the timed relay's pass): 31 accounts, none scanned.
    const accounts = await readsOf(() => outbox.sweep(), 'users');
    expect(accounts.scanned).toBe(0);
    expect(await db.collection('users').countDocuments({ noticesDue: true })).toBe(0);
    expect(await db.collection('complaints').countDocuments({ noticesDue: true })).toBe(0);
    expect(await db.collection('complaints').countDocuments({ 'notices.0': { $exists: true } })).toBe(0);
    const complaints = await readsOf(() => outbox.sweep(), 'complaints');
    expect(complaints.scanned).toBe(0);
  });

  it("counts the complaints by status from the status index's entries (the complaint above)", async () => {
    let stats: Record<string, number> = {};
    const figures = await readsOf(async () => {
      const res = await gql(t.http, 'query { complaintStats { total pending overdue } }', {}, admin.token);
      stats = res.body.data.complaintStats;
    }, 'complaints');
    expect(stats).toEqual({ total: 1, pending: 1, overdue: 0 });
    expect(figures.scanned).toBe(0);
  });

  it('lists and counts the books low in stock reading those books only', async () => {
    const threshold = t.config.lowStockThreshold;
    // 150 books, 6 of them at or under the threshold.
    const stocks = Array.from({ length: 150 }, (_, i) => (i % 25 === 0 ? i % threshold : threshold + 1 + (i % 40)));
    await addBooks(t.app.get(BooksService), stocks, 'Stock Book');
    const low = await t.connection
      .db!.collection('books')
      .find({ stock: { $lte: threshold } }, { projection: { title: 1, stock: 1 } })
      .toArray();
    expect(low.length).toBeGreaterThanOrEqual(6);
    let body: any;
    const cost = await readsOf(
      async () => (body = (await t.http.get('/api/admin/dashboard').set(auth(admin))).body),
      'books',
    );
    expect(body.lowStockCount).toBe(low.length);
    const shown = (body.lowStock as Array<{ stock: number }>).map((book) => book.stock);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.every((stock) => stock <= threshold)).toBe(true);
    expect(cost.scanned).toBe(0);
    expect(cost.read).toBeLessThanOrEqual(low.length + 10);
  });
});
