import type TestAgent from 'supertest/lib/agent';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { ME } from '../setup/operations';
import { createTestApp, sharedTestDatabase, TestApp } from '../setup/test-app';

const LOGOUT = 'mutation Logout { logout { message } }';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(http: TestAgent, account: Account): Promise<string> {
  const res = await http.post('/api/user/login').send({ email: account.user.email, password: account.password });
  expect(res.status).toBe(200);
  return res.body.token;
}

async function expectAccepted(http: TestAgent, token: string) {
  expect((await http.get('/api/user/profile').set(bearer(token))).status).toBe(200);
  expect((await gql(http, ME, {}, token)).body.data?.me?.id).toEqual(expect.any(String));
}

async function expectRefused(http: TestAgent, token: string) {
  expectError(await http.get('/api/user/profile').set(bearer(token)), 401, 'UNAUTHENTICATED');
  expectGqlError(await gql(http, ME, {}, token), 'UNAUTHENTICATED');
}

/**
 * Logout (POST /api/user/logout, Mutation.logout) ends the session on the server: the token it
 * carries is refused from then on, over REST and GraphQL, while the account's other tokens (its
 * other devices) keep working.
 */
describe('logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const revoked = async (account: Account) =>
    ((await t.connection.db!.collection('users').findOne({ email: account.user.email }))?.revokedTokens ??
      []) as Array<{
      id: string;
      expiresAt: Date;
    }>;

  it('revokes the token it carries over REST, and that token alone', async () => {
    const account = await registerUser(t.http);
    const phone = await signIn(t.http, account);
    expect(phone).not.toBe(account.token);
    await expectAccepted(t.http, account.token);
    await expectAccepted(t.http, phone);

    const res = await t.http.post('/api/user/logout').set(bearer(account.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out successfully' });

    await expectRefused(t.http, account.token);
    await expectAccepted(t.http, phone);
    expectError(await t.http.post('/api/user/logout').set(bearer(account.token)), 401, 'UNAUTHENTICATED');
  });

  it('does the same over GraphQL', async () => {
    const account = await registerUser(t.http);
    const laptop = await signIn(t.http, account);

    const res = await gql(t.http, LOGOUT, {}, laptop);
    expect(res.body).toEqual({ data: { logout: { message: 'Logged out successfully' } } });

    await expectRefused(t.http, laptop);
    await expectAccepted(t.http, account.token);
    expectGqlError(await gql(t.http, LOGOUT, {}, laptop), 'UNAUTHENTICATED');
  });

  it('needs a signed-in session (401), on both transports', async () => {
    expectError(await t.http.post('/api/user/logout'), 401, 'UNAUTHENTICATED');
    expectGqlError(await gql(t.http, LOGOUT), 'UNAUTHENTICATED');
  });

  it('gives two sign-ins within the same second tokens of their own, so that logging one out spares the other', async () => {
    const account = await registerUser(t.http);
    const [a, b] = await Promise.all([signIn(t.http, account), signIn(t.http, account)]);
    expect(a).not.toBe(b);
    await t.http.post('/api/user/logout').set(bearer(a));
    await expectRefused(t.http, a);
    await expectAccepted(t.http, b);
  });

  it('keeps a revoked token only until it would have expired: the next logout drops expired ones', async () => {
    const account = await registerUser(t.http);
    const first = await signIn(t.http, account);
    await t.http.post('/api/user/logout').set(bearer(first));
    expect(await revoked(account)).toEqual([{ id: expect.any(String), expiresAt: expect.any(Date) }]);
    const [entry] = await revoked(account);
    const lifetime = entry.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(6.9 * 86_400_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000);

    await t.connection
      .db!.collection('users')
      .updateOne({ email: account.user.email }, { $set: { 'revokedTokens.0.expiresAt': new Date(Date.now() - 1000) } });
    const second = await signIn(t.http, account);
    await t.http.post('/api/user/logout').set(bearer(second));
    const left = await revoked(account);
    expect(left).toHaveLength(1);
    expect(left[0].id).not.toBe(entry.id);
  });

  it('forgets every revocation when the password changes, since the new token version ends older tokens anyway', async () => {
    const account = await registerUser(t.http);
    const other = await signIn(t.http, account);
    await t.http.post('/api/user/logout').set(bearer(other));
    expect(await revoked(account)).toHaveLength(1);

    const res = await t.http
      .put('/api/user/password')
      .set(bearer(account.token))
      .send({ currentPassword: account.password, newPassword: 'brand-new-9' });
    expect(res.status).toBe(200);
    expect(await revoked(account)).toEqual([]);
    await expectRefused(t.http, other);
    await expectAccepted(t.http, res.body.token);
  });
});

/**
 * Two instances on one database: a token logged out through A is refused by B, which had the
 * account in memory, within the change feed's delay (polling here), over REST and GraphQL.
 */
describe('logout across instances', () => {
  const WITHIN_MS = 5_000;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const database = sharedTestDatabase();
    const env = { SESSION_CACHE_SECONDS: '15', CHANGE_FEED: 'polling', CHANGE_FEED_POLL_MS: '100' };
    a = await createTestApp(env, database);
    b = await createTestApp(env, database);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses on B a token logged out through A, long before the session TTL', async () => {
    const account = await registerUser(a.http);
    const tablet = await signIn(a.http, account);
    await expectAccepted(b.http, account.token);
    await expectAccepted(b.http, tablet);

    expect((await a.http.post('/api/user/logout').set(bearer(tablet))).status).toBe(200);
    const started = Date.now();
    while ((await b.http.get('/api/user/profile').set(bearer(tablet))).status !== 401) {
      if (Date.now() - started > WITHIN_MS) throw new Error('the logout did not reach B');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.stdout.write(`instance B refused the logged-out token after ${Date.now() - started} ms (TTL 15 s)\n`);
    await expectRefused(b.http, tablet);
    await expectAccepted(b.http, account.token);
  });
});
