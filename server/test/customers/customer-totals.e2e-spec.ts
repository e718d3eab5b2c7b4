import { ObjectId } from 'mongodb';
import { BooksService } from '../../src/books/books.service';
import { CustomerTotals } from '../../src/orders/customer-totals';
import { OrderFigures } from '../../src/orders/order-figures';
import { OrderFiguresRelay } from '../../src/orders/order-figures-relay';
import { addBooks } from '../orders/order-fixtures';
import { Account, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const VISIBLE = ['pending', 'shipped', 'delivered', 'cancelled'];

interface Figures {
  orderCount: number;
  totalCents: number;
  lastOrderAt: string | null;
}

/**
 * The customers' order counts, totals spent and last orders are running totals
 * (orders/customer-totals.ts), folded from the same marks as the dashboard's figures. Whatever the
 * interleaving of orders, moves and folds, folds racing each other or repeated after a crash, or a
 * crash between the day's fold and the customer's, the list must equal a recount of the orders at
 * once after each write, and the stored totals must equal it once everything is folded.
 */
describe("customers' figures kept as running totals", () => {
  let t: TestApp;
  let admin: Account;
  let shoppers: Account[];
  let bookIds: string[];
  let relay: OrderFiguresRelay;
  let figures: OrderFigures;
  let totals: CustomerTotals;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const db = () => t.connection.db!;
  const orders = () => db().collection('orders');

  async function orderNow(account: Account, book: string, quantity: number): Promise<string> {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(account))
      .send({ books: [{ book, quantity }] });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.order._id as string;
  }

  async function setStatus(id: string, status: string): Promise<void> {
    const res = await t.http.put(`/api/admin/orders/${id}`).set(auth(admin)).send({ status });
    expect(res.status).toBe(200);
  }

  /** Each shopper's figures counted from their orders: those not cancelled, their total, the newest date. */
  async function recount(): Promise<Map<string, Figures>> {
    const all = await orders()
      .find({ status: { $in: VISIBLE } }, { projection: { user: 1, status: 1, totalCents: 1, orderedAt: 1 } })
      .toArray();
    const byUser = new Map<string, Figures>();
    for (const shopper of shoppers) byUser.set(shopper.user._id, { orderCount: 0, totalCents: 0, lastOrderAt: null });
    for (const order of all) {
      const mine = byUser.get(String(order.user))!;
      if (order.status !== 'cancelled') {
        mine.orderCount += 1;
        mine.totalCents += order.totalCents;
      }
      const at = (order.orderedAt as Date).toISOString();
      if (!mine.lastOrderAt || at > mine.lastOrderAt) mine.lastOrderAt = at;
    }
    return byUser;
  }

  /** The admin's list over REST and GraphQL, against the recount. */
  async function expectRecount(): Promise<void> {
    const expected = await recount();
    const rest = await t.http.get('/api/admin/customers?first=20').set(auth(admin));
    expect(rest.status).toBe(200);
    const graphql = await gql(
      t.http,
      '{ customers(first: 20) { edges { node { id orderCount totalSpent lastOrderAt } } } }',
      {},
      admin.token,
    );
    const restRows = new Map(
      (
        rest.body.customers as Array<{
          _id: string;
          orderCount: number;
          totalSpent: number;
          lastOrderAt: string | null;
        }>
      ).map((row) => [row._id, row]),
    );
    const gqlRows = new Map(
      (
        graphql.body.data.customers.edges as Array<{
          node: { id: string; orderCount: number; totalSpent: number; lastOrderAt: string | null };
        }>
      ).map(({ node }) => [node.id, node]),
    );
    for (const [id, figures] of expected) {
      const shown = {
        orderCount: figures.orderCount,
        totalSpent: figures.totalCents / 100,
        lastOrderAt: figures.lastOrderAt,
      };
      expect({ id, ...pick(restRows.get(id)!) }).toEqual({ id, ...shown });
      expect({ id, ...pick(gqlRows.get(id)!) }).toEqual({ id, ...shown });
    }
  }

  const pick = (row: { orderCount: number; totalSpent: number; lastOrderAt: string | null }) => ({
    orderCount: row.orderCount,
    totalSpent: row.totalSpent,
    lastOrderAt: row.lastOrderAt,
  });

  /** Once every move is folded: nothing marked, and the stored totals are the recount. */
  async function expectStoredRecount(): Promise<void> {
    expect(await orders().countDocuments({ figuresDue: true })).toBe(0);
    const expected = await recount();
    const stored = new Map(
      (await db().collection('customertotals').find({}).toArray()).map((doc) => [String(doc._id), doc]),
    );
    for (const [id, figures] of expected) {
      const doc = stored.get(id);
      expect({
        id,
        orderCount: doc?.orders ?? 0,
        totalCents: doc?.totalCents ?? 0,
        lastOrderAt: doc?.lastOrderAt ? (doc.lastOrderAt as Date).toISOString() : null,
      }).toEqual({ id, ...figures });
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    relay = t.app.get(OrderFiguresRelay);
    figures = t.app.get(OrderFigures);
    totals = t.app.get(CustomerTotals);
    admin = await registerUser(t.http, { role: 'admin', name: 'Totals Admin' });
    shoppers = [];
    for (let i = 0; i < 3; i++) shoppers.push(await registerUser(t.http, { name: `Totals Shopper ${i}` }));
    bookIds = await addBooks(t.app.get(BooksService), [1000, 1000, 1000], 'Totals Book');
  });

  afterAll(() => t.close());

  it('equals a recount after every order, cancellation and status change, folded now and then', async () => {
    await expectRecount();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(await orderNow(shoppers[i % 2], bookIds[i % 3], 1 + (i % 3)));
      await expectRecount();
      if (i % 2) await relay.pass();
    }
    await setStatus(ids[0], 'shipped');
    await setStatus(ids[1], 'cancelled');
    await expectRecount();
    await setStatus(ids[2], 'delivered');
    await relay.pass();
    await expectRecount();
    await expectStoredRecount();
    // The cancelled order's customer: counted without it, yet their last order is still its date.
    const cancelled = await orders().findOne({ _id: new ObjectId(ids[1]) });
    expect(cancelled!.status).toBe('cancelled');
  });

  it('counts each move once when folds race, repeat after a crash, or stop between the day and the customer', async () => {
    const owner = shoppers[2];
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await orderNow(owner, bookIds[i % 3], 1 + i));
    await setStatus(ids[0], 'cancelled');
    await setStatus(ids[1], 'shipped');

    // Instances folding at once: of any number of folds of one move, one is applied.
    await Promise.all([figures.foldDue(), figures.foldDue(), figures.foldOne(ids[1]), relay.pass()]);
    await expectRecount();
    await relay.pass();
    await expectStoredRecount();

    // Folds of one move that all read the totals before any of them writes: one applies.
    await setStatus(ids[3], 'cancelled');
    const moved = await orders().findOne({ _id: new ObjectId(ids[3]) });
    const raced = await Promise.all([1, 2, 3, 4].map(() => totals.fold([moved as never])));
    expect(raced.every((done) => done.has(ids[3]))).toBe(true);
    await expectRecount();
    await relay.pass();
    await expectStoredRecount();

    // A crash after the folds, before the marks went: every order marked again is counted once.
    await orders().updateMany({ status: { $in: VISIBLE } }, { $set: { figuresDue: true } });
    await expectRecount();
    await relay.pass();
    await expectStoredRecount();

    // A crash after the customer's totals counted a move, before the day did: the pass counts the
    // day's part and leaves the customer's as it is.
    await setStatus(ids[2], 'cancelled');
    const order = await orders().findOne({ _id: new ObjectId(ids[2]) });
    expect((await totals.fold([order as never])).has(ids[2])).toBe(true);
    await expectRecount();
    await relay.pass();
    await expectRecount();
    await expectStoredRecount();
  });

  it('sets the totals up over the orders counted before them, once', async () => {
    // A database from before the customers' totals: the days count every order, the customers nothing.
    await relay.pass();
    await db().collection('customertotals').deleteMany({});
    await db()
      .collection('figuressummary')
      .deleteOne({ _id: 'customers' as never });
    await figures.open();
    expect(await orders().countDocuments({ figuresDue: true })).toBe(await orders().countDocuments({}));
    await expectRecount();
    await relay.pass();
    await expectStoredRecount();
    await expectRecount();
    // Open again (the next start): nothing is marked again.
    await figures.open();
    expect(await orders().countDocuments({ figuresDue: true })).toBe(0);
  });
});
