import { BooksService } from '../../src/books/books.service';
import { expectError, expectGqlError, gql, PNG_1X1, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBook, adminAndUser, auth, bookFields, postBook, storedCounts } from './book-fixtures';
import { checkLines } from '../../src/books/book-stock';

const UPDATE_BOOK = `mutation UpdateBook($id: ID!, $input: BookInput!, $expectedStock: Int) {
  updateBook(id: $id, input: $input, expectedStock: $expectedStock) { message book { id title stock } }
}`;
const changedMessage = (stock: number) => `Stock changed to ${stock} while you were editing. Check it and save again.`;

/** An admin's edit never silently undoes a sale: `expectedStock` on REST and GraphQL. */
describe('editing a book whose stock changes meanwhile', () => {
  let testApp: TestApp;
  let admin: Account;

  const update = (id: string, fields: Record<string, unknown>, image?: { buffer: Buffer; name: string }) =>
    postBook(testApp.http, admin.token, fields, image, `/api/admin/updateBook/${id}`);
  const sell = (id: string, quantity = 1) =>
    testApp.app.get(BooksService).takeStock(checkLines([{ bookId: id, quantity }]));
  const stored = async (id: string) =>
    (await testApp.http.get(`/api/user/book/${id}`).set(auth(admin.token))).body.book;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ admin } = await adminAndUser(testApp));
  });

  afterAll(() => testApp.close());

  describe('over REST', () => {
    it('saves when the stock is still the one the form loaded', async () => {
      const book = await addBook(testApp.http, admin.token, { stock: '5' });
      const res = await update(book._id, { ...bookFields({ title: 'Restocked', stock: '9' }), expectedStock: '5' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Book updated successfully', book: { title: 'Restocked', stock: 9 } });
    });

    it('answers 409 STOCK_CHANGED with the current stock after a sale, and changes nothing', async () => {
      const book = await addBook(testApp.http, admin.token, { title: 'Before', stock: '5' });
      await sell(book._id, 2);
      const res = await update(book._id, { ...bookFields({ title: 'After', stock: '5' }), expectedStock: '5' });
      expectError(res, 409, 'STOCK_CHANGED');
      expect(res.body.message).toBe(changedMessage(3));
      expect(await stored(book._id)).toMatchObject({ title: 'Before', stock: 3 });
    });

    it('keeps no new cover when the edit is refused', async () => {
      const book = await addBook(testApp.http, admin.token, { stock: '2' });
      await sell(book._id);
      const before = await storedCounts(testApp);
      const res = await update(
        book._id,
        { ...bookFields({ stock: '2' }), expectedStock: '2' },
        { buffer: PNG_1X1, name: 'new.png' },
      );
      expectError(res, 409, 'STOCK_CHANGED');
      expect(await storedCounts(testApp)).toEqual(before);
    });

    it('lets exactly one of several concurrent edits from the same loaded stock win', async () => {
      const book = await addBook(testApp.http, admin.token, { stock: '5' });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          update(book._id, { ...bookFields({ stock: String(10 + i) }), expectedStock: '5' }),
        ),
      );
      const saved = results.filter((res) => res.status === 200);
      expect(saved).toHaveLength(1);
      for (const res of results.filter((r) => r.status !== 200)) expectError(res, 409, 'STOCK_CHANGED');
      expect((await stored(book._id)).stock).toBe(saved[0].body.book.stock);
    });

    it('without expectedStock (older clients) sets the stock as sent', async () => {
      const book = await addBook(testApp.http, admin.token, { stock: '5' });
      await sell(book._id);
      const res = await update(book._id, bookFields({ stock: '7' }));
      expect(res.status).toBe(200);
      expect(res.body.book.stock).toBe(7);
      const json = await testApp.http
        .post(`/api/admin/updateBook/${book._id}`)
        .set(auth(admin.token))
        .send({ ...bookFields({ price: 3, stock: 1 }), expectedStock: 7 });
      expect(json.status).toBe(200);
      expect(json.body.book.stock).toBe(1);
    });

    it.each(['3.5', '-1', '1e3', 'abc', '9999999'])(
      'refuses expectedStock %p with 400 VALIDATION_FAILED',
      async (expectedStock) => {
        const book = await addBook(testApp.http, admin.token, { stock: '3' });
        const res = await update(book._id, { ...bookFields(), expectedStock });
        expectError(res, 400, 'VALIDATION_FAILED');
        expect(res.body.message).toBe('Expected stock must be a whole number of at least 0');
      },
    );

    it('answers 404 for a deleted book, whatever the expected stock', async () => {
      const book = await addBook(testApp.http, admin.token);
      await testApp.http.delete(`/api/admin/deleteBook/${book._id}`).set(auth(admin.token));
      expectError(await update(book._id, { ...bookFields(), expectedStock: '3' }), 404, 'NOT_FOUND');
    });
  });

  describe('over GraphQL', () => {
    const input = (overrides: Record<string, unknown> = {}) => ({
      title: 'Graph Book',
      author: 'Graph Author',
      category: 'Fiction',
      price: 10,
      stock: 6,
      ...overrides,
    });

    it('saves with the loaded stock and refuses a stale one with STOCK_CHANGED (409)', async () => {
      const book = await addBook(testApp.http, admin.token, { stock: '4' });
      const saved = await gql(
        testApp.http,
        UPDATE_BOOK,
        { id: book._id, input: input(), expectedStock: 4 },
        admin.token,
      );
      expect(saved.body.data.updateBook).toEqual({
        message: 'Book updated successfully',
        book: { id: book._id, title: 'Graph Book', stock: 6 },
      });

      await sell(book._id);
      const stale = await gql(
        testApp.http,
        UPDATE_BOOK,
        { id: book._id, input: input({ title: 'Lost' }), expectedStock: 6 },
        admin.token,
      );
      expectGqlError(stale, 'STOCK_CHANGED');
      expect(stale.body.errors[0].message).toBe(changedMessage(5));
      expect(stale.body.errors[0].extensions.statusCode).toBe(409);
      expect(await stored(book._id)).toMatchObject({ title: 'Graph Book', stock: 5 });
    });

    it('without expectedStock sets the stock as sent; a negative one is VALIDATION_FAILED', async () => {
      const book = await addBook(testApp.http, admin.token, { stock: '4' });
      await sell(book._id);
      const plain = await gql(testApp.http, UPDATE_BOOK, { id: book._id, input: input({ stock: 2 }) }, admin.token);
      expect(plain.body.data.updateBook.book.stock).toBe(2);
      const negative = await gql(
        testApp.http,
        UPDATE_BOOK,
        { id: book._id, input: input(), expectedStock: -1 },
        admin.token,
      );
      expectGqlError(negative, 'VALIDATION_FAILED');
      expect(negative.body.errors[0].message).toBe('Expected stock must be a whole number of at least 0');
    });
  });
});
