import { expectError, gql, uniqueEmail } from '../setup/helpers';
import { ADMIN_EXISTS, LOGIN, REGISTER } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

const LIMIT = 3;

/**
 * Sign-in and registration are limited per client (AUTH_RATE_LIMIT attempts a minute), on REST
 * and GraphQL. Each test takes a client address of its own (the app trusts X-Forwarded-For from
 * loopback, as behind a local reverse proxy), so the tests do not share a budget; and an email of
 * its own, so that the per-account throttling of failed sign-ins stays out of the way.
 */
describe('rate limiting of sign-in and registration', () => {
  let t: TestApp;
  let client = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
  });

  afterAll(async () => {
    await t.close();
  });

  const newClient = () => `203.0.113.${++client}`;
  const emailOf = (ip: string) => `nobody-${ip.replaceAll('.', '-')}@example.com`;
  const login = (ip: string) =>
    t.http
      .post('/api/user/login')
      .set('x-forwarded-for', ip)
      .send({ email: emailOf(ip), password: 'wrong-one' });
  const times = async <T>(n: number, send: () => Promise<T>) => {
    const results: T[] = [];
    for (let i = 0; i < n; i++) results.push(await send());
    return results;
  };

  it(`answers the ${LIMIT + 1}th login within a minute with 429 RATE_LIMITED and a message saying to wait (REST)`, async () => {
    const ip = newClient();
    const allowed = await times(LIMIT, () => login(ip));
    expect(allowed.map((res) => res.status)).toEqual(Array(LIMIT).fill(400));

    const limited = await login(ip);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.body.message).toMatch(/too many attempts.*wait/i);
  });

  it('tells a limited client when to come back with the standard Retry-After header, in seconds (REST and GraphQL)', async () => {
    const ip = newClient();
    await times(LIMIT, () => login(ip));
    const rest = await login(ip);
    expect(rest.status).toBe(429);
    expect(rest.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(rest.headers['retry-after'])).toBeLessThanOrEqual(60);

    const graph = await gql(t.http, LOGIN, { input: { email: emailOf(ip), password: 'wrong-one' } }).set(
      'x-forwarded-for',
      ip,
    );
    expect(graph.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(graph.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts attempts per client: another client can still sign in', async () => {
    const ip = newClient();
    await times(LIMIT + 1, () => login(ip));
    expect((await login(newClient())).status).toBe(400);
  });

  it('limits GraphQL login too, with extensions.code RATE_LIMITED', async () => {
    const ip = newClient();
    const send = () =>
      gql(t.http, LOGIN, { input: { email: emailOf(ip), password: 'wrong-one' } }).set('x-forwarded-for', ip);
    const allowed = await times(LIMIT, send);
    expect(allowed.map((res) => res.body.errors[0].extensions.code)).toEqual(Array(LIMIT).fill('INVALID_CREDENTIALS'));

    const limited = await send();
    expect(limited.body.errors[0].extensions).toEqual({ code: 'RATE_LIMITED', statusCode: 429 });
    expect(limited.body.errors[0].message).toMatch(/too many attempts/i);
  });

  it('limits registration (REST), counting rejected attempts as well', async () => {
    const ip = newClient();
    const send = () => t.http.post('/api/user/register').set('x-forwarded-for', ip).send({ name: 'Spam' });
    expect((await times(LIMIT, send)).map((res) => res.status)).toEqual(Array(LIMIT).fill(400));
    expectError(await send(), 429, 'RATE_LIMITED');
  });

  it('limits registration (GraphQL)', async () => {
    const ip = newClient();
    const send = () =>
      gql(t.http, REGISTER, { input: { name: 'Spam', email: 'bad', password: 'x' } }).set('x-forwarded-for', ip);
    await times(LIMIT, send);
    expect((await send()).body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('shares one budget between login and registration over REST and GraphQL', async () => {
    const ip = newClient();
    await login(ip);
    await gql(t.http, LOGIN, { input: { email: emailOf(ip), password: 'wrong-one' } }).set('x-forwarded-for', ip);
    await t.http.post('/api/user/register').set('x-forwarded-for', ip).send({ name: 'Spam' });
    const fourth = await gql(t.http, REGISTER, { input: { name: 'Spam', email: 'bad', password: 'x' } }).set(
      'x-forwarded-for',
      ip,
    );
    expect(fourth.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('does not limit other routes such as check-admin', async () => {
    const ip = newClient();
    await times(LIMIT + 1, () => login(ip));

    const rest = await times(LIMIT * 3, () => t.http.get('/api/user/check-admin').set('x-forwarded-for', ip));
    expect(rest.map((res) => res.status)).toEqual(Array(LIMIT * 3).fill(200));
    const graph = await times(LIMIT * 3, () => gql(t.http, ADMIN_EXISTS).set('x-forwarded-for', ip));
    expect(graph.every((res) => res.body.data?.adminExists === false)).toBe(true);
  });
});

/** Which address counts as the client's is TRUST_PROXY's decision (Express's `trust proxy`). */
describe('rate limiting behind a proxy (TRUST_PROXY)', () => {
  const attempt = (t: TestApp, forwardedFor: string) =>
    t.http
      .post('/api/user/login')
      .set('x-forwarded-for', forwardedFor)
      .send({ email: uniqueEmail('nobody'), password: 'wrong-one' });
  const statuses = async (t: TestApp, clients: string[]) => {
    const results: number[] = [];
    for (const client of clients) results.push((await attempt(t, client)).status);
    return results;
  };

  it('with TRUST_PROXY=1, gives two clients with different X-Forwarded-For separate budgets', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    try {
      expect(await statuses(t, ['198.51.100.1', '198.51.100.1', '198.51.100.1'])).toEqual([400, 400, 429]);
      expect(await statuses(t, ['198.51.100.2', '198.51.100.2'])).toEqual([400, 400]);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY=false, ignores X-Forwarded-For, so a client cannot dodge the limit by changing it', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: 'false' });
    try {
      expect(await statuses(t, ['198.51.100.1', '198.51.100.2', '198.51.100.3'])).toEqual([400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
