import { Logger } from '@nestjs/common';
import { MAX_NESTING, NESTING_MESSAGE } from '../../src/common/http/nesting-limit';
import { addBooks } from '../orders/order-fixtures';
import { BooksService } from '../../src/books/books.service';
import { expectError, PNG_1X1, registerUser, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

/** `levels` arrays inside one another around `inner` (10,000 of them are 20 KB). */
const arrays = (levels: number, inner = '') => '['.repeat(levels) + inner + ']'.repeat(levels);
/** `levels` objects inside one another. */
const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';

/**
 * Input nested deeper than MAX_NESTING levels is refused with 400 before any validation, on every
 * route and transport: 10,000 levels used to overflow the validators' recursion into a 500.
 */
describe('deeply nested input', () => {
  let t: TestApp;
  let shopper: Account;
  let admin: Account;
  let bookId: string;
  let logged: jest.SpyInstance;

  const json = (req: ReturnType<TestApp['http']['post']>, body: string) =>
    req.set('content-type', 'application/json').send(body);
  const expectTooDeep = (res: { status: number; body: unknown }) => {
    expectError(res, 400, 'VALIDATION_FAILED');
    expect((res.body as { message: string }).message).toBe(NESTING_MESSAGE);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin' });
    shopper = await registerUser(t.http);
    [bookId] = await addBooks(t.app.get(BooksService), [5]);
  });

  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error');
  });

  afterEach(() => {
    expect(logged).not.toHaveBeenCalled(); // nothing unexpected happened on the server
    jest.restoreAllMocks();
  });

  afterAll(() => t.close());

  it.each([
    ['10,000 arrays', arrays(10_000)],
    ['10,000 objects', objects(10_000)],
  ])('refuses %s in a JSON body on every kind of route', async (_kind, deep) => {
    const bearer = (token: string) => `Bearer ${token}`;
    expectTooDeep(await json(t.http.post('/api/user/login'), `{"email":${deep},"password":"x"}`));
    expectTooDeep(await json(t.http.post('/api/user/register'), `{"name":${deep}}`));
    expectTooDeep(
      await json(
        t.http.put(`/api/user/cart/${bookId}`).set('authorization', bearer(shopper.token)),
        `{"quantity":${deep}}`,
      ),
    );
    expectTooDeep(
      await json(
        t.http.post('/api/user/order/manual').set('authorization', bearer(shopper.token)),
        `{"books":${deep}}`,
      ),
    );
    expectTooDeep(
      await json(t.http.post('/api/admin/addBook').set('authorization', bearer(admin.token)), `{"title":${deep}}`),
    );
  });

  it(`lets ${MAX_NESTING} levels through to the ordinary validation, and refuses one more`, async () => {
    // The body is one level; the email adds the rest.
    const atLimit = await json(t.http.post('/api/user/login'), `{"email":${arrays(MAX_NESTING - 1)},"password":"x"}`);
    expectError(atLimit, 400, 'VALIDATION_FAILED');
    expect(atLimit.body.message).toBe('Email must be text');
    expectTooDeep(await json(t.http.post('/api/user/login'), `{"email":${arrays(MAX_NESTING)},"password":"x"}`));
  });

  it('refuses deep GraphQL variables, sent as JSON, as multipart operations or in a GET', async () => {
    const variables = `{"input":{"email":"a@example.com","password":${arrays(10_000, '"x"')}}}`;
    expectTooDeep(await json(t.http.post('/graphql'), `{"query":${JSON.stringify(LOGIN)},"variables":${variables}}`));

    const multipart = await t.http
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field('operations', `{"query":${JSON.stringify(LOGIN)},"variables":${variables}}`)
      .field('map', '{}');
    expectTooDeep(multipart);

    const get = await t.http
      .get('/graphql')
      .set('apollo-require-preflight', 'true')
      .query({ query: '{ adminExists }', variables: `{"a":${arrays(2_000)}}` });
    expectTooDeep(get);
  });

  it('refuses a deeply nested form body with the same message', async () => {
    const res = await t.http
      .post('/api/user/login')
      .type('form')
      .send(`email${'[a]'.repeat(2_000)}=x&password=x`);
    expectTooDeep(res);
  });

  describe('multipart forms (parsed by multer in the route, after the body parsers)', () => {
    /** A form field `name[a][a]…` nested `levels` deep: the body is one level, each `[a]` one more. */
    const deepField = (levels: number) => `name${'[a]'.repeat(levels - 1)}`;
    const forms: Array<[string, () => ReturnType<TestApp['http']['post']>]> = [
      ['POST /api/user/register', () => t.http.post('/api/user/register')],
      ['PUT /api/user/profile', () => t.http.put('/api/user/profile').set('authorization', `Bearer ${shopper.token}`)],
      [
        'POST /api/admin/addBook',
        () => t.http.post('/api/admin/addBook').set('authorization', `Bearer ${admin.token}`),
      ],
      [
        'POST /api/admin/updateBook/:id',
        () => t.http.post(`/api/admin/updateBook/${bookId}`).set('authorization', `Bearer ${admin.token}`),
      ],
      [
        'POST /api/admin/books/import/dry-run',
        () => t.http.post('/api/admin/books/import/dry-run').set('authorization', `Bearer ${admin.token}`),
      ],
    ];

    it.each(forms)(`refuses a field of ${MAX_NESTING + 1} levels and of 2,500 on %s`, async (_route, request) => {
      for (const levels of [MAX_NESTING + 1, 2_500]) {
        const res = await request().field('email', 'deep@example.com').field(deepField(levels), 'x');
        expectTooDeep(res);
      }
    });

    it(`lets a field of ${MAX_NESTING} levels through to the ordinary validation`, async () => {
      const res = await t.http
        .post('/api/user/register')
        .field(deepField(MAX_NESTING), 'x')
        .field('email', 'deep@example.com')
        .field('password', 'secret123');
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('Name must be text');
    });

    it('still takes an ordinary form with its file', async () => {
      const res = await t.http
        .put('/api/user/profile')
        .set('authorization', `Bearer ${shopper.token}`)
        .field('name', 'Shallow Form')
        .field('email', shopper.user.email)
        .attach('photo', PNG_1X1, 'photo.png');
      expect(res.status).toBe(200);
      expect(res.body.user.name).toBe('Shallow Form');
    });
  });

  it('still answers ordinary requests', async () => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set('authorization', `Bearer ${shopper.token}`)
      .send({ books: [{ book: bookId, quantity: 1 }] });
    expect(res.status).toBe(201);
  });
});
