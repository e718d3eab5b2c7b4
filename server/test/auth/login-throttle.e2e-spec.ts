import { expectError, expectGqlError, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { LOGIN } from '../setup/operations';
import { createTestApp, sharedTestDatabase, TestApp } from '../setup/test-app';

/**
 * Throttling of failed sign-ins, besides the per-IP rate limit: 5 failures for one email from one
 * address (within 15 minutes) refuse that address for that account with 429 RATE_LIMITED and
 * Retry-After for a bounded time, while the owner still signs in from another address; 50 from
 * all addresses together refuse the account itself for a while. Unknown emails are treated
 * exactly alike. The counts are in the database, so every instance applies them.
 */
describe('login throttling per account and address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const ATTACKER = '203.0.113.66';
  const OWNER = '198.51.100.7';
  const login = (email: string, password: string, ip = ATTACKER, app = t) =>
    app.http.post('/api/user/login').set('x-forwarded-for', ip).send({ email, password });
  const gqlLogin = (email: string, password: string, ip: string) =>
    gql(t.http, LOGIN, { input: { email, password } }).set('x-forwarded-for', ip);
  const failures = () => t.connection.db!.collection<{ _id: string }>('loginfailures');

  async function failFrom(email: string, ip: string, times = 5) {
    for (let i = 0; i < times; i++) expectError(await login(email, `wrong-${i}`, ip), 400, 'INVALID_CREDENTIALS');
  }

  it("refuses the guessing address even the right password, with Retry-After, while the owner's address signs in", async () => {
    const account = await registerUser(t.http);
    await failFrom(account.user.email, ATTACKER);

    const refused = await login(account.user.email, account.password, ATTACKER);
    expectError(refused, 429, 'RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const graph = await gqlLogin(account.user.email, account.password, ATTACKER);
    expectGqlError(graph, 'RATE_LIMITED');
    expect(graph.body.errors[0].extensions.statusCode).toBe(429);
    expect(Number(graph.headers['retry-after'])).toBeGreaterThan(0);

    expect((await login(account.user.email, account.password, OWNER)).status).toBe(200);
    expect((await gqlLogin(account.user.email, account.password, OWNER)).body.data?.login.token).toEqual(
      expect.any(String),
    );
    // The owner's success does not let the guessing address back in.
    expectError(await login(account.user.email, account.password, ATTACKER), 429, 'RATE_LIMITED');
  });

  it('does not count failures from different addresses against each other below the account limit', async () => {
    const account = await registerUser(t.http);
    for (let i = 0; i < 14; i++) {
      expectError(await login(account.user.email, 'wrong', `192.0.2.${10 + i}`), 400, 'INVALID_CREDENTIALS');
    }
    expect((await login(account.user.email, account.password, '192.0.2.200')).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one, so refusals reveal no accounts', async () => {
    const known = await registerUser(t.http);
    const unknown = uniqueEmail('nobody');
    await Promise.all([failFrom(known.user.email, ATTACKER), failFrom(unknown, ATTACKER)]);

    const [a, b] = await Promise.all([login(known.user.email, 'wrong'), login(unknown, 'wrong')]);
    expectError(a, 429, 'RATE_LIMITED');
    expectError(b, 429, 'RATE_LIMITED');
    expect(a.body).toEqual(b.body);
    // The same refusal period, give or take the moments between the two runs of failures.
    expect(Math.abs(Number(a.headers['retry-after']) - Number(b.headers['retry-after']))).toBeLessThanOrEqual(2);
    const [c, d] = await Promise.all([login(known.user.email, 'wrong', OWNER), login(unknown, 'wrong', OWNER)]);
    expectError(c, 400, 'INVALID_CREDENTIALS');
    expect(c.body).toEqual(d.body);
  });

  it('refuses the account from every address, briefly, after 50 failures spread over many addresses', async () => {
    const account = await registerUser(t.http);
    const unknown = uniqueEmail('nobody');
    // Five addresses at a time: each failure verifies a password hash, which is slow on a busy machine.
    for (let i = 0; i < 50; i += 5) {
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].flatMap((k) => {
          const ip = `10.1.${Math.floor((i + k) / 4)}.${(i + k) % 4}`;
          return [login(account.user.email, 'wrong', ip), login(unknown, 'wrong', ip)];
        }),
      );
      for (const answer of answers) expectError(answer, 400, 'INVALID_CREDENTIALS');
    }
    const [known, nobody] = await Promise.all([
      login(account.user.email, account.password, OWNER),
      login(unknown, 'wrong', OWNER),
    ]);
    expectError(known, 429, 'RATE_LIMITED');
    expectError(nobody, 429, 'RATE_LIMITED');
    expect(Number(known.headers['retry-after'])).toBeLessThanOrEqual(60);

    await failures().updateOne({ _id: `sign-in ${account.user.email}` }, { $set: { blockedUntil: new Date(0) } });
    expect((await login(account.user.email, account.password, OWNER)).status).toBe(200);
  }, 180_000);

  it('allows 4 failures from one address, and a success clears the counts', async () => {
    const account = await registerUser(t.http);
    for (let round = 0; round < 2; round++) {
      await failFrom(account.user.email, ATTACKER, 4);
      expect((await login(account.user.email, account.password, ATTACKER)).status).toBe(200);
    }
    expect(await failures().countDocuments({ _id: { $regex: `^sign-in ${account.user.email}` } })).toBe(0);
  });

  it('lets the address back in once the refusal period is over: no lasting lock-out', async () => {
    const account = await registerUser(t.http);
    await failFrom(account.user.email, ATTACKER);
    expectError(await login(account.user.email, account.password), 429, 'RATE_LIMITED');

    await failures().updateOne(
      { _id: `sign-in ${account.user.email} from ${ATTACKER}` },
      { $set: { blockedUntil: new Date(Date.now() - 1000) } },
    );
    expect((await login(account.user.email, account.password)).status).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    const account = await registerUser(t.http);
    await failFrom(account.user.email, ATTACKER, 4);
    const key = `sign-in ${account.user.email} from ${ATTACKER}`;
    await failures().updateOne({ _id: key }, { $set: { windowStart: new Date(Date.now() - 16 * 60_000) } });

    await failFrom(account.user.email, ATTACKER, 2);
    expect(await failures().findOne({ _id: key })).toMatchObject({ failures: 2 });
  });

  it('keeps each refusal bounded: later failures block for at most a minute', async () => {
    const email = uniqueEmail('target');
    await failFrom(email, ATTACKER);
    const key = `sign-in ${email} from ${ATTACKER}`;
    for (let i = 0; i < 3; i++) {
      await failures().updateOne({ _id: key }, { $set: { blockedUntil: new Date(Date.now() - 1000) } });
      expectError(await login(email, 'wrong'), 400, 'INVALID_CREDENTIALS');
    }
    const record = await failures().findOne({ _id: key });
    expect(record).toMatchObject({ failures: 8 });
    const blockedFor = (record as unknown as { blockedUntil: Date }).blockedUntil.getTime() - Date.now();
    expect(blockedFor).toBeGreaterThan(0);
    expect(blockedFor).toBeLessThanOrEqual(60_000);
  });

  it('holds across instances: failures counted by one are refused by another on the same database', async () => {
    const database = sharedTestDatabase();
    const a = await createTestApp({}, database);
    const b = await createTestApp({}, database);
    try {
      const account = await registerUser(a.http);
      for (let i = 0; i < 5; i++) {
        expectError(await login(account.user.email, 'wrong', ATTACKER, a), 400, 'INVALID_CREDENTIALS');
      }
      expectError(await login(account.user.email, account.password, ATTACKER, b), 429, 'RATE_LIMITED');
      expect((await login(account.user.email, account.password, OWNER, b)).status).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
