import { startJavaServer } from '../../src/database/mongo-java-server';
import type { ResolvedDatabase } from '../../src/database/resolved-database';
import { expectCleanGqlErrors } from '../setup/expectations';
import { Account, expectError, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { ADMIN_EXISTS, LOGIN, ME, REGISTER } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

const UNAVAILABLE = 'The store is briefly unavailable. Please try again in a moment.';

/** 503 SERVICE_UNAVAILABLE with its message and a Retry-After in seconds, over REST. */
function expectUnavailable(res: { status: number; body: unknown; headers: Record<string, string> }) {
  expectError(res, 503, 'SERVICE_UNAVAILABLE');
  expect((res.body as { message: string }).message).toBe(UNAVAILABLE);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** The same over GraphQL: code and statusCode in the extensions, Retry-After on the answer. */
function expectGqlUnavailable(res: { body: any; headers: Record<string, string> }) {
  expectCleanGqlErrors(res.body);
  expect(res.body.errors[0]).toMatchObject({
    message: UNAVAILABLE,
    extensions: { code: 'SERVICE_UNAVAILABLE', statusCode: 503 },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/**
 * A store whose database has gone away (its own mongo-java-server, unsupervised, killed with
 * SIGKILL): a failure to read an account is not a bad token, so signed-in requests are told to
 * come back (503 with Retry-After), never that their session is over (401), on REST and GraphQL
 * alike. Sign-in, registration and check-admin answer the same instead of 500.
 */
describe('the database out of reach', () => {
  let database: ResolvedDatabase;
  let t: TestApp;
  let shopper: Account;
  let spare: Account;

  beforeAll(async () => {
    database = await startJavaServer({ supervise: false });
    // Accounts are not kept in memory, so that the guard reads each one from the database.
    t = await createTestApp({ SESSION_CACHE_SECONDS: '0' }, { uri: database.uri, engine: database.engine });
    shopper = await registerUser(t.http);
    spare = await registerUser(t.http);
    // The control: with the database there, the token works.
    expect((await t.http.get('/api/user/profile').set('authorization', `Bearer ${shopper.token}`)).status).toBe(200);
    const { pid } = await t.connection.db!.admin().command({ serverStatus: 1 });
    process.kill(pid, 'SIGKILL');
  }, 60_000);

  afterAll(async () => {
    const started = Date.now();
    await t?.close();
    await database?.stop();
    process.stdout.write(`closed in ${Date.now() - started} ms\n`);
  });

  it('answers a signed-in request 503 SERVICE_UNAVAILABLE with Retry-After instead of 401, on REST and GraphQL', async () => {
    const [rest, graph, other] = await Promise.all([
      t.http.get('/api/user/profile').set('authorization', `Bearer ${shopper.token}`),
      gql(t.http, ME, {}, shopper.token),
      t.http.get('/api/user/cart').set('authorization', `Bearer ${spare.token}`),
    ]);
    expectUnavailable(rest);
    expectUnavailable(other);
    expectGqlUnavailable(graph);
  });

  it('answers sign-in, registration and check-admin the same, instead of 500', async () => {
    const credentials = { email: shopper.user.email, password: shopper.password };
    const account = { name: 'Ada', email: uniqueEmail(), password: 'secret123' };
    const [login, register, checkAdmin, gqlLogin, gqlRegister, gqlAdminExists] = await Promise.all([
      t.http.post('/api/user/login').send(credentials),
      t.http.post('/api/user/register').send(account),
      t.http.get('/api/user/check-admin'),
      gql(t.http, LOGIN, { input: credentials }),
      gql(t.http, REGISTER, { input: account }),
      gql(t.http, ADMIN_EXISTS),
    ]);
    for (const res of [login, register, checkAdmin]) expectUnavailable(res);
    for (const res of [gqlLogin, gqlRegister, gqlAdminExists]) expectGqlUnavailable(res);
  });

  it('still refuses a bad token with 401: no database is needed to know that', async () => {
    const [header, payload, signature] = shopper.token.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}xx`;
    expectError(
      await t.http.get('/api/user/profile').set('authorization', `Bearer ${tampered}`),
      401,
      'UNAUTHENTICATED',
    );
    expect((await gql(t.http, ME, {}, tampered)).body.errors[0].extensions).toEqual({
      code: 'UNAUTHENTICATED',
      statusCode: 401,
    });
  });
});
