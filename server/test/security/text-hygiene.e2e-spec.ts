import { expectError, gql, registerUser, uniqueEmail, type Account } from '../setup/helpers';
import { REGISTER, UPDATE_PROFILE } from '../setup/operations';
import { createTestApp, type TestApp } from '../setup/test-app';

const EMOJI = '\u{1F4DA}'; // 📚: one character, two UTF-16 units
const ADD_BOOK = `mutation AddBook($input: BookInput!) { addBook(input: $input) { book { id title author description } } }`;
const SEARCH = `query Search($search: String) { books(search: $search, first: 5) { totalCount } }`;

/** Characters no name or title may contain, each with the kind of problem it shows. */
const REFUSED: Array<[string, string]> = [
  ['a control character', 'Ada\u0007 Lovelace'],
  ['a lone surrogate', 'Ada \uD800Lovelace'],
  ['a right-to-left override', 'Ada \u202Eecalevol'],
  ['a bidi isolate', 'Ada \u2066Lovelace\u2069'],
];
const ZERO_WIDTH_ONLY = '\u200B\u200C\u200D\u2060\uFEFF\u00A0';

/**
 * Text hygiene for what people type (see src/common/text/text-rules.ts): refused characters,
 * invisible-only values and lengths counted as people count them, through REST and GraphQL.
 */
describe('text hygiene', () => {
  let t: TestApp;
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
  });

  afterAll(async () => {
    await t.close();
  });

  const gqlMessage = (res: { body: any }) => {
    expect(res.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    return res.body.errors[0].message as string;
  };

  describe('registration', () => {
    const restRegister = (name: string) =>
      t.http.post('/api/user/register').send({ name, email: uniqueEmail(), password: 'secret123' });
    const gqlRegister = (name: string) =>
      gql(t.http, REGISTER, { input: { name, email: uniqueEmail(), password: 'secret123' } });

    it.each(REFUSED)('refuses a name with %s (REST and GraphQL), naming the field', async (_kind, name) => {
      const rest = await restRegister(name);
      expectError(rest, 400, 'VALIDATION_FAILED');
      expect(rest.body.message).toBe('Name contains characters that are not allowed');
      expect(gqlMessage(await gqlRegister(name))).toBe('Name contains characters that are not allowed');
    });

    it('refuses a lone surrogate sent as a raw JSON escape', async () => {
      const res = await t.http
        .post('/api/user/register')
        .set('content-type', 'application/json')
        .send(`{"name":"\\ud800","email":"${uniqueEmail()}","password":"secret123"}`);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('Name contains characters that are not allowed');
    });

    it('treats a name of zero-width and no-break spaces as missing', async () => {
      const rest = await restRegister(ZERO_WIDTH_ONLY);
      expectError(rest, 400, 'VALIDATION_FAILED');
      expect(rest.body.message).toBe('Name is required');
      expect(gqlMessage(await gqlRegister(ZERO_WIDTH_ONLY))).toBe('Name is required');
    });

    it('refuses a line break and a direction mark in a name', async () => {
      expect((await restRegister('Ada\nLovelace')).body.message).toBe('Name must be a single line');
      expect((await restRegister('Ada\u200F')).body.message).toBe('Name contains characters that are not allowed');
    });

    it('counts emoji as one character each: 100 fit in a name, 101 and 150 get the length message', async () => {
      const ok = await restRegister(EMOJI.repeat(100));
      expect(ok.status).toBe(201);
      expect(ok.body.user.name).toBe(EMOJI.repeat(100));
      for (const count of [101, 150]) {
        const rest = await restRegister(EMOJI.repeat(count));
        expectError(rest, 400, 'VALIDATION_FAILED');
        expect(rest.body.message).toBe('Name must be at most 100 characters long');
        expect(gqlMessage(await gqlRegister(EMOJI.repeat(count)))).toBe('Name must be at most 100 characters long');
      }
    });

    it('stores the name trimmed of invisible characters and in NFC', async () => {
      const res = await restRegister('\u200B Jose\u0301 \uFEFF');
      expect(res.status).toBe(201);
      expect(res.body.user.name).toBe('Jos\u00E9');
    });

    it('accepts a password with spaces and emoji, and refuses one with a control character', async () => {
      const email = uniqueEmail();
      const password = ` my ${EMOJI} pass `;
      const created = await t.http.post('/api/user/register').send({ name: 'Ada', email, password });
      expect(created.status).toBe(201);
      const login = await t.http.post('/api/user/login').send({ email, password });
      expect(login.status).toBe(200);

      const refused = await t.http
        .post('/api/user/register')
        .send({ name: 'Ada', email: uniqueEmail(), password: 'secret\u0000123' });
      expectError(refused, 400, 'VALIDATION_FAILED');
      expect(refused.body.message).toBe('Password contains characters that are not allowed');
    });
  });

  describe('emails', () => {
    // Each refused character in an email, on every route that takes one; a lone surrogate used to
    // reach the email-format check, which threw (500) instead of refusing it.
    const email = (kind: string) => REFUSED.find(([k]) => k === kind)![1].replace(/ /g, '') + '@example.com';

    it.each(REFUSED.map(([kind]) => [kind]))(
      'refuses an email with %s on register and profile, REST and GraphQL',
      async (kind) => {
        const refused = email(kind);
        const message = 'Email contains characters that are not allowed';
        const owner = await registerUser(t.http, { name: 'Email Owner' });
        const auth = { authorization: `Bearer ${owner.token}` };

        const register = await t.http
          .post('/api/user/register')
          .send({ name: 'Ada', email: refused, password: 'secret123' });
        expectError(register, 400, 'VALIDATION_FAILED');
        expect(register.body.message).toBe(message);
        const profile = await t.http.put('/api/user/profile').set(auth).send({ name: 'Ada', email: refused });
        expectError(profile, 400, 'VALIDATION_FAILED');
        expect(profile.body.message).toBe(message);
        const login = await t.http.post('/api/user/login').send({ email: refused, password: 'secret123' });
        expectError(login, 400, 'VALIDATION_FAILED');
        expect(login.body.message).toBe(message);

        expect(
          gqlMessage(await gql(t.http, REGISTER, { input: { name: 'Ada', email: refused, password: 'secret123' } })),
        ).toBe(message);
        expect(
          gqlMessage(await gql(t.http, UPDATE_PROFILE, { input: { name: 'Ada', email: refused } }, owner.token)),
        ).toBe(message);
        expect((await t.http.get('/api/user/profile').set(auth)).body.user.email).toBe(owner.user.email);
      },
    );

    it('refuses the lone surrogate of the report sent as a raw JSON escape', async () => {
      const res = await t.http
        .post('/api/user/register')
        .set('content-type', 'application/json')
        .send('{"name":"Ada","email":"a\\ud800b@x.io","password":"secret123"}');
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('Email contains characters that are not allowed');
    });

    it('still says "Please provide a valid email address" for a malformed one', async () => {
      const res = await t.http
        .post('/api/user/register')
        .send({ name: 'Ada', email: 'ada.example.com', password: 'secret123' });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('Please provide a valid email address');
    });
  });

  describe('profile update', () => {
    let account: Account;

    beforeAll(async () => {
      account = await registerUser(t.http, { name: 'Profile Owner' });
    });

    // JSON, not multipart: a multipart body is UTF-8, in which a lone surrogate cannot travel.
    const restUpdate = (name: string) =>
      t.http
        .put('/api/user/profile')
        .set('authorization', `Bearer ${account.token}`)
        .send({ name, email: account.user.email });
    const gqlUpdate = (name: string) =>
      gql(t.http, UPDATE_PROFILE, { input: { name, email: account.user.email } }, account.token);

    it.each(REFUSED)('refuses a name with %s (REST and GraphQL) and keeps the old name', async (_kind, name) => {
      const rest = await restUpdate(name);
      expectError(rest, 400, 'VALIDATION_FAILED');
      expect(rest.body.message).toBe('Name contains characters that are not allowed');
      expect(gqlMessage(await gqlUpdate(name))).toBe('Name contains characters that are not allowed');
      const profile = await t.http.get('/api/user/profile').set('authorization', `Bearer ${account.token}`);
      expect(profile.body.user.name).toBe('Profile Owner');
    });

    it('treats a zero-width-only name as missing', async () => {
      expect((await restUpdate(ZERO_WIDTH_ONLY)).body.message).toBe('Name is required');
      expect(gqlMessage(await gqlUpdate(ZERO_WIDTH_ONLY))).toBe('Name is required');
    });

    it('refuses 150 emoji with the DTO length message and accepts 100', async () => {
      expect((await restUpdate(EMOJI.repeat(150))).body.message).toBe('Name must be at most 100 characters long');
      expect(gqlMessage(await gqlUpdate(EMOJI.repeat(150)))).toBe('Name must be at most 100 characters long');
      const ok = await gqlUpdate(EMOJI.repeat(100));
      expect(ok.body.data.updateProfile.user.name).toBe(EMOJI.repeat(100));
    });
  });

  describe('adding a book', () => {
    const fields = (overrides: Record<string, string> = {}) => ({
      title: 'Plain Title',
      author: 'Plain Author',
      category: 'Fiction',
      description: 'A description.',
      price: '9.99',
      stock: '2',
      ...overrides,
    });
    const restAdd = (overrides: Record<string, string>) =>
      t.http.post('/api/admin/addBook').set('authorization', `Bearer ${admin.token}`).send(fields(overrides));
    const gqlAdd = (overrides: Record<string, string>) =>
      gql(t.http, ADD_BOOK, { input: { ...fields(overrides), price: 9.99, stock: 2 } }, admin.token);

    it.each(REFUSED)('refuses a title with %s (REST and GraphQL), naming the title', async (_kind, title) => {
      const rest = await restAdd({ title });
      expectError(rest, 400, 'VALIDATION_FAILED');
      expect(rest.body.message).toBe('Title contains characters that are not allowed');
      expect(gqlMessage(await gqlAdd({ title }))).toBe('Title contains characters that are not allowed');
    });

    it('refuses a lone surrogate in an author sent as JSON', async () => {
      const res = await t.http
        .post('/api/admin/addBook')
        .set('authorization', `Bearer ${admin.token}`)
        .set('content-type', 'application/json')
        .send('{"title":"T","author":"\\udfff","category":"Fiction","price":1,"stock":1}');
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('Author contains characters that are not allowed');
    });

    it('treats a zero-width-only title or author as missing', async () => {
      expect((await restAdd({ title: ZERO_WIDTH_ONLY })).body.message).toBe('Title is required');
      expect(gqlMessage(await gqlAdd({ author: ZERO_WIDTH_ONLY }))).toBe('Author is required');
    });

    it('keeps line breaks and tabs in a description but refuses other controls and overrides there', async () => {
      const description = 'First line.\r\nSecond line,\n\tindented.';
      const ok = await gqlAdd({ description });
      expect(ok.body.data.addBook.book.description).toBe(description);
      expect((await restAdd({ description: 'a\u0000b' })).body.message).toBe(
        'Description contains characters that are not allowed',
      );
      expect(gqlMessage(await gqlAdd({ description: 'a\u202Eb' }))).toBe(
        'Description contains characters that are not allowed',
      );
      expect((await restAdd({ title: 'Line\nbreak' })).body.message).toBe('Title must be a single line');
    });

    it('allows direction marks in book text, for titles that mix scripts', async () => {
      const title = '\u05E9\u05DC\u05D5\u05DD\u200E 2';
      const res = await restAdd({ title });
      expect(res.status).toBe(201);
      expect(res.body.book.title).toBe(title);
    });

    it('stores a title of 150 emoji as sent (REST and GraphQL); 201 get the length message, never the database’s', async () => {
      const rest = await restAdd({ title: EMOJI.repeat(150) });
      expect(rest.status).toBe(201);
      expect(rest.body.book.title).toBe(EMOJI.repeat(150));
      const graph = await gqlAdd({ title: EMOJI.repeat(200), author: EMOJI.repeat(200) });
      expect(graph.body.data.addBook.book).toMatchObject({ title: EMOJI.repeat(200), author: EMOJI.repeat(200) });

      const tooLong = await restAdd({ title: EMOJI.repeat(201) });
      expectError(tooLong, 400, 'VALIDATION_FAILED');
      expect(tooLong.body.message).toBe('Title must be at most 200 characters long');
      expect(gqlMessage(await gqlAdd({ title: EMOJI.repeat(201) }))).toBe('Title must be at most 200 characters long');
    });

    it('checks search words too', async () => {
      const res = await t.http.get('/api/user/allBooks').set('authorization', `Bearer ${admin.token}`);
      expect(res.status).toBe(200);
      expect(gqlMessage(await gql(t.http, SEARCH, { search: 'a\u0000' }, admin.token))).toBe(
        'Search contains characters that are not allowed',
      );
      const blank = await gql(t.http, SEARCH, { search: '\u200B' }, admin.token);
      expect(blank.body.data.books.totalCount).toBe(res.body.books.length);
    });
  });
});
