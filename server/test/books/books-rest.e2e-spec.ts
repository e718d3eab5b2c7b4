import { expectError, PNG_1X1, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBook, adminAndUser, auth, bookFields, postBook } from './book-fixtures';
import type { CatalogueReadsSetting } from '../../src/config/app-config';

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

// Whoever answers the catalogue's reads, the in-process index or the database, the answers are the same.
describe.each<CatalogueReadsSetting>(['memory', 'database'])('books over REST, CATALOGUE_READS=%s', (reads) => {
  let testApp: TestApp;
  let admin: Account;
  let user: Account;

  beforeAll(async () => {
    testApp = await createTestApp({ CATALOGUE_READS: reads });
    ({ admin, user } = await adminAndUser(testApp));
  });

  afterAll(() => testApp.close());

  it('lists an empty catalogue as { books: [] } for users and the admin', async () => {
    for (const [path, token] of [
      ['/api/user/allBooks', user.token],
      ['/api/admin/allBooks', admin.token],
    ]) {
      const res = await testApp.http.get(path).set(auth(token));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ books: [] });
    }
  });

  it('adds a book from a multipart form with a cover: 201 { message, book } in the WIRE shape', async () => {
    const res = await postBook(
      testApp.http,
      admin.token,
      bookFields({
        title: '  Dune  ',
        author: 'Frank Herbert',
        category: 'Science Fiction',
        price: '12.50',
        stock: '7',
      }),
      { buffer: PNG_1X1, name: 'dune.png' },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Book added successfully');
    const { book } = res.body;
    expect(Object.keys(book).sort()).toEqual(BOOK_KEYS);
    expect(book).toMatchObject({
      title: 'Dune',
      author: 'Frank Herbert',
      category: 'Science Fiction',
      description: 'A book made by a test.',
      price: 12.5,
      stock: 7,
    });
    expect(book._id).toMatch(/^[0-9a-f]{24}$/);
    expect(book.image).toMatch(/^http:\/\/store\.test\/api\/images\/[0-9a-f]{24}$/);
    expect(new Date(book.createdAt).toISOString()).toBe(book.createdAt);
    const image = await testApp.http.get(new URL(book.image).pathname);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('adds a book from a JSON body with real numbers and no cover (image "")', async () => {
    const res = await testApp.http
      .post('/api/admin/addBook')
      .set(auth(admin.token))
      .send({ title: 'Emma', author: 'Jane Austen', category: 'Romance', price: 7, stock: 0, description: '' });
    expect(res.status).toBe(201);
    expect(res.body.book).toMatchObject({
      title: 'Emma',
      category: 'Romance',
      price: 7,
      stock: 0,
      image: '',
      description: '',
    });
  });

  it('stores the price as integer cents and answers it as the decimal sent', async () => {
    const res = await postBook(testApp.http, admin.token, bookFields({ title: 'Cents Book', price: '19.99' }));
    expect(res.body.book.price).toBe(19.99);
    const stored = await testApp.connection.db!.collection('books').findOne({ title: 'Cents Book' });
    expect(stored).toMatchObject({ priceCents: 1999 });
    expect(stored).not.toHaveProperty('price');
    const again = await testApp.http.get(`/api/user/book/${res.body.book._id}`).set(auth(user.token));
    expect(again.body.book.price).toBe(19.99);
  });

  it('ignores unknown fields and never stores them', async () => {
    const res = await postBook(testApp.http, admin.token, { ...bookFields(), keywords: 'injected', rating: '5' });
    expect(res.status).toBe(201);
    const stored = await testApp.connection.db!.collection('books').findOne({ title: res.body.book.title });
    expect(stored).not.toHaveProperty('rating');
    expect(stored!.keywords).not.toContain('injected');
  });

  it('lists every book, newest first, for users and the admin', async () => {
    const newest = await addBook(testApp.http, admin.token, { title: 'Newest Of All' });
    const users = await testApp.http.get('/api/user/allBooks').set(auth(user.token));
    const admins = await testApp.http.get('/api/admin/allBooks').set(auth(admin.token));
    expect(users.status).toBe(200);
    expect(admins.body).toEqual(users.body);
    expect(users.body.books.length).toBeGreaterThanOrEqual(4);
    expect(users.body.books[0]).toEqual(newest);
    for (const book of users.body.books) expect(Object.keys(book).sort()).toEqual(BOOK_KEYS);
    const dates = users.body.books.map((book: { createdAt: string }) => book.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gets one book by id as { book }', async () => {
    const added = await addBook(testApp.http, admin.token, { title: 'Middlemarch' });
    const res = await testApp.http.get(`/api/user/book/${added._id}`).set(auth(user.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ book: added });
  });

  it('answers 404 NOT_FOUND "Book not found" for an unknown id and 400 INVALID_ID for a malformed one', async () => {
    const missing = await testApp.http.get('/api/user/book/0123456789abcdef01234567').set(auth(user.token));
    expectError(missing, 404, 'NOT_FOUND');
    expect(missing.body.message).toBe('Book not found');
    for (const [method, path] of [
      ['get', '/api/user/book/not-an-id'],
      ['post', '/api/admin/updateBook/123'],
      ['delete', '/api/admin/deleteBook/zzzzzzzzzzzzzzzzzzzzzzzz'],
    ] as const) {
      expectError(await testApp.http[method](path).set(auth(admin.token)), 400, 'INVALID_ID');
    }
    expectError(
      await testApp.http.delete('/api/admin/deleteBook/0123456789abcdef01234567').set(auth(admin.token)),
      404,
      'NOT_FOUND',
    );
  });

  it('updates a book: 200 { message, book }, keywords follow the new text', async () => {
    const added = await addBook(testApp.http, admin.token, { title: 'Old Title' });
    const res = await postBook(
      testApp.http,
      admin.token,
      {
        title: 'Brand New Title',
        author: 'Someone Else',
        category: 'History',
        price: '20',
        stock: '0',
        description: 'Now longer.',
      },
      undefined,
      `/api/admin/updateBook/${added._id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Book updated successfully');
    expect(res.body.book).toEqual({
      ...added,
      title: 'Brand New Title',
      author: 'Someone Else',
      category: 'History',
      price: 20,
      stock: 0,
      description: 'Now longer.',
    });
    const stored = await testApp.connection.db!.collection('books').findOne({ title: 'Brand New Title' });
    expect(stored!.keywords).toEqual(
      expect.arrayContaining(['brand', 'new', 'title', 'someone', 'else', 'now', 'longer']),
    );
    expect(stored!.keywords).not.toContain('old');
  });

  it('updates a book from a JSON body', async () => {
    const added = await addBook(testApp.http, admin.token);
    const res = await testApp.http
      .post(`/api/admin/updateBook/${added._id}`)
      .set(auth(admin.token))
      .send({ title: 'JSON Update', author: 'A', category: 'Horror', price: 0.99, stock: 2 });
    expect(res.status).toBe(200);
    expect(res.body.book).toMatchObject({ title: 'JSON Update', price: 0.99, stock: 2, description: '' });
  });

  it('deletes a book: 200 { message }, then it is gone', async () => {
    const added = await addBook(testApp.http, admin.token);
    const res = await testApp.http.delete(`/api/admin/deleteBook/${added._id}`).set(auth(admin.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Book deleted successfully' });
    expectError(await testApp.http.get(`/api/user/book/${added._id}`).set(auth(user.token)), 404, 'NOT_FOUND');
  });

  it('refuses admin routes to a shopper (403 FORBIDDEN) and every book route to a visitor (401)', async () => {
    const added = await addBook(testApp.http, admin.token);
    const adminRoutes = [
      () => testApp.http.get('/api/admin/allBooks'),
      () => testApp.http.post('/api/admin/addBook').send(bookFields()),
      () => testApp.http.post(`/api/admin/updateBook/${added._id}`).send(bookFields()),
      () => testApp.http.delete(`/api/admin/deleteBook/${added._id}`),
    ];
    for (const route of adminRoutes) {
      expectError(await route().set(auth(user.token)), 403, 'FORBIDDEN');
      expectError(await route(), 401, 'UNAUTHENTICATED');
    }
    expectError(await testApp.http.get('/api/user/allBooks'), 401, 'UNAUTHENTICATED');
    expectError(await testApp.http.get(`/api/user/book/${added._id}`), 401, 'UNAUTHENTICATED');
    const still = await testApp.http.get(`/api/user/book/${added._id}`).set(auth(user.token));
    expect(still.status).toBe(200);
  });
});
