import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { JwtService } from '@nestjs/jwt';
import { BooksService } from '../../src/books/books.service';
import { Role } from '../../src/common/auth/role';
import { UsersService } from '../../src/users/users.service';
import { addBooks } from '../orders/order-fixtures';
import { expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { ME } from '../setup/operations';
import { call, startStore, StoreProcess, stopStore } from '../setup/store-process';
import { createTestApp, sharedTestDatabase, TestApp } from '../setup/test-app';

const DASHBOARD = 'query Dashboard { dashboard { __typename } }';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** REST and GraphQL both accept the token (the first call also puts the account in memory). */
async function expectAccepted(http: TestAgent, token: string) {
  expect((await http.get('/api/user/profile').set(bearer(token))).status).toBe(200);
  expect((await gql(http, ME, {}, token)).body.data?.me?.id).toEqual(expect.any(String));
}

async function expectRefused(http: TestAgent, token: string) {
  expectError(await http.get('/api/user/profile').set(bearer(token)), 401, 'UNAUTHENTICATED');
  expectGqlError(await gql(http, ME, {}, token), 'UNAUTHENTICATED');
}

/**
 * The account behind a token, and the fact that its signature checked out, are kept in memory for SESSION_CACHE_SECONDS (10 s by default), so
 * each case first makes requests that put it there, then changes the account through the store
 * and expects the very next request to see the change.
 */
describe('the signed-in account kept in memory: changes take effect at once on this instance', () => {
  let t: TestApp;
  let users: UsersService;

  beforeAll(async () => {
    t = await createTestApp();
    users = t.app.get(UsersService);
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps the account in memory: a deletion made behind the store is not seen before the TTL', async () => {
    // The control for the cases below: without the store's own invalidation the token would
    // still pass (the profile read itself then finds no account: 404).
    expect(t.config.sessionCacheMs).toBe(10_000);
    const account = await registerUser(t.http);
    await expectAccepted(t.http, account.token);
    await t.connection.db!.collection('users').deleteOne({ email: account.user.email });
    expectError(await t.http.get('/api/user/profile').set(bearer(account.token)), 404, 'NOT_FOUND');
  });

  it("refuses a deleted account's token at once, over REST and GraphQL", async () => {
    const account = await registerUser(t.http);
    await expectAccepted(t.http, account.token);

    await users.deleteAccount(account.user._id);

    await expectRefused(t.http, account.token);
  });

  it('applies a role change at once: a promoted account reaches the admin area, a demoted one no longer does', async () => {
    const account = await registerUser(t.http);
    expectError(await t.http.get('/api/admin/dashboard').set(bearer(account.token)), 403, 'FORBIDDEN');

    await users.setRole(account.user._id, Role.ADMIN);
    expect((await t.http.get('/api/admin/dashboard').set(bearer(account.token))).status).toBe(200);
    expect((await gql(t.http, DASHBOARD, {}, account.token)).body.data).toEqual({
      dashboard: { __typename: 'Dashboard' },
    });

    await users.setRole(account.user._id, Role.USER);
    expectError(await t.http.get('/api/admin/dashboard').set(bearer(account.token)), 403, 'FORBIDDEN');
    expectGqlError(await gql(t.http, DASHBOARD, {}, account.token), 'FORBIDDEN');
  });

  it('signs out the other sessions at once when the password changes', async () => {
    const account = await registerUser(t.http);
    const other = (await t.http.post('/api/user/login').send({ email: account.user.email, password: account.password }))
      .body.token as string;
    await expectAccepted(t.http, other);

    const changed = await t.http
      .put('/api/user/password')
      .set(bearer(account.token))
      .send({ currentPassword: account.password, newPassword: 'a-new-password-1' });
    expect(changed.status).toBe(200);

    await expectRefused(t.http, other);
    await expectAccepted(t.http, changed.body.token);
  });

  it('refuses a token once it expires, although its signature was checked and remembered before', async () => {
    const account = await registerUser(t.http);
    const signer = new JwtService({ secret: t.config.jwtSecret });
    const token = await signer.signAsync({ sub: account.user._id, role: 'user', ver: 0 }, { expiresIn: 2 });
    await expectAccepted(t.http, token);

    await new Promise((resolve) => setTimeout(resolve, 2_100));

    const res = await t.http.get('/api/user/profile').set(bearer(token));
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.body.message).toMatch(/expired/);
  });

  it('refuses a changed copy of a token whose signature was checked and remembered', async () => {
    const account = await registerUser(t.http);
    await expectAccepted(t.http, account.token);
    const [header, payload, signature] = account.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;

    await expectRefused(t.http, forged);
    await expectAccepted(t.http, account.token);
  });

  it('shows a new name at once where the signed-in account is used (my orders)', async () => {
    const account = await registerUser(t.http);
    const [bookId] = await addBooks(t.app.get(BooksService), [5], 'Session Book');
    const placed = await t.http
      .post('/api/user/order/manual')
      .set(bearer(account.token))
      .send({ books: [{ book: bookId, quantity: 1 }] });
    expect(placed.status).toBe(201);
    expect(placed.body.order.user.name).toBe(account.user.name);

    const renamed = await t.http
      .put('/api/user/profile')
      .set(bearer(account.token))
      .field('name', 'Renamed Shopper')
      .field('email', account.user.email);
    expect(renamed.status).toBe(200);

    const mine = await t.http.get('/api/user/orders').set(bearer(account.token));
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((order: { user: { name: string } }) => order.user.name)).toEqual(['Renamed Shopper']);
  });
});

/**
 * Two instances of the store on one database: A in this process, B a separate store process, as in
 * production.
 * Each keeps accounts in memory for SESSION_CACHE_SECONDS (1 s here), so a change made through A
 * reaches B within that.
 */
describe('the signed-in account kept in memory: two instances on one database', () => {
  const TTL_SECONDS = 1;
  /** Slack for a loaded CI machine: requests themselves can take a few hundred ms there. */
  const ALLOWANCE_MS = 4_000;
  const env = { SESSION_CACHE_SECONDS: String(TTL_SECONDS), JWT_SECRET: 'integration-test-secret-that-is-long-enough' };
  let a: TestApp;
  let b: StoreProcess;
  const onB = (path: string, token: string) => call(b.base, path, { token });

  beforeAll(async () => {
    a = await createTestApp(env);
    const sameDatabase = new URL(process.env.TEST_MONGODB_URI!);
    sameDatabase.pathname = `/${a.connection.name}`;
    b = await startStore(mkdtempSync(join(tmpdir(), 'bookstore-test-')), {
      ...env,
      MONGODB_URI: sameDatabase.toString(),
    });
  }, 120_000);

  afterAll(async () => {
    if (b) await stopStore(b);
    await a?.close();
  });

  /** Polls until `refused` holds; returns how long it took. */
  async function msUntil(refused: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await refused())) {
      if (Date.now() - started > TTL_SECONDS * 1000 + ALLOWANCE_MS) throw new Error('the change never reached B');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Date.now() - started;
  }

  it('an account deleted through instance A is refused by instance B within the TTL', async () => {
    const account = await registerUser(a.http);
    await expectAccepted(a.http, account.token);
    expect((await onB('/api/user/profile', account.token)).status).toBe(200);

    await a.app.get(UsersService).deleteAccount(account.user._id);
    await expectRefused(a.http, account.token);

    const ms = await msUntil(async () => (await onB('/api/user/profile', account.token)).status === 401);
    process.stdout.write(`instance B refused the deleted account after ${ms} ms (TTL ${TTL_SECONDS} s)\n`);
    expect(ms).toBeLessThanOrEqual(TTL_SECONDS * 1000 + ALLOWANCE_MS);
  });

  it('a role taken away through instance A stops working on instance B within the TTL', async () => {
    const account = await registerUser(a.http);
    await a.app.get(UsersService).setRole(account.user._id, Role.ADMIN);
    expect((await onB('/api/admin/dashboard', account.token)).status).toBe(200);

    await a.app.get(UsersService).setRole(account.user._id, Role.USER);
    expect((await a.http.get('/api/admin/dashboard').set(bearer(account.token))).status).toBe(403);

    const ms = await msUntil(async () => (await onB('/api/admin/dashboard', account.token)).status === 403);
    process.stdout.write(`instance B refused the demoted admin after ${ms} ms (TTL ${TTL_SECONDS} s)\n`);
    expect(ms).toBeLessThanOrEqual(TTL_SECONDS * 1000 + ALLOWANCE_MS);
  });
});

/**
 * Two instances on one database that follow each other's account changes through the change feed
 * (polling here; change streams on a replica set): with accounts kept for the longest TTL allowed
 * (15 s), a deletion or a role change made through A still reaches B within about a second.
 */
describe('the signed-in account kept in memory: two instances following the change feed', () => {
  /** Under the 15 s TTL by far, with slack for a loaded CI machine (the feed polls every 500 ms). */
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

  async function msUntil(refused: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await refused())) {
      if (Date.now() - started > WITHIN_MS) throw new Error('the change did not reach B through the feed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Date.now() - started;
  }

  it('an account deleted through A is refused by B long before the TTL', async () => {
    const account = await registerUser(a.http);
    await expectAccepted(b.http, account.token);
    // Polling sees a deletion as a change in the number of accounts, so B's poll must have counted
    // the new account first: a registration and a deletion between two polls cancel out, and such
    // a deletion is seen at the end of the TTL instead (change streams see every deletion).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expectAccepted(b.http, account.token); // in B's memory again after what the feed cleared

    await a.app.get(UsersService).deleteAccount(account.user._id);
    const ms = await msUntil(
      async () => (await b.http.get('/api/user/profile').set(bearer(account.token))).status === 401,
    );
    process.stdout.write(`instance B refused the deleted account after ${ms} ms through the change feed (TTL 15 s)\n`);
    await expectRefused(b.http, account.token);
  });

  it('a role taken away through A stops working on B long before the TTL', async () => {
    const account = await registerUser(a.http);
    await a.app.get(UsersService).setRole(account.user._id, Role.ADMIN);
    expect((await b.http.get('/api/admin/dashboard').set(bearer(account.token))).status).toBe(200);

    await a.app.get(UsersService).setRole(account.user._id, Role.USER);
    const ms = await msUntil(
      async () => (await b.http.get('/api/admin/dashboard').set(bearer(account.token))).status === 403,
    );
    process.stdout.write(`instance B refused the demoted admin after ${ms} ms through the change feed (TTL 15 s)\n`);
  });
});
