import { Account, expectError, expectGqlError, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { expectNoSecrets, USER_KEYS } from '../setup/expectations';
import { LOGIN } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

/** Sign-in: wrong credentials are 400 INVALID_CREDENTIALS, one message, never 401. */
describe('login', () => {
  let t: TestApp;
  let account: Account;

  beforeAll(async () => {
    t = await createTestApp();
    account = await registerUser(t.http, { name: 'Ada', email: uniqueEmail('ada'), password: 'correct-horse' });
  });

  afterAll(async () => {
    await t.close();
  });

  const restLogin = (body: Record<string, unknown>) => t.http.post('/api/user/login').send(body);
  const gqlLogin = (input: Record<string, unknown>) => gql(t.http, LOGIN, { input });

  it('returns 200 with message, the user and a working token (REST)', async () => {
    const res = await restLogin({ email: account.user.email, password: 'correct-horse' });

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'token', 'user']);
    expect(res.body.message).toEqual(expect.any(String));
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toEqual(account.user);
    expectNoSecrets(res.body);

    const profile = await t.http.get('/api/user/profile').set('authorization', `Bearer ${res.body.token}`);
    expect(profile.body.user._id).toBe(account.user._id);
  });

  it('signs in with the email in any case and with surrounding spaces', async () => {
    const res = await restLogin({ email: `  ${account.user.email.toUpperCase()} `, password: 'correct-horse' });
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(account.user._id);
  });

  it('returns the user and a working token (GraphQL login)', async () => {
    const res = await gqlLogin({ email: account.user.email, password: 'correct-horse' });

    expect(res.body.errors).toBeUndefined();
    const { token, user } = res.body.data.login;
    expect(user).toMatchObject({ id: account.user._id, email: account.user.email, role: 'USER' });
    expectNoSecrets(res.body);
    expect((await gql(t.http, '{ me { id } }', {}, token)).body.data.me.id).toBe(account.user._id);
  });

  describe('wrong credentials', () => {
    const wrong = () => [
      { email: account.user.email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'correct-horse' },
    ];

    it('answers a wrong password and an unknown email alike: 400 INVALID_CREDENTIALS, same message (REST)', async () => {
      const [badPassword, unknownEmail] = await Promise.all(wrong().map(restLogin));

      expectError(badPassword, 400, 'INVALID_CREDENTIALS');
      expectError(unknownEmail, 400, 'INVALID_CREDENTIALS');
      expect(badPassword.body.message).toBe(unknownEmail.body.message);
      expect(badPassword.body.message).not.toMatch(/password is wrong|no account|not found/i);
    });

    it('answers a wrong password and an unknown email alike (GraphQL), with statusCode 400, not 401', async () => {
      const [badPassword, unknownEmail] = await Promise.all(wrong().map(gqlLogin));

      for (const res of [badPassword, unknownEmail]) {
        expectGqlError(res, 'INVALID_CREDENTIALS');
        expect(res.body.errors[0].extensions.statusCode).toBe(400);
      }
      expect(badPassword.body.errors[0].message).toBe(unknownEmail.body.errors[0].message);
    });

    it('never answers 401, so clients do not mistake a typo for an expired session', async () => {
      const responses = await Promise.all([
        ...wrong().map(restLogin),
        restLogin({ email: account.user.email, password: '' }),
        restLogin({}),
        t.http.post('/api/user/login').set('authorization', 'Bearer not-a-token').send(wrong()[0]),
      ]);
      expect(responses.map((res) => res.status)).toEqual([400, 400, 400, 400, 400]);
    });
  });

  describe('invalid input', () => {
    it.each([
      ['a missing email', { password: 'correct-horse' }, 'Email is required'],
      ['a missing password', { email: 'ada@example.com' }, 'Password is required'],
    ])('rejects %s with 400 VALIDATION_FAILED', async (_label, body, message) => {
      const res = await restLogin(body);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe(message);
    });

    it.each([
      ['email', { email: { $gt: '' }, password: 'correct-horse' }],
      ['password', { email: 'x', password: { $gt: '' } }],
      ['both', { email: { $ne: null }, password: { $ne: null } }],
    ])('rejects an operator object in %s with 400 and signs nobody in (REST JSON)', async (_label, body) => {
      const res = await restLogin(body);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.token).toBeUndefined();
    });

    it('rejects an operator object where GraphQL expects a String, with HTTP 400 VALIDATION_FAILED', async () => {
      const res = await gqlLogin({ email: { $gt: '' }, password: 'correct-horse' });
      expect(res.status).toBe(400);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].extensions.statusCode).toBe(400);
      expect(res.body.data).toBeUndefined();
    });

    it('rejects an operator object passed as an inline GraphQL argument', async () => {
      const res = await gql(t.http, `mutation { login(input: { email: { gt: "" }, password: "x" }) { token } }`);
      expectGqlError(res, 'VALIDATION_FAILED');
    });
  });
});
