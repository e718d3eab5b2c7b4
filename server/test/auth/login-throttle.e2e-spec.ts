import { expectError, expectGqlError, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { LOGIN } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';
import { LOGIN_BLOCK_MS } from '../../src/users/login-throttle.service';

/**
 * Per-account throttling of failed sign-ins, besides per-IP: after 5 failures in 15 minutes for
 * one email, its sign-ins are refused with 429 RATE_LIMITED and Retry-After for a bounded time,
 * whatever the IP; unknown emails are treated exactly alike.
 */
describe('login throttling per account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, ip = '203.0.113.1') =>
    t.http.post('/api/user/login').set('x-forwarded-for', ip).send({ email, password });
  const failures = () => t.connection.db!.collection<{ _id: string }>('loginfailures');

  async function failFiveTimes(email: string) {
    for (let i = 0; i < 5; i++) {
      const res = await login(email, `wrong-${i}`, `203.0.113.${10 + i}`);
      expectError(res, 400, 'INVALID_CREDENTIALS');
    }
  }

  it('refuses even the right password for a while after 5 failures, from any IP, with Retry-After', async () => {
    const account = await registerUser(t.http);
    await failFiveTimes(account.user.email);

    const res = await login(account.user.email, account.password, '198.51.100.7');
    expectError(res, 429, 'RATE_LIMITED');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const graph = await gql(t.http, LOGIN, { input: { email: account.user.email, password: account.password } });
    expectGqlError(graph, 'RATE_LIMITED');
    expect(graph.body.errors[0].extensions.statusCode).toBe(429);
    expect(Number(graph.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers an unknown email exactly like a known one, so refusals reveal no accounts', async () => {
    const known = await registerUser(t.http);
    const unknown = uniqueEmail('nobody');
    const started = Date.now();
    await Promise.all([failFiveTimes(known.user.email), failFiveTimes(unknown)]);

    const [a, b] = await Promise.all([login(known.user.email, 'wrong'), login(unknown, 'wrong')]);
    expectError(a, 429, 'RATE_LIMITED');
    expectError(b, 429, 'RATE_LIMITED');
    expect(a.body).toEqual(b.body);
    // Both refusal periods are the first one, begun by the fifth failure (however long the
    // failures took on a busy machine): Retry-After is at most its length, and at least what is
    // left of it if it began when this test did.
    const longest = LOGIN_BLOCK_MS / 1000;
    const shortest = Math.floor(longest - (Date.now() - started) / 1000);
    for (const res of [a, b]) {
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(longest);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(shortest);
    }
  });

  it('allows 4 failures, and a success clears the count', async () => {
    const account = await registerUser(t.http);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expectError(await login(account.user.email, 'wrong'), 400, 'INVALID_CREDENTIALS');
      expect((await login(account.user.email, account.password)).status).toBe(200);
    }
    expect(await failures().findOne({ _id: account.user.email })).toBeNull();
  });

  it('lets the owner back in once the refusal period is over: no lasting lock-out', async () => {
    const account = await registerUser(t.http);
    await failFiveTimes(account.user.email);
    expectError(await login(account.user.email, account.password), 429, 'RATE_LIMITED');

    await failures().updateOne({ _id: account.user.email }, { $set: { blockedUntil: new Date(Date.now() - 1000) } });
    expect((await login(account.user.email, account.password)).status).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    const account = await registerUser(t.http);
    for (let i = 0; i < 4; i++) await login(account.user.email, 'wrong');
    await failures().updateOne(
      { _id: account.user.email },
      { $set: { windowStart: new Date(Date.now() - 16 * 60_000) } },
    );

    expectError(await login(account.user.email, 'wrong'), 400, 'INVALID_CREDENTIALS');
    expectError(await login(account.user.email, 'wrong'), 400, 'INVALID_CREDENTIALS');
    expect(await failures().findOne({ _id: account.user.email })).toMatchObject({ failures: 2 });
  });

  it('keeps each refusal bounded: later failures block for at most a minute', async () => {
    const email = uniqueEmail('target');
    await failFiveTimes(email);
    for (let i = 0; i < 3; i++) {
      await failures().updateOne({ _id: email }, { $set: { blockedUntil: new Date(Date.now() - 1000) } });
      expectError(await login(email, 'wrong'), 400, 'INVALID_CREDENTIALS');
    }
    const record = await failures().findOne({ _id: email });
    expect(record).toMatchObject({ failures: 8 });
    const blockedFor = (record as unknown as { blockedUntil: Date }).blockedUntil.getTime() - Date.now();
    expect(blockedFor).toBeGreaterThan(0);
    expect(blockedFor).toBeLessThanOrEqual(60_000);
  });
});
