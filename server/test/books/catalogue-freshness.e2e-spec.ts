import { mongo } from 'mongoose';
import { BooksChangedElsewhere } from '../../src/books/book-events';
import { storedBook } from '../../src/books/book-record';
import { BooksService } from '../../src/books/books.service';
import { CatalogueReads } from '../../src/books/catalogue-reads';
import type { CatalogueReadsSetting } from '../../src/config/app-config';
import { EventBus } from '../../src/common/events/event-bus';
import { expectGqlError, gql, registerUser, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBook, auth, bookFields, postBook } from './book-fixtures';
import { checkLines } from '../../src/books/book-stock';

const BOOK = 'query Book($id: ID!) { book(id: $id) { id price stock } }';
const PAGE = `query Page($search: String) {
  books(first: 100, search: $search) { totalCount edges { node { id price stock } } }
}`;
const CATEGORIES = '{ categories { category count } }';

type Node = { id: string; price: number; stock: number };

/**
 * Whoever answers the catalogue's reads (the in-process index or the database), every change
 * made through this instance shows in the very next read, over REST and GraphQL, by id, in pages
 * and in allBooks.
 */
describe.each<CatalogueReadsSetting>(['memory', 'database'])('catalogue freshness, CATALOGUE_READS=%s', (reads) => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;

  const rest = (path: string, account = shopper) => t.http.get(path).set(auth(account.token));
  const byIdRest = async (id: string) => (await rest(`/api/user/book/${id}`)).body.book as Node & { _id: string };
  const byIdGql = async (id: string) => (await gql(t.http, BOOK, { id }, shopper.token)).body.data.book as Node;
  const inPage = async (id: string, search?: string) => {
    const res = await gql(t.http, PAGE, { search }, shopper.token);
    return (res.body.data.books.edges as Array<{ node: Node }>).map((edge) => edge.node).find((node) => node.id === id);
  };
  const inAllBooks = async (id: string) =>
    ((await rest('/api/user/allBooks')).body.books as Array<Node & { _id: string }>).find((book) => book._id === id);

  /** What the change feed publishes when another instance changed these books. */
  const changedElsewhere = (ids: string[] | 'all') => t.app.get(EventBus).publish(new BooksChangedElsewhere(ids));

  beforeAll(async () => {
    t = await createTestApp({ CATALOGUE_READS: reads });
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    shopper = await registerUser(t.http, { name: 'Shopper' });
    // The index's first load ran at start-up; this one makes sure it is complete before the reads below.
    await changedElsewhere('all');
  });

  afterAll(() => t.close());

  const insertBehindTheBack = async () => {
    const id = new mongo.ObjectId();
    await t.connection.collection('books').insertOne({
      ...storedBook({ ...bookFields({ title: 'Behind The Back' }), price: 3, stock: 1, category: 'Fiction' as const }),
      _id: id,
    });
    return String(id);
  };

  if (reads === 'memory') {
    it('serves reads from the index, not the database: a book written behind its back shows only once told', async () => {
      expect(t.app.get(CatalogueReads).heldBooks()).toEqual(expect.any(Number));
      const id = await insertBehindTheBack();
      expect((await rest(`/api/user/book/${id}`)).status).toBe(404);
      await changedElsewhere([id]);
      expect(await byIdRest(id)).toMatchObject({ _id: id, price: 3 });
      await t.connection.collection('books').deleteOne({ _id: new mongo.ObjectId(id) });
      await changedElsewhere([id]);
      expect((await rest(`/api/user/book/${id}`)).status).toBe(404);
    });
  } else {
    it('serves reads from the database, holding no books: a book written behind its back shows at once', async () => {
      expect(t.app.get(CatalogueReads).heldBooks()).toBeUndefined();
      const etag = (await rest('/api/user/allBooks')).headers.etag as string;
      const id = await insertBehindTheBack();
      expect(await byIdRest(id)).toMatchObject({ _id: id, price: 3 });
      expect(await inPage(id, 'behind the back')).toMatchObject({ price: 3 });
      // allBooks' ETag moves with the catalogue's events: a change made elsewhere, once the feed tells it.
      await changedElsewhere([id]);
      const after = await rest('/api/user/allBooks').set('if-none-match', etag);
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body.books.some((book: { _id: string }) => book._id === id)).toBe(true);
      await t.connection.collection('books').deleteOne({ _id: new mongo.ObjectId(id) });
      expect((await rest(`/api/user/book/${id}`)).status).toBe(404);
    });
  }

  it('shows a new book at once, by id, in a searched page, in allBooks and in the category counts', async () => {
    const before = (await gql(t.http, CATEGORIES, {}, shopper.token)).body.data.categories;
    const book = await addBook(t.http, admin.token, { title: 'Freshly Added Zephyr', category: 'Horror' });
    expect(await byIdRest(book._id)).toMatchObject({ price: 12.5 });
    expect(await inPage(book._id, 'zeph')).toMatchObject({ price: 12.5 });
    expect(await inAllBooks(book._id)).toMatchObject({ price: 12.5 });
    const after = (await gql(t.http, CATEGORIES, {}, shopper.token)).body.data.categories;
    const horror = (list: Array<{ category: string; count: number }>) =>
      list.find((entry) => entry.category === 'Horror')?.count ?? 0;
    expect(horror(after)).toBe(horror(before) + 1);
  });

  it('shows an admin edit in the next read over REST and GraphQL, by id and in the list', async () => {
    const book = await addBook(t.http, admin.token, { title: 'Price Watch', price: '10' });
    const edited = await postBook(
      t.http,
      admin.token,
      bookFields({ title: 'Price Watch Renamed', price: '17.25', stock: '3' }),
      undefined,
      `/api/admin/updateBook/${book._id}`,
    );
    expect(edited.status).toBe(200);
    expect(await byIdRest(book._id)).toMatchObject({ price: 17.25 });
    expect(await byIdGql(book._id)).toMatchObject({ price: 17.25 });
    expect(await inPage(book._id, 'renamed')).toMatchObject({ price: 17.25 });
    expect(await inPage(book._id, 'price watch')).toMatchObject({ price: 17.25 });
    expect(await inAllBooks(book._id)).toMatchObject({ price: 17.25 });
  });

  it('shows the stock dropping right after an order, and rising again when the copies are put back', async () => {
    const book = await addBook(t.http, admin.token, { title: 'Selling Fast', stock: '5' });
    await t.http.post('/api/user/cart').set(auth(shopper.token)).send({ bookId: book._id, quantity: 2 }).expect(200);
    const placed = await t.http.post('/api/user/order').set(auth(shopper.token));
    expect(placed.status).toBe(201);
    expect(await byIdRest(book._id)).toMatchObject({ stock: 3 });
    expect(await byIdGql(book._id)).toMatchObject({ stock: 3 });
    expect(await inPage(book._id, 'selling fast')).toMatchObject({ stock: 3 });
    expect(await inAllBooks(book._id)).toMatchObject({ stock: 3 });

    await t.app.get(BooksService).returnStock(checkLines([{ bookId: book._id, quantity: 2 }]));
    expect(await byIdRest(book._id)).toMatchObject({ stock: 5 });
  });

  it('drops a deleted book from the list, by id (404) and allBooks', async () => {
    const book = await addBook(t.http, admin.token, { title: 'Soon Gone Quokka' });
    expect(await inPage(book._id, 'quokka')).toBeDefined();
    await t.http.delete(`/api/admin/deleteBook/${book._id}`).set(auth(admin.token)).expect(200);
    expect((await rest(`/api/user/book/${book._id}`)).status).toBe(404);
    expectGqlError(await gql(t.http, BOOK, { id: book._id }, shopper.token), 'NOT_FOUND');
    expect(await inPage(book._id, 'quokka')).toBeUndefined();
    expect(await inAllBooks(book._id)).toBeUndefined();
  });

  it('answers allBooks with a strong ETag: 304 with no body while unchanged, a new ETag after any change', async () => {
    const first = await rest('/api/user/allBooks');
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // The index's body is made ahead, with its length; the database's is streamed (chunked).
    if (reads === 'memory') expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));
    else expect(first.headers['transfer-encoding']).toBe('chunked');

    const repeat = await rest('/api/user/allBooks').set('if-none-match', etag);
    expect(repeat.status).toBe(304);
    expect(repeat.text).toBeFalsy();
    expect((await rest('/api/admin/allBooks', admin).set('if-none-match', `W/${etag}`)).status).toBe(304);

    const book = await addBook(t.http, admin.token, { title: 'Etag Mover' });
    const changed = await rest('/api/user/allBooks').set('if-none-match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.books[0]._id).toBe(book._id); // newest first
  });

  it('keeps the allBooks body the shape it always had, the details added after it', async () => {
    const res = await rest('/api/user/allBooks');
    const streamed: unknown[] = [];
    for await (const book of t.app.get(BooksService).all()) streamed.push(book);
    expect(res.text).toBe(JSON.stringify({ books: streamed }));
    expect(Object.keys(res.body.books[0])).toEqual([
      '_id',
      'title',
      'author',
      'category',
      'description',
      'price',
      'stock',
      'image',
      'createdAt',
      'isbn',
      'publisher',
      'year',
      'pages',
      'language',
      'ratingAverage',
      'ratingCount',
    ]);
  });
});
