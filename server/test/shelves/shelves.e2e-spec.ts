import { ObjectId } from 'mongodb';
import { BooksService, type NewBook } from '../../src/books/books.service';
import { OrderFiguresRelay } from '../../src/orders/order-figures-relay';
import { AlsoBoughtRelay } from '../../src/shelves/also-bought-relay';
import { type Account, expectError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { auth, cancel, order, recountPairs, storedPairs } from './shelves-fixtures';

const DAY_MS = 86_400_000;
const ids = (books: Array<{ _id?: string; id?: string }>) => books.map((book) => book._id ?? book.id);
const SHELVES = '{ shelves { newArrivals { id } bestSellers { id } highlyRated { id ratingAverage ratingCount } } }';

/**
 * The home page's shelves and "Readers who bought this also bought" through both transports: new
 * arrivals newest first, highly rated past the threshold only, best sellers of the last 30 days
 * (an older order and a cancelled one not counted), and the also-bought counts equal to a recount
 * of the orders, with their fallbacks.
 */
describe('shelves', () => {
  let t: TestApp;
  let admin: Account;
  let shoppers: Account[];
  let books: string[];
  let catalogue: BooksService;

  const book = (i: number, fields: Partial<NewBook> = {}): NewBook => ({
    title: `Shelf Book ${i}`,
    author: 'Shelf Author',
    category: 'History',
    description: 'A book on a shelf.',
    price: 10 + i,
    stock: 500,
    ...fields,
  });

  async function rest(path: string, account: Account = shoppers[0]) {
    const res = await t.http.get(path).set(auth(account));
    expect({ path, status: res.status, body: res.status === 200 ? null : res.body }).toEqual({
      path,
      status: 200,
      body: null,
    });
    return res.body;
  }

  /** The shelves over REST, checked equal to GraphQL's, as ids. */
  async function shelves() {
    const body = await rest('/api/books/shelves');
    const graphql = await gql(t.http, SHELVES, {}, shoppers[0].token);
    expect(graphql.body.errors).toBeUndefined();
    const shelf = {
      newArrivals: ids(body.newArrivals),
      bestSellers: ids(body.bestSellers),
      highlyRated: ids(body.highlyRated),
    };
    const { newArrivals, bestSellers, highlyRated } = graphql.body.data.shelves;
    expect({ newArrivals: ids(newArrivals), bestSellers: ids(bestSellers), highlyRated: ids(highlyRated) }).toEqual(
      shelf,
    );
    return shelf;
  }

  async function alsoBought(id: string): Promise<string[]> {
    const body = await rest(`/api/books/${id}/also-bought`);
    const graphql = await gql(
      t.http,
      'query($id: ID!) { book(id: $id) { alsoBought { id } } }',
      { id },
      shoppers[1].token,
    );
    expect(graphql.body.errors).toBeUndefined();
    expect(ids(graphql.body.data.book.alsoBought)).toEqual(ids(body.books));
    return ids(body.books) as string[];
  }

  beforeAll(async () => {
    t = await createTestApp();
    catalogue = t.app.get(BooksService);
    admin = await registerUser(t.http, { role: 'admin', name: 'Shelves Admin' });
    shoppers = [];
    for (let i = 0; i < 3; i++) shoppers.push(await registerUser(t.http, { name: `Shelves Shopper ${i}` }));
    books = [];
    // One at a time, so that each is newer than the last.
    for (let i = 0; i < 14; i++) {
      const fields =
        i === 12
          ? { author: 'Solo Writer', category: 'Science' as const }
          : i === 13
            ? { author: 'Solo Writer', category: 'Fiction' as const }
            : {};
      books.push(...(await catalogue.importMany([book(i, fields)])));
    }
  });

  afterAll(() => t.close());

  it('are for signed-in readers: 401 for a visitor on both routes and the query', async () => {
    expectError(await t.http.get('/api/books/shelves'), 401, 'UNAUTHENTICATED');
    expectError(await t.http.get(`/api/books/${books[0]}/also-bought`), 401, 'UNAUTHENTICATED');
    const graphql = await gql(t.http, SHELVES);
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('puts the newest books first, as many as a shelf holds', async () => {
    const all = await rest('/api/user/allBooks');
    expect((await shelves()).newArrivals).toEqual(ids(all.books).slice(0, 12));
    expect((await shelves()).newArrivals[0]).toBe(books[13]);
  });

  it('keeps only books averaging 4 or more from at least 3 reviews, best first', async () => {
    const rate = (i: number, count: number, total: number) =>
      catalogue.setRating(books[i], async () => ({ count, total }));
    await rate(0, 3, 14); // 4.67 from 3: in
    await rate(1, 2, 10); // 5 from 2: too few reviews
    await rate(2, 5, 19); // 3.8: too low
    await rate(3, 4, 16); // 4.0 from 4: in, last
    await rate(4, 10, 48); // 4.8 from 10: first
    const { highlyRated } = await shelves();
    expect(highlyRated).toEqual([books[4], books[0], books[3]]);
  });

  it('ranks the last 30 days’ copies sold, leaving out older and cancelled orders', async () => {
    await order(t.http, shoppers[0], [[books[5], 3], books[6]]);
    await order(t.http, shoppers[1], [books[6], books[7]]);
    const old = await order(t.http, shoppers[2], [[books[8], 10]]);
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    await t.connection
      .db!.collection('orders')
      .updateOne(
        { _id: new ObjectId(old) },
        { $set: { orderedAt: longAgo, orderedDay: longAgo.toISOString().slice(0, 10) } },
      );
    const cancelled = await order(t.http, shoppers[2], [[books[9], 20]]);
    await cancel(t.http, admin, cancelled);
    // Exact before the figures are folded and after.
    expect((await shelves()).bestSellers).toEqual([books[5], books[6], books[7]]);
    await t.app.get(OrderFiguresRelay).pass();
    expect((await shelves()).bestSellers).toEqual([books[5], books[6], books[7]]);
  });

  it('counts the pairs of placed orders, equal to a recount after orders and cancellations', async () => {
    const relay = t.app.get(AlsoBoughtRelay);
    const db = t.connection.db!;
    await relay.pass();
    expect(await storedPairs(db)).toEqual(await recountPairs(db));
    const placed: string[] = [];
    for (let i = 0; i < 12; i++) {
      const shopper = shoppers[i % 3];
      const lines = [books[i % 5], books[(i * 3 + 1) % 8], books[(i + 2) % 6]];
      placed.push(await order(t.http, shopper, lines));
      if (i % 4 === 3) await relay.pass();
      if (i % 5 === 4) await cancel(t.http, admin, placed[i - 2]);
    }
    await cancel(t.http, admin, placed[11]);
    await relay.pass();
    const expected = await recountPairs(db);
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    expect(await storedPairs(db)).toEqual(expected);
    // A pass with nothing new changes nothing.
    expect(await relay.pass()).toBe(0);
    expect(await storedPairs(db)).toEqual(expected);
    // An order of one book makes no pair: the pass keeps no record of it.
    const single = await order(t.http, shoppers[0], [books[0]]);
    expect(await relay.pass()).toBe(0);
    expect(await db.collection<{ _id: string }>('alsoboughtorders').countDocuments({ _id: single })).toBe(0);
    expect(await storedPairs(db)).toEqual(await recountPairs(db));
  });

  it('lists the books bought with one most first, then the same author’s, then the same category’s', async () => {
    const db = t.connection.db!;
    const counts = await recountPairs(db);
    const paired = Object.entries(counts)
      .filter(([pair]) => pair.startsWith(`${books[6]}-`))
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([pair]) => pair.split('-')[1]);
    const shown = await alsoBought(books[6]);
    expect(paired.length).toBeGreaterThan(0);
    expect(shown.slice(0, paired.length)).toEqual(paired.slice(0, 6));
    // Fewer pairs than the list holds: the same author's books fill it, none twice, never the book itself.
    expect(shown).toHaveLength(6);
    expect(new Set(shown).size).toBe(6);
    expect(shown).not.toContain(books[6]);

    // Never ordered: the same author's other book, then books of its category, never itself or twice.
    const lonely = await alsoBought(books[12]);
    expect(lonely[0]).toBe(books[13]);
    expect(lonely).not.toContain(books[12]);
    expect(new Set(lonely).size).toBe(lonely.length);
    const rest = await catalogue.findMany(lonely.slice(1));
    expect(rest.map((found) => found?.book.category)).toEqual(rest.map(() => 'Science'));
  });

  it('answers 404 for an unknown book and 400 for a malformed id', async () => {
    const unknown = await t.http.get('/api/books/0123456789abcdef01234567/also-bought').set(auth(shoppers[0]));
    expectError(unknown, 404, 'NOT_FOUND');
    expectError(await t.http.get('/api/books/nope/also-bought').set(auth(shoppers[0])), 400, 'INVALID_ID');
  });
});
