import { expectError, expectGqlError, gql, uniqueEmail } from '../setup/helpers';
import { expectNoSecrets, USER_KEYS } from '../setup/expectations';
import { REGISTER } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

/** Registration rules (docs/api.md "Accounts": its rules, and unknown fields), through REST and GraphQL. */
describe('register', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const users = () => t.connection.db!.collection('users');
  const restRegister = (fields: Record<string, string>) => {
    const req = t.http.post('/api/user/register');
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    return req;
  };
  const gqlRegister = (input: Record<string, unknown>) => gql(t.http, REGISTER, { input });
  const valid = () => ({ name: 'Ada Lovelace', email: uniqueEmail('ada'), password: 'secret123' });

  describe('success', () => {
    it('returns 201 with message, user and a working token, storing the email trimmed and lower-cased (REST multipart)', async () => {
      const local = uniqueEmail('ada');
      const res = await restRegister({
        name: '  Ada Lovelace ',
        email: `  ${local.toUpperCase()} `,
        password: 'secret123',
      });

      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['message', 'token', 'user']);
      expect(res.body.message).toEqual(expect.any(String));
      expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
      expect(res.body.user).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Ada Lovelace',
        email: local,
        role: 'user',
        photo: '',
        createdAt: expect.any(String),
      });
      expect(new Date(res.body.user.createdAt).toISOString()).toBe(res.body.user.createdAt);
      expectNoSecrets(res.body);
      expect(await users().countDocuments({ email: local })).toBe(1);

      const profile = await t.http.get('/api/user/profile').set('authorization', `Bearer ${res.body.token}`);
      expect(profile.status).toBe(200);
      expect(profile.body.user._id).toBe(res.body.user._id);
    });

    it("lower-cases and trims '  Ada@Example.COM ' to 'ada@example.com'", async () => {
      const res = await restRegister({ name: 'Ada', email: '  Ada@Example.COM ', password: 'secret123' });
      expect(res.status).toBe(201);
      expect(res.body.user.email).toBe('ada@example.com');
      expect(await users().findOne({ email: 'ada@example.com' })).not.toBeNull();
    });

    it('accepts a JSON body as well as multipart', async () => {
      const input = valid();
      const res = await t.http.post('/api/user/register').send(input);
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ name: input.name, email: input.email, role: 'user' });
    });

    it('issues an HS256 token whose subject is the new user', async () => {
      const res = await t.http.post('/api/user/register').send(valid());
      const [header, payload] = (res.body.token as string)
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload.sub).toBe(res.body.user._id);
      expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    });

    it('creates the account through GraphQL register, with id instead of _id', async () => {
      const email = uniqueEmail('gql');
      const res = await gqlRegister({ name: ' Grace ', email: ` ${email.toUpperCase()} `, password: 'secret123' });

      expect(res.body.errors).toBeUndefined();
      const { message, token, user } = res.body.data.register;
      expect(message).toEqual(expect.any(String));
      expect(user).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Grace',
        email,
        role: 'USER',
        photo: '',
        createdAt: expect.any(String),
      });
      expectNoSecrets(res.body);
      const me = await gql(t.http, '{ me { id } }', {}, token);
      expect(me.body.data.me.id).toBe(user.id);
    });
  });

  describe('validation', () => {
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ['a password under 6 characters', { password: '12345' }, /^Password must be at least 6 characters long$/],
      ['an invalid email', { email: 'not-an-email' }, /email/i],
      ['a blank name', { name: '   ' }, /^Name is required$/],
    ];

    it.each(cases)('rejects %s with 400 VALIDATION_FAILED (REST)', async (_label, override, message) => {
      const input = { ...valid(), ...override };
      const res = await restRegister(input);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toMatch(message);
      expect(await users().countDocuments({ email: input.email.trim().toLowerCase() })).toBe(0);
    });

    it.each(cases)('rejects %s with VALIDATION_FAILED (GraphQL)', async (_label, override, message) => {
      const input = { ...valid(), ...override };
      const res = await gqlRegister(input);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].message).toMatch(message);
      expect(res.body.errors[0].extensions.statusCode).toBe(400);
      expect(await users().countDocuments({ email: input.email.trim().toLowerCase() })).toBe(0);
    });

    it("rejects a missing name with 400 'Name is required'", async () => {
      const { name: _omitted, ...rest } = valid();
      const res = await restRegister(rest);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('Name is required');
    });

    it('rejects a role other than user or admin (REST 400, GraphQL VALIDATION_FAILED)', async () => {
      const rest = await restRegister({ ...valid(), role: 'superuser' });
      expectError(rest, 400, 'VALIDATION_FAILED');
      expect(rest.body.message).toBe('Role must be either user or admin');

      const graph = await gqlRegister({ ...valid(), role: 'SUPERUSER' });
      expectGqlError(graph, 'VALIDATION_FAILED');
      expect(await users().countDocuments({ role: 'superuser' })).toBe(0);
    });
  });

  describe('unique email', () => {
    it('rejects an email that differs only in case with 409 EMAIL_TAKEN (REST)', async () => {
      const email = uniqueEmail('twin');
      expect((await restRegister({ ...valid(), email })).status).toBe(201);

      const res = await restRegister({ ...valid(), email: ` ${email.toUpperCase()}` });
      expectError(res, 409, 'EMAIL_TAKEN');
      expect(await users().countDocuments({ email })).toBe(1);
    });

    it('rejects an email that differs only in case with EMAIL_TAKEN (GraphQL)', async () => {
      const email = uniqueEmail('twin');
      expect((await gqlRegister({ ...valid(), email })).body.errors).toBeUndefined();

      const res = await gqlRegister({ ...valid(), email: email.toUpperCase() });
      expectGqlError(res, 'EMAIL_TAKEN');
      expect(res.body.errors[0].extensions.statusCode).toBe(409);
      expect(await users().countDocuments({ email })).toBe(1);
    });
  });

  describe('cheap refusals first', () => {
    // argon2 is slow on purpose: a registration bound to fail must not pay for a hash.
    const hashes = () => jest.spyOn(jest.requireActual<typeof import('argon2')>('argon2'), 'hash');

    afterEach(() => jest.restoreAllMocks());

    it('refuses a taken email before hashing the password (REST and GraphQL)', async () => {
      const email = uniqueEmail('taken');
      expect((await restRegister({ ...valid(), email })).status).toBe(201);
      const hash = hashes();

      expectError(await restRegister({ ...valid(), email }), 409, 'EMAIL_TAKEN');
      expectGqlError(await gqlRegister({ ...valid(), email }), 'EMAIL_TAKEN');
      expect(hash).not.toHaveBeenCalled();
    });

    it('refuses a second admin before hashing the password', async () => {
      const first = await restRegister({ ...valid(), role: 'admin' });
      expect([201, 409]).toContain(first.status); // another test file's admin never shares this database
      const hash = hashes();

      expectError(await restRegister({ ...valid(), role: 'admin' }), 409, 'ADMIN_EXISTS');
      expect(hash).not.toHaveBeenCalled();
    });

    it('still hashes for a registration that can succeed', async () => {
      const hash = hashes();
      expect((await restRegister(valid())).status).toBe(201);
      expect(hash).toHaveBeenCalledTimes(1);
    });
  });

  describe('hostile input', () => {
    it.each([
      ['email', { email: { $gt: '' } }],
      ['name', { name: { $ne: null } }],
      ['password', { password: { $gt: '' } }],
      ['role', { role: { $in: ['admin'] } }],
    ])('rejects an operator object in %s with 400 (REST JSON)', async (_field, override) => {
      const res = await t.http.post('/api/user/register').send({ ...valid(), ...override });
      expectError(res, 400, 'VALIDATION_FAILED');
    });

    it('rejects an operator object where GraphQL expects a String, with HTTP 400 VALIDATION_FAILED', async () => {
      const res = await gqlRegister({ ...valid(), email: { $gt: '' } });
      expect(res.status).toBe(400);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].extensions.statusCode).toBe(400);
    });

    it('stores none of the unknown fields, so role escalation and hash injection fail (REST JSON and multipart)', async () => {
      const hostile = {
        isAdmin: true,
        passwordHash: 'attacker-chosen-hash',
        photo: 'https://evil.example/x.png',
        createdAt: '2000-01-01T00:00:00.000Z',
        _id: '5f0000000000000000000000',
        tokenVersion: 7,
        cart: [{ book: 'x', quantity: 1 }],
      };
      const jsonInput = valid();
      const json = await t.http.post('/api/user/register').send({ ...jsonInput, ...hostile });
      const formInput = valid();
      const form = await restRegister({
        ...formInput,
        isAdmin: 'true',
        passwordHash: 'attacker-chosen-hash',
        role: 'user',
      });

      for (const [res, input] of [
        [json, jsonInput],
        [form, formInput],
      ] as const) {
        expect(res.status).toBe(201);
        expect(res.body.user.role).toBe('user');
        expect(res.body.user.photo).toBe('');
        const stored = await users().findOne({ email: input.email });
        expect(Object.keys(stored!).sort()).toEqual([
          '__v',
          '_id',
          'createdAt',
          'email',
          'name',
          'nameKey', // the name as the customers list sorts and searches it
          'passwordHash',
          'photo',
          'role',
          'tokenVersion',
          'updatedAt',
        ]);
        expect(stored!.tokenVersion).toBe(0);
        expect(String(stored!._id)).not.toBe(hostile._id);
        expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
        expect(stored!.createdAt.getFullYear()).toBeGreaterThan(2000);
        const login = await t.http.post('/api/user/login').send({ email: input.email, password: input.password });
        expect(login.status).toBe(200);
      }
    });

    it('rejects unknown input fields through GraphQL and creates nothing', async () => {
      const input = valid();
      const res = await gqlRegister({ ...input, isAdmin: true });
      expect(res.status).toBe(400);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(await users().countDocuments({ email: input.email })).toBe(0);
    });
  });
});
