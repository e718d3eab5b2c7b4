import { expectError, expectGqlError, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { ADMIN_EXISTS, REGISTER } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

const ADMIN_EXISTS_MESSAGE = 'Admin already exists in the system. Only one admin is allowed.';

/** One admin, sequentially and under concurrency. */
describe('the single admin', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  beforeEach(async () => {
    await t.reset();
  });

  afterAll(async () => {
    await t.close();
  });

  const users = () => t.connection.db!.collection('users');
  const restAdmin = (email = uniqueEmail('admin')) =>
    t.http.post('/api/user/register').send({ name: 'Admin', email, password: 'secret123', role: 'admin' });
  const gqlAdmin = (email = uniqueEmail('admin')) =>
    gql(t.http, REGISTER, { input: { name: 'Admin', email, password: 'secret123', role: 'ADMIN' } });

  it('reports no admin on an empty store (REST check-admin and GraphQL adminExists)', async () => {
    const rest = await t.http.get('/api/user/check-admin');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ adminExists: false });
    expect((await gql(t.http, ADMIN_EXISTS)).body).toEqual({ data: { adminExists: false } });
  });

  it('lets the first admin register and then reports that an admin exists', async () => {
    const res = await restAdmin();
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('admin');

    expect((await t.http.get('/api/user/check-admin')).body).toEqual({ adminExists: true });
    expect((await gql(t.http, ADMIN_EXISTS)).body).toEqual({ data: { adminExists: true } });
  });

  it(`rejects a second admin with 409 ADMIN_EXISTS and '${ADMIN_EXISTS_MESSAGE}' (REST)`, async () => {
    expect((await restAdmin()).status).toBe(201);
    const second = uniqueEmail('second');

    const res = await restAdmin(second);
    expectError(res, 409, 'ADMIN_EXISTS');
    expect(res.body.message).toBe(ADMIN_EXISTS_MESSAGE);
    expect(await users().countDocuments({ role: 'admin' })).toBe(1);
    expect(await users().countDocuments({ email: second })).toBe(0);
  });

  it('rejects a second admin with ADMIN_EXISTS (GraphQL), also when the first came through REST', async () => {
    expect((await restAdmin()).status).toBe(201);
    const second = uniqueEmail('second');

    const res = await gqlAdmin(second);
    expectGqlError(res, 'ADMIN_EXISTS');
    expect(res.body.errors[0].message).toBe(ADMIN_EXISTS_MESSAGE);
    expect(res.body.errors[0].extensions.statusCode).toBe(409);
    expect(await users().countDocuments({ role: 'admin' })).toBe(1);
    expect(await users().countDocuments({ email: second })).toBe(0);
  });

  it('still lets shoppers register once the admin exists', async () => {
    expect((await gqlAdmin()).body.errors).toBeUndefined();
    const shopper = await registerUser(t.http, { role: 'user' });
    expect(shopper.user.role).toBe('user');
  });

  it('does not let a shopper become admin by registering again with the same email', async () => {
    const shopper = await registerUser(t.http);
    const res = await t.http
      .post('/api/user/register')
      .send({ name: 'Me again', email: shopper.user.email, password: 'secret123', role: 'admin' });
    expect(res.status).toBe(409);
    expect(await users().countDocuments({ role: 'admin' })).toBe(0);
  });

  it('lets exactly one of 20 concurrent admin registrations through (REST): one 201, nineteen 409 ADMIN_EXISTS', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => restAdmin(uniqueEmail(`race${i}`))));

    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const res of responses.filter((r) => r.status === 409)) expectError(res, 409, 'ADMIN_EXISTS');
    expect(await users().countDocuments({ role: 'admin' })).toBe(1);
    expect(await users().countDocuments({})).toBe(1);
    expect((await t.http.get('/api/user/check-admin')).body).toEqual({ adminExists: true });
  });

  it('lets exactly one of 20 concurrent admin registrations through when GraphQL and REST race (10 each)', async () => {
    const [graph, rest] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, (_, i) => gqlAdmin(uniqueEmail(`gql${i}`)))),
      Promise.all(Array.from({ length: 10 }, (_, i) => restAdmin(uniqueEmail(`rest${i}`)))),
    ]);

    const outcomes = [
      ...graph.map((res) => (res.body.errors ? res.body.errors[0].extensions.code : 'CREATED')),
      ...rest.map((res) => (res.status === 201 ? 'CREATED' : res.body.error)),
    ];
    expect(outcomes.sort()).toEqual([...Array(19).fill('ADMIN_EXISTS'), 'CREATED']);
    for (const res of graph.filter((r) => !r.body.errors)) expect(res.body.data.register.user.role).toBe('ADMIN');
    expect(await users().countDocuments({ role: 'admin' })).toBe(1);
    expect(await users().countDocuments({})).toBe(1);
  });
});
