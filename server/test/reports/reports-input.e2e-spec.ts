import { parse } from 'csv-parse/sync';
import { ObjectId } from 'mongodb';
import { BooksService } from '../../src/books/books.service';
import { FiguresRepository } from '../../src/orders/figures.repository';
import { tallyChange } from '../../src/orders/figure-tally';
import { OrderFigures } from '../../src/orders/order-figures';
import { OrderFiguresRelay } from '../../src/orders/order-figures-relay';
import { salesOf, salesSign, salesUpdate, sells } from '../../src/orders/sales-tally';
import { expectError, expectGqlError, gql, registerUser, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The reports' ranges and refusals, their CSV, and their totals across crashes and the first start. */
describe('reports: input, CSV and crashes', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;
  let bookIds: string[];
  const today = utcDay(new Date());
  const yesterday = utcDay(new Date(Date.now() - DAY_MS));
  const tomorrow = utcDay(new Date(Date.now() + DAY_MS));

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const orders = () => t.connection.db!.collection('orders');
  const get = (path: string, account = admin) => t.http.get(path).set(auth(account));
  const download = (path: string) =>
    get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });

  async function orderNow(lines: Array<[string, number]>): Promise<string> {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: lines.map(([book, quantity]) => ({ book, quantity })) });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.order._id as string;
  }

  const bestSellers = async (query: string) =>
    (await get(`/api/admin/reports/best-sellers?${query}`).expect(200)).body.books as Array<{
      bookId: string;
      copies: number;
      revenue: number;
    }>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Input Admin' });
    shopper = await registerUser(t.http, { name: 'Input Shopper' });
    bookIds = await t.app.get(BooksService).importMany(
      ['=SUM(A1:A9)', 'Plain Title'].map((title, i) => ({
        title,
        author: '@Author',
        category: 'Mystery' as const,
        description: 'A book.',
        price: 4 + i,
        stock: 100,
      })),
    );
  });

  afterAll(() => t.close());

  it("counts an order on to's day and none after it", async () => {
    await orderNow([
      [bookIds[0], 2],
      [bookIds[1], 1],
    ]);
    expect(await bestSellers(`from=${today}&to=${today}`)).toEqual([
      expect.objectContaining({ bookId: bookIds[0], copies: 2, revenue: 8 }),
      expect.objectContaining({ bookId: bookIds[1], copies: 1, revenue: 5 }),
    ]);
    expect(await bestSellers(`from=${yesterday}&to=${yesterday}`)).toEqual([]);
    expect(await bestSellers(`from=${tomorrow}&to=${tomorrow}`)).toEqual([]);
    expect((await bestSellers(`from=${today}&to=${today}&by=revenue&limit=1`)).map((book) => book.bookId)).toEqual([
      bookIds[0],
    ]);
  });

  it.each([
    ['best-sellers', '', 'from is required'],
    ['best-sellers', 'from=2026-03-01', 'to is required'],
    ['best-sellers', 'from=2026-3-1&to=2026-03-31', 'from must be a date as YYYY-MM-DD'],
    ['best-sellers', 'from=2026-02-30&to=2026-03-31', 'from is not a real date'],
    ['best-sellers', 'from=2026-03-31&to=2026-03-01', 'to must be the same day as from or later'],
    [
      'best-sellers',
      'from=2020-01-01&to=2026-01-01',
      'A report covers at most 1098 days (3 years): choose a shorter range',
    ],
    ['best-sellers', 'from=2026-01-01&to=2026-01-31&by=price', 'by must be copies or revenue'],
    ['best-sellers', 'from=2026-01-01&to=2026-01-31&limit=0', 'limit must be a whole number from 1 to 100'],
    ['best-sellers', 'from=2026-01-01&to=2026-01-31&limit=ten', 'limit must be a whole number from 1 to 100'],
    ['sales', 'from=2026-01-01&to=2026-01-31&group=week', 'group must be category or month'],
    ['sales.csv', 'from=2026-01-31&to=2026-01-01', 'to must be the same day as from or later'],
  ])('refuses %s?%s with 400: %s', async (report, query, message) => {
    const res = await get(`/api/admin/reports/${report}?${query}`);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toBe(message);
  });

  it('refuses an operator object in the query string', async () => {
    const res = await get('/api/admin/reports/sales?from[$gt]=&to=2026-01-31');
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toMatch(/^Send each query parameter once, as a plain value/);
  });

  it('refuses the same over GraphQL, and shoppers on both transports', async () => {
    const refused = await gql(t.http, '{ bestSellers(from: "2026-03-31", to: "2026-03-01") { by } }', {}, admin.token);
    expectGqlError(refused, 'VALIDATION_FAILED');
    expect(refused.body.errors[0].message).toBe('to must be the same day as from or later');
    for (const path of [
      'best-sellers?from=2026-01-01&to=2026-01-31',
      'sales.csv?from=2026-01-01&to=2026-01-31',
      'stock-cover',
    ])
      expectError(await get(`/api/admin/reports/${path}`, shopper), 403, 'FORBIDDEN');
    expectGqlError(await gql(t.http, '{ stockCover { threshold } }', {}, shopper.token), 'FORBIDDEN');
  });

  it('sends each report as CSV, formula-like cells escaped, and says where over GraphQL', async () => {
    const best = await download(`/api/admin/reports/best-sellers.csv?from=${today}&to=${today}&by=revenue`);
    expect(best.status).toBe(200);
    expect(best.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(best.headers['content-disposition']).toBe(
      `attachment; filename="best-sellers-by-revenue-${today}-to-${today}.csv"`,
    );
    expect(best.body.startsWith('\uFEFFrank,book_id,title,author,copies,revenue\n')).toBe(true);
    expect(parse(best.body, { bom: true, columns: true })).toEqual([
      { rank: '1', book_id: bookIds[0], title: "'=SUM(A1:A9)", author: "'@Author", copies: '2', revenue: '8.00' },
      { rank: '2', book_id: bookIds[1], title: 'Plain Title', author: "'@Author", copies: '1', revenue: '5.00' },
    ]);
    const sales = await download(`/api/admin/reports/sales.csv?from=${today}&to=${today}&group=month`);
    expect(parse(sales.body, { bom: true, columns: true })).toEqual([
      { month: today.slice(0, 7), orders: '1', copies: '3', revenue: '13.00' },
    ]);
    const byCategory = await download(`/api/admin/reports/sales.csv?from=${today}&to=${today}`);
    expect(parse(byCategory.body, { bom: true, columns: true })).toEqual([
      { category: 'Mystery', orders: '1', copies: '3', revenue: '13.00' },
    ]);
    const cover = await download('/api/admin/reports/stock-cover.csv');
    expect(cover.body).toBe('\uFEFFbook_id,title,author,stock,sold_last_30_days,days_left\n');
    const graphql = await gql(
      t.http,
      `{ bestSellers(from: "${today}", to: "${today}", by: REVENUE) { download { path fileName } } }`,
      {},
      admin.token,
    );
    expect(graphql.body.data.bestSellers.download).toEqual({
      path: `/api/admin/reports/best-sellers.csv?from=${today}&to=${today}&by=revenue&limit=10`,
      fileName: `best-sellers-by-revenue-${today}-to-${today}.csv`,
    });
  });

  it('stays exact across a crash between a move and its fold, and after a fold the mark outlived', async () => {
    const relay = t.app.get(OrderFiguresRelay);
    const repository = t.app.get(FiguresRepository);
    await relay.pass();
    const id = await orderNow([[bookIds[1], 4]]);
    const expected = [
      expect.objectContaining({ bookId: bookIds[1], copies: 5, revenue: 25 }),
      expect.objectContaining({ bookId: bookIds[0], copies: 2, revenue: 8 }),
    ];
    // The move is answered, the fold has not run (a crash now): the report counts it already.
    expect(await bestSellers(`from=${today}&to=${today}`)).toEqual(expected);
    // The fold reached the day, then the store died before the mark went.
    const order = (await orders().findOne({ _id: new ObjectId(id) }))!;
    const move = { m: order.statusHistory.length, s: order.status, b: 1 as const };
    const sales = salesUpdate(salesOf(order as never), salesSign(false, sells(order.status)));
    expect(
      await repository.fold(today, id, undefined, move, tallyChange(undefined, order.status, order.totalCents), sales),
    ).not.toBeNull();
    expect(await bestSellers(`from=${today}&to=${today}`)).toEqual(expected);
    // The next pass finds the move counted and only clears the mark; marking every order again changes nothing.
    await relay.pass();
    await orders().updateMany({}, { $set: { figuresDue: true } });
    expect(await bestSellers(`from=${today}&to=${today}`)).toEqual(expected);
    await relay.pass();
    expect(await orders().countDocuments({ figuresDue: true })).toBe(0);
    expect(await bestSellers(`from=${today}&to=${today}`)).toEqual(expected);
  });

  it('counts the sales of days folded before the sales were kept, once, at the first start', async () => {
    const relay = t.app.get(OrderFiguresRelay);
    const expected = await bestSellers(`from=${today}&to=${today}`);
    const days = t.connection.db!.collection('dailyfigures');
    // Days as stored before: their tallies and orders without `b`, no sales.
    const day = (await days.findOne({ _id: today as never }))!;
    const orderIds = Object.keys(day.orders);
    await days.updateOne(
      { _id: today as never },
      {
        $unset: {
          sales: '',
          books: '',
          categories: '',
          ...Object.fromEntries(orderIds.map((id) => [`orders.${id}.b`, ''])),
        },
      },
    );
    await t.connection.db!.collection('figuressummary').deleteOne({ _id: 'sales' as never });
    expect(await bestSellers(`from=${today}&to=${today}`)).toEqual([]);
    await t.app.get(OrderFigures).open();
    expect(await bestSellers(`from=${today}&to=${today}`)).toEqual(expected);
    await relay.pass();
    expect(await bestSellers(`from=${today}&to=${today}`)).toEqual(expected);
    const dashboard = (await get('/api/admin/dashboard').expect(200)).body.totals;
    expect(dashboard.orders).toBe(orderIds.length);
    // Open again (the next start): nothing is marked again.
    await t.app.get(OrderFigures).open();
    expect(await orders().countDocuments({ figuresDue: true })).toBe(0);
  });
});
