import { BooksService, type NewBook } from '../../src/books/books.service';
import { AppError } from '../../src/common/errors/app-error';
import { createTestApp, type TestApp } from '../setup/test-app';
import { checkLines } from '../../src/books/book-stock';

const UNKNOWN_ID = '0123456789abcdef01234567';

/** BooksService's stock rules, against the real database (orders and carts call these). */
describe('taking and returning stock', () => {
  let testApp: TestApp;
  let books: BooksService;

  const addBooks = (...stocks: number[]) =>
    books.importMany(
      stocks.map((stock, i): NewBook => ({
        title: `Stock Book ${i + 1}`,
        author: 'Stock Author',
        category: 'Fiction',
        description: 'A book whose stock is tested.',
        price: 12.5 + i,
        stock,
      })),
    );
  const stockOf = async (...ids: string[]) => Promise.all(ids.map(async (id) => (await books.findOne(id)).stock));
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the take to fail');
      },
      (error: AppError) => ({ code: error.code, status: error.status, message: error.message }),
    );

  beforeAll(async () => {
    testApp = await createTestApp();
    books = testApp.app.get(BooksService);
  });

  afterAll(() => testApp.close());

  it('takes every line and returns the snapshots an order keeps, price in cents', async () => {
    const [a, b] = await addBooks(5, 2);
    const taken = await books.takeStock(
      checkLines([
        { bookId: a, quantity: 2 },
        { bookId: b, quantity: 2 },
      ]),
    );
    expect(taken).toEqual([
      {
        book: {
          _id: a,
          title: 'Stock Book 1',
          author: 'Stock Author',
          category: 'Fiction',
          description: 'A book whose stock is tested.',
          image: '',
          priceCents: 1250,
        },
        quantity: 2,
      },
      { book: expect.objectContaining({ _id: b, title: 'Stock Book 2', priceCents: 1350 }), quantity: 2 },
    ]);
    expect(await stockOf(a, b)).toEqual([3, 0]);
  });

  it('takes nothing when one line is short, puts back what it had taken, and names the book', async () => {
    const [a, b, c] = await addBooks(5, 1, 4);
    const error = await failure(
      books.takeStock(
        checkLines([
          { bookId: a, quantity: 2 },
          { bookId: c, quantity: 4 },
          { bookId: b, quantity: 2 },
        ]),
      ),
    );
    expect(error).toEqual({
      code: 'INSUFFICIENT_STOCK',
      status: 400,
      message: 'Insufficient stock for Stock Book 2. Available: 1, Requested: 2',
    });
    expect(await stockOf(a, b, c)).toEqual([5, 1, 4]);
  });

  it('answers NOT_FOUND "Book not found" for a deleted book and puts back the lines before it', async () => {
    const [a, gone] = await addBooks(3, 3);
    await books.remove(gone);
    const error = await failure(
      books.takeStock(
        checkLines([
          { bookId: a, quantity: 1 },
          { bookId: gone, quantity: 1 },
        ]),
      ),
    );
    expect(error).toEqual({ code: 'NOT_FOUND', status: 404, message: 'Book not found' });
    expect(await failure(books.takeStock(checkLines([{ bookId: UNKNOWN_ID, quantity: 1 }])))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await stockOf(a)).toEqual([3]);
  });

  it('counts repeated lines of one book together', async () => {
    const [a] = await addBooks(3);
    const error = await failure(
      books.takeStock(
        checkLines([
          { bookId: a, quantity: 2 },
          { bookId: a, quantity: 2 },
        ]),
      ),
    );
    expect(error.message).toBe('Insufficient stock for Stock Book 1. Available: 3, Requested: 4');
    const taken = await books.takeStock(
      checkLines([
        { bookId: a, quantity: 1 },
        { bookId: a, quantity: 2 },
      ]),
    );
    expect(taken.map((line) => [line.book._id, line.quantity])).toEqual([[a, 3]]);
    expect(await stockOf(a)).toEqual([0]);
  });

  it.each([0, -1, 1.5])('refuses the quantity %p before touching stock', async (quantity) => {
    const [a] = await addBooks(3);
    // Lines are checked where they come in (checkLines), so a take or a return never sees a bad one.
    expect(() => checkLines([{ bookId: a, quantity }])).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'Quantity must be a whole number of at least 1' }),
    );
    expect(() => checkLines([{ bookId: 'nope', quantity: 1 }])).toThrow(
      expect.objectContaining({ code: 'INVALID_ID' }),
    );
    expect(await stockOf(a)).toEqual([3]);
  });

  it('never goes below 0: of 50 concurrent single-copy takes at stock 5, exactly 5 succeed', async () => {
    const [a] = await addBooks(5);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => books.takeStock(checkLines([{ bookId: a, quantity: 1 }]))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const reasons = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => o.reason.message);
    expect(new Set(reasons)).toEqual(new Set(['Insufficient stock for Stock Book 1. Available: 0, Requested: 1']));
    expect(await stockOf(a)).toEqual([0]);
  });

  it('never leaves a partial take when two-line takes compete for the same books in opposite orders', async () => {
    const [a, b] = await addBooks(4, 4);
    const orders = Array.from({ length: 24 }, (_, i) =>
      i % 2
        ? [
            { bookId: a, quantity: 1 },
            { bookId: b, quantity: 2 },
          ]
        : [
            { bookId: b, quantity: 1 },
            { bookId: a, quantity: 2 },
          ],
    );
    const outcomes = await Promise.allSettled(orders.map((lines) => books.takeStock(checkLines(lines))));
    const succeeded = orders.filter((_, i) => outcomes[i].status === 'fulfilled');
    const takenOf = (id: string) =>
      succeeded.flat().reduce((sum, line) => sum + (line.bookId === id ? line.quantity : 0), 0);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(await stockOf(a, b)).toEqual([4 - takenOf(a), 4 - takenOf(b)]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason.code).toBe('INSUFFICIENT_STOCK');
    }
  });

  it('puts copies back, skipping a deleted book', async () => {
    const [a, gone] = await addBooks(1, 1);
    await books.takeStock(checkLines([{ bookId: a, quantity: 1 }]));
    await books.remove(gone);
    await books.returnStock(
      checkLines([
        { bookId: a, quantity: 2 },
        { bookId: gone, quantity: 1 },
      ]),
    );
    expect(await stockOf(a)).toEqual([2]);
  });

  it('finds many books in one go, with their prices in cents, in the order asked, null for unknown or malformed ids', async () => {
    const [a, b] = await addBooks(1, 2);
    const found = await books.findMany([b, UNKNOWN_ID, a, 'nope', b.toUpperCase()]);
    expect(found.map((entry) => entry?.book._id ?? null)).toEqual([b, null, a, null, b]);
    expect(found[0]?.book).toMatchObject({ title: 'Stock Book 2', price: 13.5, stock: 2, image: '' });
    expect(found[0]?.priceCents).toBe(1350);
    expect(await books.findMany([])).toEqual([]);
  });
});
