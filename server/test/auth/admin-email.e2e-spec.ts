import { expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { REGISTER } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

const RESERVED_MESSAGE = "The administrator role is reserved for this store's owner. Register as a customer.";
const OWNER = 'owner@books.test';

/** ADMIN_EMAIL: the admin role is the owner's email's alone; unset, the first admin to register gets it. */
describe('the admin role reserved for ADMIN_EMAIL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: '  Owner@Books.test ' });
  });

  beforeEach(async () => {
    await t.reset();
  });

  afterAll(async () => {
    await t.close();
  });

  const users = () => t.connection.db!.collection('users');
  const restAdmin = (email: string) =>
    t.http.post('/api/user/register').send({ name: 'Admin', email, password: 'secret123', role: 'admin' });
  const gqlAdmin = (email: string) =>
    gql(t.http, REGISTER, { input: { name: 'Admin', email, password: 'secret123', role: 'ADMIN' } });

  it('refuses the admin role to another email with 403 ADMIN_ROLE_RESERVED and writes nothing (REST)', async () => {
    const res = await restAdmin('intruder@books.test');
    expectError(res, 403, 'ADMIN_ROLE_RESERVED');
    expect(res.body.message).toBe(RESERVED_MESSAGE);
    expect(await users().countDocuments({})).toBe(0);
  });

  it('refuses the admin role to another email with ADMIN_ROLE_RESERVED and writes nothing (GraphQL)', async () => {
    const res = await gqlAdmin('intruder@books.test');
    expectGqlError(res, 'ADMIN_ROLE_RESERVED');
    expect(res.body.errors[0].message).toBe(RESERVED_MESSAGE);
    expect(res.body.errors[0].extensions.statusCode).toBe(403);
    expect(await users().countDocuments({})).toBe(0);
  });

  it("gives the admin role to the owner's email, whatever its case (REST)", async () => {
    const res = await restAdmin('OWNER@books.TEST');
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'admin', email: OWNER });
  });

  it("gives the admin role to the owner's email (GraphQL)", async () => {
    const res = await gqlAdmin(OWNER);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.register.user.role).toBe('ADMIN');
  });

  it('still lets any email register as a shopper', async () => {
    const shopper = await registerUser(t.http, { role: 'user' });
    expect(shopper.user.role).toBe('user');
  });

  it('tells clients the role is restricted without publishing the email (REST and GraphQL)', async () => {
    const rest = await t.http.get('/api/settings');
    expect(rest.body.adminRoleRestricted).toBe(true);
    expect(JSON.stringify(rest.body)).not.toContain('owner@');
    const graphql = await gql(t.http, '{ storeSettings { adminRoleRestricted } }');
    expect(graphql.body).toEqual({ data: { storeSettings: { adminRoleRestricted: true } } });
  });

  describe('without ADMIN_EMAIL', () => {
    let open: TestApp;

    beforeAll(async () => {
      open = await createTestApp();
    });

    afterAll(() => open.close());

    it('lets any email take the admin role, as before, and says the role is not restricted', async () => {
      const res = await open.http
        .post('/api/user/register')
        .send({ name: 'Admin', email: 'anyone@books.test', password: 'secret123', role: 'admin' });
      expect(res.status).toBe(201);
      expect(res.body.user.role).toBe('admin');
      expect((await open.http.get('/api/settings')).body.adminRoleRestricted).toBe(false);
    });
  });
});
