import { Types } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { addBooks, UNKNOWN_ID } from '../orders/order-fixtures';
import { Account, expectError, registerUser } from '../setup/helpers';
import { expectNoInternals } from '../setup/expectations';
import { createTestApp, type TestApp } from '../setup/test-app';
import { checkLines } from '../../src/books/book-stock';

const BOOK_KEYS = [
  '_id',
  'author',
  'category',
  'createdAt',
  'description',
  'image',
  'isbn',
  'language',
  'pages',
  'price',
  'publisher',
  'ratingAverage',
  'ratingCount',
  'stock',
  'title',
  'year',
];

/** The cart routes (docs/api.md "Cart"), over REST, against the real database. */
describe('cart over REST', () => {
  let t: TestApp;
  let books: BooksService;
  let shopper: Account;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const getCart = (account = shopper) => t.http.get('/api/user/cart').set(auth(account));
  const add = (body: unknown, account = shopper) =>
    t.http
      .post('/api/user/cart')
      .set(auth(account))
      .send(body as object);
  const update = (bookId: string, body: unknown, account = shopper) =>
    t.http
      .put(`/api/user/cart/${bookId}`)
      .set(auth(account))
      .send(body as object);
  const remove = (bookId: string, account = shopper) => t.http.delete(`/api/user/cart/${bookId}`).set(auth(account));
  const clear = (account = shopper) => t.http.delete('/api/user/cart').set(auth(account));
  const storedLines = async (account = shopper) => {
    const cart = await t.connection.db!.collection('carts').findOne({ user: new Types.ObjectId(account.user._id) });
    return (cart?.lines ?? []).map((line: { book: unknown; quantity: number }) => ({
      book: String(line.book),
      quantity: line.quantity,
    }));
  };

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
  });

  beforeEach(async () => {
    shopper = await registerUser(t.http, { name: 'Cart Shopper' });
  });

  afterAll(() => t.close());

  it('answers an empty cart as { cart: [] } with no message', async () => {
    const res = await getCart();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cart: [] });
  });

  it('adds a book with quantity 1 by default: 200, the message and the lines as CartItems with whole books', async () => {
    const [a] = await addBooks(books, [5], 'Cart Book');
    const res = await add({ bookId: a });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Book added to cart successfully!');
    expect(res.body.cart).toHaveLength(1);
    expect(Object.keys(res.body.cart[0]).sort()).toEqual(['book', 'quantity']);
    expect(Object.keys(res.body.cart[0].book).sort()).toEqual(BOOK_KEYS);
    expect(res.body.cart[0]).toMatchObject({
      book: { _id: a, title: 'Cart Book 1', price: 10.1, stock: 5 },
      quantity: 1,
    });
    expect(await getCart().then((r) => r.body)).toEqual({ cart: res.body.cart });
  });

  it('adds to the quantity of a book already in the cart, with the "{n} books" message', async () => {
    const [a] = await addBooks(books, [5]);
    await add({ bookId: a, quantity: 2 });
    const res = await add({ bookId: a, quantity: 3 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('3 books added to cart successfully!');
    expect(res.body.cart.map((item: { quantity: number }) => item.quantity)).toEqual([5]);
    expect(await storedLines()).toEqual([{ book: a, quantity: 5 }]);
  });

  it('refuses a sum above the stock with 400 INSUFFICIENT_STOCK naming the copies asked for, and keeps the line', async () => {
    const [a] = await addBooks(books, [5], 'Scarce Book');
    await add({ bookId: a, quantity: 4 });
    const res = await add({ bookId: a, quantity: 2 });
    expectError(res, 400, 'INSUFFICIENT_STOCK');
    expect(res.body.message).toBe('Insufficient stock for Scarce Book 1. Available: 5, Requested: 6');
    expect(await storedLines()).toEqual([{ book: a, quantity: 4 }]);
  });

  it('refuses a first add above the stock with 400 INSUFFICIENT_STOCK and stores nothing', async () => {
    const [a] = await addBooks(books, [2], 'Rare Book');
    const res = await add({ bookId: a, quantity: 3 });
    expectError(res, 400, 'INSUFFICIENT_STOCK');
    expect(res.body.message).toBe('Insufficient stock for Rare Book 1. Available: 2, Requested: 3');
    expect(await storedLines()).toEqual([]);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['"3" (a string)', '3'],
    ['an operator object', { $gt: 0 }],
    ['null', null],
  ])('refuses the quantity %s with 400 VALIDATION_FAILED on add and update', async (_label, quantity) => {
    const [a] = await addBooks(books, [5]);
    const added = await add({ bookId: a, quantity });
    expectError(added, 400, 'VALIDATION_FAILED');
    expect(added.body.message).toBe('Quantity must be a whole number of at least 1');
    await add({ bookId: a });
    const updated = await update(a, { quantity });
    expectError(updated, 400, 'VALIDATION_FAILED');
    expect(updated.body.message).toMatch(
      quantity === null ? 'Quantity is required' : 'Quantity must be a whole number of at least 1',
    );
    expect(await storedLines()).toEqual([{ book: a, quantity: 1 }]);
  });

  it('asks for the missing fields with 400 VALIDATION_FAILED', async () => {
    const [a] = await addBooks(books, [5]);
    const noBook = await add({ quantity: 1 });
    expectError(noBook, 400, 'VALIDATION_FAILED');
    expect(noBook.body.message).toBe('Book id is required');
    await add({ bookId: a });
    const noQuantity = await update(a, {});
    expectError(noQuantity, 400, 'VALIDATION_FAILED');
    expect(noQuantity.body.message).toBe('Quantity is required');
  });

  it('answers a malformed book id with 400 INVALID_ID and an unknown one with 404 "Book not found"', async () => {
    expectError(await add({ bookId: 'not-an-id' }), 400, 'INVALID_ID');
    expectError(await add({ bookId: { $gt: '' } }), 400, 'VALIDATION_FAILED');
    expectError(await update('not-an-id', { quantity: 1 }), 400, 'INVALID_ID');
    expectError(await remove('not-an-id'), 400, 'INVALID_ID');
    const unknown = await add({ bookId: UNKNOWN_ID });
    expectError(unknown, 404, 'NOT_FOUND');
    expect(unknown.body.message).toBe('Book not found');
    expectNoInternals(unknown);
    expectError(await update(UNKNOWN_ID, { quantity: 1 }), 404, 'NOT_FOUND');
  });

  it("sets a line's quantity with PUT, up to the stock", async () => {
    const [a, b] = await addBooks(books, [5, 5], 'Set Book');
    await add({ bookId: a });
    await add({ bookId: b });
    const res = await update(a, { quantity: 5 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cart updated successfully');
    expect(
      res.body.cart.map((item: { book: { _id: string }; quantity: number }) => [item.book._id, item.quantity]),
    ).toEqual([
      [a, 5],
      [b, 1],
    ]);
    const over = await update(a, { quantity: 6 });
    expectError(over, 400, 'INSUFFICIENT_STOCK');
    expect(over.body.message).toBe('Insufficient stock for Set Book 1. Available: 5, Requested: 6');
    expect(await storedLines()).toEqual([
      { book: a, quantity: 5 },
      { book: b, quantity: 1 },
    ]);
  });

  it('answers PUT and DELETE of a book that is not in the cart with 404', async () => {
    const [a] = await addBooks(books, [5]);
    const res = await update(a, { quantity: 1 });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.body.message).toBe('This book is not in your cart');
    expectError(await remove(a), 404, 'NOT_FOUND');
  });

  it('removes one line with DELETE /cart/:bookId and empties the cart with DELETE /cart', async () => {
    const [a, b] = await addBooks(books, [5, 5]);
    await add({ bookId: a });
    await add({ bookId: b, quantity: 2 });
    const removed = await remove(a);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Item removed from cart');
    expect(removed.body.cart).toEqual([
      expect.objectContaining({ book: expect.objectContaining({ _id: b }), quantity: 2 }),
    ]);
    const cleared = await clear();
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ message: 'Cart cleared successfully', cart: [] });
    expect(await getCart().then((r) => r.body)).toEqual({ cart: [] });
  });

  it("keeps each shopper's cart to themselves", async () => {
    const other = await registerUser(t.http, { name: 'Other Shopper' });
    const [a] = await addBooks(books, [5]);
    await add({ bookId: a, quantity: 2 });
    expect(await getCart(other).then((r) => r.body)).toEqual({ cart: [] });
    expectError(await remove(a, other), 404, 'NOT_FOUND');
    expect(await storedLines()).toEqual([{ book: a, quantity: 2 }]);
  });

  it('drops a line whose book was deleted, from the answer and the stored cart, and says so once', async () => {
    const [a, b, c] = await addBooks(books, [5, 5, 5]);
    await add({ bookId: a });
    await add({ bookId: b, quantity: 2 });
    await add({ bookId: c });
    await books.remove(b);
    const first = await getCart();
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('1 book in your cart is no longer available and was removed');
    expect(first.body.cart.map((item: { book: { _id: string } }) => item.book._id)).toEqual([a, c]);
    expect(await storedLines()).toEqual([
      { book: a, quantity: 1 },
      { book: c, quantity: 1 },
    ]);
    expect(await getCart().then((r) => r.body)).toEqual({ cart: first.body.cart });

    await books.remove(a);
    await books.remove(c);
    const [d] = await addBooks(books, [5]);
    const added = await add({ bookId: d });
    expect(added.body.message).toBe(
      'Book added to cart successfully! 2 books in your cart are no longer available and were removed',
    );
    expect(added.body.cart).toHaveLength(1);
  });

  it('keeps a line whose quantity now exceeds the stock (ordering re-checks it)', async () => {
    const [a] = await addBooks(books, [5]);
    await add({ bookId: a, quantity: 4 });
    await books.takeStock(checkLines([{ bookId: a, quantity: 3 }]));
    const res = await getCart();
    expect(res.body.cart).toEqual([
      expect.objectContaining({ quantity: 4, book: expect.objectContaining({ stock: 2 }) }),
    ]);
  });

  it('makes one line of concurrent adds of the same book, with every copy counted', async () => {
    const [a] = await addBooks(books, [50]);
    const results = await Promise.all(Array.from({ length: 12 }, () => add({ bookId: a, quantity: 2 })));
    expect(results.map((res) => res.status)).toEqual(Array(12).fill(200));
    expect(await storedLines()).toEqual([{ book: a, quantity: 24 }]);
  });

  it('never lets concurrent adds push a line past the stock: exactly as many succeed as there are copies', async () => {
    const [a] = await addBooks(books, [5], 'Contested Book');
    const results = await Promise.all(Array.from({ length: 10 }, () => add({ bookId: a })));
    expect(results.filter((res) => res.status === 200)).toHaveLength(5);
    for (const res of results.filter((r) => r.status !== 200)) expectError(res, 400, 'INSUFFICIENT_STOCK');
    expect(await storedLines()).toEqual([{ book: a, quantity: 5 }]);
  });

  it('ignores unknown body fields and never stores them', async () => {
    const [a] = await addBooks(books, [5]);
    const res = await add({ bookId: a, quantity: 1, price: 0.01, user: UNKNOWN_ID });
    expect(res.status).toBe(200);
    const cart = await t.connection.db!.collection('carts').findOne({ user: new Types.ObjectId(shopper.user._id) });
    expect(Object.keys(cart!).filter((key) => !['__v', '_id', 'lines', 'updatedAt', 'user'].includes(key))).toEqual([]);
    expect(Object.keys(cart!.lines[0]).sort()).toEqual(['book', 'quantity']);
  });
});
