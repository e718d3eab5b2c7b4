import { ObjectId } from 'mongodb';
import { BooksService } from '../../src/books/books.service';
import { OrderFiguresRelay } from '../../src/orders/order-figures-relay';
import { addCode } from '../pricing/pricing-fixtures';
import { Account, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { recountSales, type Recount } from './report-recount';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const cents = (amount: number) => Math.round(amount * 100);

/**
 * The reports read the running totals the orders' folds keep per day (orders/sales-tally.ts). Whatever
 * the orders, cancellations, status changes and folds, each report over REST and GraphQL must equal
 * a recount of the orders themselves, before the folds and after them.
 */
describe('reports', () => {
  let t: TestApp;
  let admin: Account;
  let shoppers: Account[];
  let bookIds: string[];
  let relay: OrderFiguresRelay;
  const today = utcDay(new Date());
  const longAgo = utcDay(new Date(Date.now() - 400 * DAY_MS));

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const orders = () => t.connection.db!.collection('orders');

  async function orderNow(account: Account, lines: Array<[string, number]>, discountCode?: string): Promise<string> {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(account))
      .send({
        books: lines.map(([book, quantity]) => ({ book, quantity })),
        ...(discountCode ? { discountCode } : {}),
      });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.order._id as string;
  }

  const setStatus = (id: string, status: string) =>
    t.http.put(`/api/admin/orders/${id}`).set(auth(admin)).send({ status });

  /** Moves an order (not folded yet) to another day, as if placed then. */
  async function placedOn(id: string, day: string) {
    const at = new Date(`${day}T12:00:00.000Z`);
    await orders().updateOne({ _id: new ObjectId(id) }, { $set: { orderedAt: at, orderedDay: day } });
  }

  const recount = (from: string, to: string): Promise<Recount> => recountSales(orders(), from, to);

  async function rest(path: string) {
    const res = await t.http.get(path).set(auth(admin));
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    return res.body;
  }

  /** Every report over both transports, against the recount of `from` to `to`. */
  async function expectReports(from: string, to: string) {
    const expected = await recount(from, to);
    for (const by of ['copies', 'revenue'] as const) {
      const report = await rest(`/api/admin/reports/best-sellers?from=${from}&to=${to}&by=${by}&limit=100`);
      const ranked = [...expected.books.values()]
        .filter((book) => book.copies > 0)
        .sort((a, b) =>
          by === 'copies'
            ? b.copies - a.copies || b.revenueCents - a.revenueCents || a.title.localeCompare(b.title)
            : b.revenueCents - a.revenueCents || b.copies - a.copies || a.title.localeCompare(b.title),
        );
      expect(
        report.books.map((book: { bookId: string; copies: number; revenue: number; title: string }) => ({
          bookId: book.bookId,
          title: book.title,
          copies: book.copies,
          revenueCents: cents(book.revenue),
        })),
      ).toEqual(ranked.map(({ bookId, title, copies, revenueCents }) => ({ bookId, title, copies, revenueCents })));
      const graphql = await gql(
        t.http,
        `query($from: String!, $to: String!, $by: BestSellersBy!) { bestSellers(from: $from, to: $to, by: $by, limit: 100) { by books { bookId title author copies revenue } } }`,
        { from, to, by: by.toUpperCase() },
        admin.token,
      );
      expect(graphql.body.data.bestSellers).toEqual({ by: by.toUpperCase(), books: report.books });
    }
    for (const group of ['category', 'month'] as const) {
      const report = await rest(`/api/admin/reports/sales?from=${from}&to=${to}&group=${group}`);
      const rows = [...(group === 'category' ? expected.categories : expected.months)]
        .filter(([, sums]) => group === 'month' || sums.orders > 0)
        .map(([key, sums]) => ({ key, orders: sums.orders, copies: sums.copies, revenueCents: sums.revenueCents }));
      const got = report.rows.map((row: { key: string; orders: number; copies: number; revenue: number }) => ({
        key: row.key,
        orders: row.orders,
        copies: row.copies,
        revenueCents: cents(row.revenue),
      }));
      expect(group === 'category' ? [...got].sort((a, b) => a.key.localeCompare(b.key)) : got).toEqual(
        group === 'category' ? rows.sort((a, b) => a.key.localeCompare(b.key)) : rows,
      );
      expect({ ...report.totals, revenue: cents(report.totals.revenue) }).toEqual({
        orders: expected.totals.orders,
        copies: expected.totals.copies,
        revenue: expected.totals.revenueCents,
      });
      const graphql = await gql(
        t.http,
        `query($from: String!, $to: String!, $group: SalesGroup!) { salesReport(from: $from, to: $to, group: $group) { rows { key orders copies revenue } totals { orders copies revenue } } }`,
        { from, to, group: group.toUpperCase() },
        admin.token,
      );
      expect(graphql.body.data.salesReport).toEqual({ rows: report.rows, totals: report.totals });
    }
    const cover = await rest('/api/admin/reports/stock-cover');
    const last30 = await recount(utcDay(new Date(Date.now() - 29 * DAY_MS)), today);
    const low = (await t.app.get(BooksService).lowStock(3, 100)).map((book) => book._id);
    expect(cover.books.map((book: { bookId: string }) => book.bookId).sort()).toEqual([...low].sort());
    for (const book of cover.books) {
      const sold = last30.books.get(book.bookId)?.copies ?? 0;
      expect(book).toMatchObject({
        soldLast30Days: sold,
        daysLeft: sold > 0 ? Math.floor((book.stock * 30) / sold) : null,
      });
    }
    const graphql = await gql(
      t.http,
      '{ stockCover { books { bookId stock soldLast30Days daysLeft } } }',
      {},
      admin.token,
    );
    expect(graphql.body.data.stockCover.books).toEqual(
      cover.books.map(({ bookId, stock, soldLast30Days, daysLeft }: Record<string, unknown>) => ({
        bookId,
        stock,
        soldLast30Days,
        daysLeft,
      })),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    relay = t.app.get(OrderFiguresRelay);
    admin = await registerUser(t.http, { role: 'admin', name: 'Reports Admin' });
    shoppers = [];
    for (let i = 0; i < 3; i++) shoppers.push(await registerUser(t.http, { name: `Reports Shopper ${i}` }));
    const categories = ['Fiction', 'Science', 'History', 'Fiction', 'Horror'] as const;
    bookIds = await t.app.get(BooksService).importMany(
      categories.map((category, i) => ({
        title: i === 4 ? '=HYPERLINK("x")' : `Report Book ${i + 1}`,
        author: 'Report Author',
        category,
        description: 'A book in the reports.',
        price: 10.1 + i * 3,
        stock: i === 2 ? 40 : 1000,
      })),
    );
    await addCode(t.http, admin, { code: 'THIRD', kind: 'PERCENTAGE', percent: 33 });
  });

  afterAll(() => t.close());

  it('equals a recount after orders, a discount, cancellations and status changes, folded now and then', async () => {
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const placed: Array<{ id: string; owner: Account }> = [];
    // A multi-line order with a discount, one on the range's last day (today), one long ago.
    placed.push({
      id: await orderNow(
        shoppers[0],
        [
          [bookIds[0], 2],
          [bookIds[1], 1],
          [bookIds[4], 1],
        ],
        'THIRD',
      ),
      owner: shoppers[0],
    });
    const old = await orderNow(shoppers[1], [[bookIds[1], 3]]);
    await placedOn(old, longAgo);
    for (let step = 0; step < 40; step++) {
      const action = placed.length < 4 ? 0 : next(6);
      if (action <= 1) {
        const owner = shoppers[next(shoppers.length)];
        const lines: Array<[string, number]> = [[bookIds[next(5)], 1 + next(3)]];
        if (next(2)) lines.push([bookIds[(bookIds.indexOf(lines[0][0]) + 1) % 5], 1]);
        const id = await orderNow(owner, lines);
        if (next(3) === 0) await placedOn(id, utcDay(new Date(Date.now() - (1 + next(60)) * DAY_MS)));
        placed.push({ id, owner });
      } else if (action === 2) {
        const { id, owner } = placed[next(placed.length)];
        await t.http.post(`/api/user/orders/${id}/cancel`).set(auth(owner));
      } else {
        const { id } = placed[next(placed.length)];
        await setStatus(id, ['shipped', 'delivered', 'pending', 'cancelled'][action - 3 + next(2)]);
      }
      if (step % 8 === 0) await expectReports(utcDay(new Date(Date.now() - 90 * DAY_MS)), today);
      if (next(3) === 0) await relay.pass();
    }
    expect((await recount(today, today)).totals.orders).toBeGreaterThan(0);
    expect(await orders().countDocuments({ status: 'cancelled' })).toBeGreaterThan(0);
    for (const folded of [false, true]) {
      if (folded) await relay.pass();
      await expectReports(utcDay(new Date(Date.now() - 90 * DAY_MS)), today);
      await expectReports(today, today);
      await expectReports(longAgo, longAgo);
      await expectReports(longAgo, today);
    }
  });

  it("gives each low-stock book the days its stock lasts at the last 30 days' rate, or none without sales", async () => {
    const [selling, idle] = await t.app.get(BooksService).importMany(
      ['Low Seller', 'Low Idle'].map((title) => ({
        title,
        author: 'Cover Author',
        category: 'Science' as const,
        description: 'Nearly gone.',
        price: 5,
        stock: title === 'Low Seller' ? 7 : 2,
      })),
    );
    await orderNow(shoppers[2], [[selling, 3]]);
    const cancelled = await orderNow(shoppers[2], [[selling, 1]]);
    await t.http.post(`/api/user/orders/${cancelled}/cancel`).set(auth(shoppers[2]));
    const old = await orderNow(shoppers[2], [[selling, 1]]);
    await placedOn(old, utcDay(new Date(Date.now() - 30 * DAY_MS)));
    const cover = await rest('/api/admin/reports/stock-cover');
    // 7 - 3 - 1 = 3 left (the cancelled copy came back), 3 sold in the last 30 days: 30 days left.
    expect(cover.books.find((book: { bookId: string }) => book.bookId === selling)).toEqual({
      bookId: selling,
      title: 'Low Seller',
      author: 'Cover Author',
      stock: 3,
      soldLast30Days: 3,
      daysLeft: 30,
    });
    expect(cover.books.find((book: { bookId: string }) => book.bookId === idle)).toMatchObject({
      stock: 2,
      soldLast30Days: 0,
      daysLeft: null,
    });
    expect(cover).toMatchObject({ threshold: 3, lowStockCount: cover.books.length });
    await relay.pass();
    expect(await rest('/api/admin/reports/stock-cover')).toEqual(cover);
    await expectReports(utcDay(new Date(Date.now() - 45 * DAY_MS)), today);
  });
});
