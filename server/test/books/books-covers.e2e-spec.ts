import { expectError, expectGqlError, gql, gqlUpload, PNG_1X1, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBook, adminAndUser, auth, bookFields, postBook, storedCounts } from './book-fixtures';

/** A second, different valid PNG (the 1x1 PNG with a trailing byte after IEND). */
const OTHER_PNG = Buffer.concat([PNG_1X1, Buffer.from([0])]);
const UPDATE_BOOK = `mutation UpdateBook($id: ID!, $input: BookInput!, $image: Upload, $removeImage: Boolean) {
  updateBook(id: $id, input: $input, image: $image, removeImage: $removeImage) { message book { id image title } }
}`;

describe('book covers', () => {
  let testApp: TestApp;
  let admin: Account;

  const imagePath = (url: string) => new URL(url).pathname;
  const imageStatus = async (url: string) => (await testApp.http.get(imagePath(url))).status;
  const update = (id: string, fields: Record<string, unknown>, image?: { buffer: Buffer; name: string }) =>
    postBook(testApp.http, admin.token, fields, image, `/api/admin/updateBook/${id}`);
  const gqlInput = { title: 'Covered', author: 'A. Author', category: 'Fantasy', description: '', price: 5, stock: 1 };

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ admin } = await adminAndUser(testApp));
  });

  afterAll(() => testApp.close());

  it('replaces the cover with a new file and deletes the old file (old URL answers 404)', async () => {
    const book = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'old.png' });
    const before = await storedCounts(testApp);
    const res = await update(book._id, bookFields(), { buffer: OTHER_PNG, name: 'new.png' });
    expect(res.status).toBe(200);
    expect(res.body.book.image).not.toBe(book.image);
    expect(await imageStatus(res.body.book.image)).toBe(200);
    expect(await imageStatus(book.image)).toBe(404);
    expect(await storedCounts(testApp)).toEqual(before);
  });

  it('keeps the cover when the form sends back the current image URL, or its id, or no image field', async () => {
    const book = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'keep.png' });
    const id = book.image.split('/').pop()!;
    for (const image of [book.image, id, undefined]) {
      const res = await update(book._id, { ...bookFields(), image });
      expect(res.status).toBe(200);
      expect(res.body.book.image).toBe(book.image);
    }
    expect(await imageStatus(book.image)).toBe(200);
  });

  it('removes the cover when the form sends image "" and deletes the file', async () => {
    const book = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'gone.png' });
    const res = await update(book._id, { ...bookFields(), image: '' });
    expect(res.status).toBe(200);
    expect(res.body.book.image).toBe('');
    expect(await imageStatus(book.image)).toBe(404);
  });

  it("refuses another record's image as a cover, so that no two records share a file", async () => {
    const owner = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'mine.png' });
    const other = await addBook(testApp.http, admin.token);
    expectError(await update(other._id, { ...bookFields(), image: owner.image }), 400, 'VALIDATION_FAILED');
    const json = await testApp.http
      .post('/api/admin/addBook')
      .set(auth(admin.token))
      .send({ ...bookFields({ price: 1, stock: 1 }), image: owner.image });
    expectError(json, 400, 'VALIDATION_FAILED');
    expectError(await update(other._id, { ...bookFields(), image: 'javascript:alert(1)' }), 400, 'VALIDATION_FAILED');
  });

  it('accepts an external http(s) URL as a cover and removes the old stored file', async () => {
    const book = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'ext.png' });
    const url = 'https://covers.example.com/b/123.jpg';
    const res = await update(book._id, { ...bookFields(), image: url });
    expect(res.body.book.image).toBe(url);
    expect(await imageStatus(book.image)).toBe(404);
  });

  it('deletes the cover file together with the book', async () => {
    const book = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'del.png' });
    const before = await storedCounts(testApp);
    expect((await testApp.http.delete(`/api/admin/deleteBook/${book._id}`).set(auth(admin.token))).status).toBe(200);
    expect(await imageStatus(book.image)).toBe(404);
    expect(await storedCounts(testApp)).toEqual({
      ...before,
      books: before.books - 1,
      images: before.images - 1,
      chunks: before.chunks - 1,
    });
  });

  it('stores no new file when the update targets a book that does not exist', async () => {
    const before = await storedCounts(testApp);
    const res = await update('0123456789abcdef01234567', bookFields(), { buffer: PNG_1X1, name: 'x.png' });
    expectError(res, 404, 'NOT_FOUND');
    expect(await storedCounts(testApp)).toEqual(before);
  });

  describe('over GraphQL', () => {
    it('adds with an Upload, replaces with another, keeps by default, removes with removeImage', async () => {
      const added = await gqlUpload(
        testApp.http,
        `mutation($input: BookInput!, $image: Upload) { addBook(input: $input, image: $image) { book { id image } } }`,
        { input: gqlInput, image: null },
        'variables.image',
        { buffer: PNG_1X1, name: 'a.png' },
        admin.token,
      );
      const { id, image: first } = added.body.data.addBook.book;
      expect(await imageStatus(first)).toBe(200);

      const replaced = await gqlUpload(
        testApp.http,
        UPDATE_BOOK,
        { id, input: gqlInput, image: null },
        'variables.image',
        { buffer: OTHER_PNG, name: 'b.png' },
        admin.token,
      );
      const second = replaced.body.data.updateBook.book.image;
      expect(second).not.toBe(first);
      expect(await imageStatus(first)).toBe(404);

      const kept = await gql(testApp.http, UPDATE_BOOK, { id, input: { ...gqlInput, title: 'Renamed' } }, admin.token);
      expect(kept.body.data.updateBook).toEqual({
        message: 'Book updated successfully',
        book: { id, image: second, title: 'Renamed' },
      });

      const removed = await gql(testApp.http, UPDATE_BOOK, { id, input: gqlInput, removeImage: true }, admin.token);
      expect(removed.body.data.updateBook.book.image).toBe('');
      expect(await imageStatus(second)).toBe(404);
    });

    it('refuses a new image together with removeImage', async () => {
      const book = await addBook(testApp.http, admin.token);
      const res = await gqlUpload(
        testApp.http,
        UPDATE_BOOK,
        { id: book._id, input: gqlInput, image: null, removeImage: true },
        'variables.image',
        { buffer: PNG_1X1, name: 'c.png' },
        admin.token,
      );
      expectGqlError(res, 'VALIDATION_FAILED');
    });

    it('deletes a book and its cover with deleteBook', async () => {
      const book = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'd.png' });
      const res = await gql(
        testApp.http,
        `mutation($id: ID!) { deleteBook(id: $id) { message } }`,
        { id: book._id },
        admin.token,
      );
      expect(res.body.data.deleteBook).toEqual({ message: 'Book deleted successfully' });
      expect(await imageStatus(book.image)).toBe(404);
      const again = await gql(
        testApp.http,
        `mutation($id: ID!) { deleteBook(id: $id) { message } }`,
        { id: book._id },
        admin.token,
      );
      expectGqlError(again, 'NOT_FOUND');
    });
  });
});
