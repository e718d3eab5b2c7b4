import {
  expectError,
  expectGqlError,
  gql,
  gqlUpload,
  NOT_AN_IMAGE,
  OVERSIZED_PNG,
  PNG_1X1,
  type Account,
} from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBook, adminAndUser, bookFields, postBook, storedCounts } from './book-fixtures';

const ADD_BOOK = `mutation AddBook($input: BookInput!, $image: Upload) {
  addBook(input: $input, image: $image) { message book { id title price stock category image } }
}`;

describe('book validation', () => {
  let testApp: TestApp;
  let admin: Account;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ admin } = await adminAndUser(testApp));
  });

  afterAll(() => testApp.close());

  it.each([
    ['12.5', 12.5],
    ['12', 12],
    ['0', 0],
    ['12.50', 12.5],
    ['0.99', 0.99],
  ])('accepts the multipart price %p as %p', async (price, expected) => {
    const res = await postBook(testApp.http, admin.token, bookFields({ price }));
    expect(res.status).toBe(201);
    expect(res.body.book.price).toBe(expected);
  });

  it.each(['12abc', '-1', '1.999', '', 'NaN', '1e3', ' ', '0x10', 'Infinity', '1,5', '.5'])(
    'rejects the multipart price %p with 400 naming the price',
    async (price) => {
      const res = await postBook(testApp.http, admin.token, bookFields({ price }));
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toMatch(/^Price /);
    },
  );

  it('accepts stock "3" and rejects "3.5", "-1", "abc" and a missing stock, naming the stock', async () => {
    expect((await postBook(testApp.http, admin.token, bookFields({ stock: '3' }))).body.book.stock).toBe(3);
    for (const stock of ['3.5', '-1', 'abc', '', undefined]) {
      const res = await postBook(testApp.http, admin.token, { ...bookFields(), stock });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toMatch(/^Stock /);
    }
  });

  it('rejects a missing or unknown category, naming the category', async () => {
    for (const category of [undefined, '', 'Cooking', 'science-fiction']) {
      const res = await postBook(testApp.http, admin.token, { ...bookFields(), category });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toMatch(/^Category /);
    }
  });

  it('accepts a title and author made only of combining marks, which leave no letters to sort by', async () => {
    const res = await postBook(testApp.http, admin.token, bookFields({ title: '\u0301', author: '\u{E016E}\u0308' }));
    expect(res.status).toBe(201);
    expect(res.body.book).toMatchObject({ title: '\u0301', author: '\u{E016E}\u0308' });
  });

  it('requires title and author (blank after trimming counts as missing) and limits their length', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: undefined }, 'Title is required'],
      [{ title: '   ' }, 'Title is required'],
      [{ author: undefined }, 'Author is required'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters long'],
      [{ author: 'x'.repeat(201) }, 'Author must be at most 200 characters long'],
      [{ description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters long'],
    ];
    for (const [override, message] of cases) {
      const res = await postBook(testApp.http, admin.token, { ...bookFields(), ...override });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe(message);
    }
    const longest = await postBook(testApp.http, admin.token, bookFields({ description: 'x'.repeat(2000) }));
    expect(longest.status).toBe(201);
  });

  it('applies the same rules to JSON bodies: numbers, not operator objects', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ price: -1 }, /^Price /],
      [{ price: 1.999 }, /^Price /],
      [{ price: '12.5x' }, /^Price /],
      [{ price: { $gt: 0 } }, /^Price /],
      [{ stock: 2.5 }, /^Stock /],
      [{ stock: -3 }, /^Stock /],
      [{ title: { $ne: '' } }, /^Title /],
      [{ category: ['Fiction'] }, /^Category /],
    ];
    for (const [override, message] of cases) {
      const res = await testApp.http
        .post('/api/admin/addBook')
        .set('authorization', `Bearer ${admin.token}`)
        .send({ ...bookFields({ price: 5, stock: 1 }), ...override });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toMatch(message);
    }
  });

  it('validates updates like additions and leaves the book unchanged on failure', async () => {
    const book = await addBook(testApp.http, admin.token, { price: '4' });
    const res = await postBook(
      testApp.http,
      admin.token,
      bookFields({ price: '1.999' }),
      undefined,
      `/api/admin/updateBook/${book._id}`,
    );
    expectError(res, 400, 'VALIDATION_FAILED');
    const after = await testApp.http.get(`/api/user/book/${book._id}`).set('authorization', `Bearer ${admin.token}`);
    expect(after.body.book).toEqual(book);
  });

  it('refuses a non-image cover with 400 UNSUPPORTED_FILE and stores nothing', async () => {
    const before = await storedCounts(testApp);
    const res = await postBook(testApp.http, admin.token, bookFields(), { buffer: NOT_AN_IMAGE, name: 'cover.png' });
    expectError(res, 400, 'UNSUPPORTED_FILE');
    expect(await storedCounts(testApp)).toEqual(before);
  });

  it('refuses a cover over 5 MB with 413 FILE_TOO_LARGE and stores nothing', async () => {
    const before = await storedCounts(testApp);
    const res = await postBook(testApp.http, admin.token, bookFields(), { buffer: OVERSIZED_PNG, name: 'big.png' });
    expectError(res, 413, 'FILE_TOO_LARGE');
    expect(await storedCounts(testApp)).toEqual(before);
  });

  it('stores no cover when the fields are invalid, even with a valid image', async () => {
    const before = await storedCounts(testApp);
    const res = await postBook(testApp.http, admin.token, bookFields({ price: '-5' }), {
      buffer: PNG_1X1,
      name: 'ok.png',
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(await storedCounts(testApp)).toEqual(before);
  });

  it('refuses a cover update with a bad file and keeps the old cover', async () => {
    const book = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'a.png' });
    const before = await storedCounts(testApp);
    const path = `/api/admin/updateBook/${book._id}`;
    expectError(
      await postBook(testApp.http, admin.token, bookFields(), { buffer: NOT_AN_IMAGE, name: 'x.png' }, path),
      400,
      'UNSUPPORTED_FILE',
    );
    expectError(
      await postBook(testApp.http, admin.token, bookFields(), { buffer: OVERSIZED_PNG, name: 'x.png' }, path),
      413,
      'FILE_TOO_LARGE',
    );
    expect(await storedCounts(testApp)).toEqual(before);
    expect((await testApp.http.get(new URL(book.image).pathname)).status).toBe(200);
  });

  describe('a price with more than 2 decimals, however small the excess, on every path', () => {
    const UPDATE_BOOK = `mutation UpdateBook($id: ID!, $input: BookInput!) {
      updateBook(id: $id, input: $input) { book { price } }
    }`;
    const TOO_PRECISE = [0.000000001, 0.001, 1.0000001, 12.345, 999999.991];
    const gqlInput = { title: 'Precise', author: 'Ada', category: 'Technology', description: '', stock: 1 };

    it.each(TOO_PRECISE)(
      'refuses %p over REST JSON and GraphQL, adding and updating, and stores nothing',
      async (price) => {
        const book = await addBook(testApp.http, admin.token, { price: '7.5' });
        const before = await storedCounts(testApp);
        const rest = (path: string) =>
          testApp.http
            .post(path)
            .set('authorization', `Bearer ${admin.token}`)
            .send({ ...bookFields(), stock: 1, price });
        for (const res of [await rest('/api/admin/addBook'), await rest(`/api/admin/updateBook/${book._id}`)]) {
          expectError(res, 400, 'VALIDATION_FAILED');
          expect(res.body.message).toBe('Price must be a number of at least 0 with at most 2 decimals');
        }
        const added = await gql(testApp.http, ADD_BOOK, { input: { ...gqlInput, price } }, admin.token);
        const updated = await gql(
          testApp.http,
          UPDATE_BOOK,
          { id: book._id, input: { ...gqlInput, price } },
          admin.token,
        );
        for (const res of [added, updated]) {
          expectGqlError(res, 'VALIDATION_FAILED');
          expect(res.body.errors[0].message).toBe('Price must be a number of at least 0 with at most 2 decimals');
        }
        expect(await storedCounts(testApp)).toEqual(before);
        const stored = await testApp.http
          .get(`/api/user/book/${book._id}`)
          .set('authorization', `Bearer ${admin.token}`);
        expect(stored.body.book.price).toBe(7.5);
      },
    );

    it('refuses them as multipart text too, and still takes 0 and what floating point adds to a sum', async () => {
      for (const price of ['0.000000001', '0.001', '12.345']) {
        expectError(await postBook(testApp.http, admin.token, bookFields({ price })), 400, 'VALIDATION_FAILED');
      }
      const zero = await gql(testApp.http, ADD_BOOK, { input: { ...gqlInput, price: 0 } }, admin.token);
      expect(zero.body.data.addBook.book.price).toBe(0);
      const sum = await gql(testApp.http, ADD_BOOK, { input: { ...gqlInput, price: 0.1 + 0.2 } }, admin.token);
      expect(sum.body.data.addBook.book.price).toBe(0.3);
    });
  });

  describe('over GraphQL', () => {
    const input = (overrides: Record<string, unknown> = {}) => ({
      title: 'GraphQL Book',
      author: 'Ada',
      category: 'Technology',
      description: '',
      price: 9.99,
      stock: 4,
      ...overrides,
    });

    it('adds a book with Float price and Int stock', async () => {
      const res = await gql(testApp.http, ADD_BOOK, { input: input() }, admin.token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.addBook).toMatchObject({
        message: 'Book added successfully',
        book: { price: 9.99, stock: 4, image: '' },
      });
    });

    it.each([
      ['price 1.999', { price: 1.999 }, /^Price /],
      ['price -0.01', { price: -0.01 }, /^Price /],
      ['stock -1', { stock: -1 }, /^Stock /],
      ['stock 3.5', { stock: 3.5 }, /Int/],
      ['category Cooking', { category: 'Cooking' }, /^Category /],
      ['a blank title', { title: ' ' }, /^Title is required$/],
      ['a 2001-character description', { description: 'x'.repeat(2001) }, /^Description /],
    ])('rejects %s with VALIDATION_FAILED', async (_label, override, message) => {
      const res = await gql(testApp.http, ADD_BOOK, { input: input(override) }, admin.token);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].message).toMatch(message);
    });

    it('refuses non-image and oversized uploads and stores nothing', async () => {
      const before = await storedCounts(testApp);
      const bad = await gqlUpload(
        testApp.http,
        ADD_BOOK,
        { input: input(), image: null },
        'variables.image',
        { buffer: NOT_AN_IMAGE, name: 'x.png' },
        admin.token,
      );
      expectGqlError(bad, 'UNSUPPORTED_FILE');
      const big = await gqlUpload(
        testApp.http,
        ADD_BOOK,
        { input: input(), image: null },
        'variables.image',
        { buffer: OVERSIZED_PNG, name: 'x.png' },
        admin.token,
      );
      expectGqlError(big, 'FILE_TOO_LARGE');
      expect(await storedCounts(testApp)).toEqual(before);
    });
  });
});
