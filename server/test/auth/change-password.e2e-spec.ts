import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { ME } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) { message token }
}`;

/** Changing the password (PUT /api/user/password, Mutation.changePassword) signs out every other session. */
describe('change password', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const restChange = (token: string, body: Record<string, unknown>) =>
    t.http.put('/api/user/password').set('authorization', `Bearer ${token}`).send(body);
  const profile = (token: string) => t.http.get('/api/user/profile').set('authorization', `Bearer ${token}`);
  const login = (email: string, password: string) => t.http.post('/api/user/login').send({ email, password });

  it('returns 200 with a fresh token that keeps working, and the new password signs in (REST)', async () => {
    const account = await registerUser(t.http);
    const res = await restChange(account.token, { currentPassword: account.password, newPassword: 'brand-new-1' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed successfully', token: expect.any(String) });
    expect((await profile(res.body.token)).body.user._id).toBe(account.user._id);
    expect((await login(account.user.email, 'brand-new-1')).status).toBe(200);
    expectError(await login(account.user.email, account.password), 400, 'INVALID_CREDENTIALS');
  });

  it('signs out every other session: older tokens get 401 on REST and GraphQL', async () => {
    const account = await registerUser(t.http);
    const other = (await login(account.user.email, account.password)).body.token as string;
    expect((await profile(other)).status).toBe(200);

    const res = await restChange(account.token, { currentPassword: account.password, newPassword: 'brand-new-2' });
    expect(res.status).toBe(200);

    for (const stale of [account.token, other]) {
      expectError(await profile(stale), 401, 'UNAUTHENTICATED');
      expectGqlError(await gql(t.http, ME, {}, stale), 'UNAUTHENTICATED');
    }
    expect((await profile(res.body.token)).status).toBe(200);
  });

  it('refuses a wrong current password with 400 INVALID_CREDENTIALS and changes nothing', async () => {
    const account = await registerUser(t.http);
    const res = await restChange(account.token, { currentPassword: 'not-my-password', newPassword: 'brand-new-3' });

    expectError(res, 400, 'INVALID_CREDENTIALS');
    expect(res.body.message).toBe('Current password is incorrect');
    expect((await profile(account.token)).status).toBe(200);
    expect((await login(account.user.email, account.password)).status).toBe(200);
  });

  it('applies the new-password rules and requires both fields (400 VALIDATION_FAILED)', async () => {
    const account = await registerUser(t.http);
    const short = await restChange(account.token, { currentPassword: account.password, newPassword: 'abc' });
    expectError(short, 400, 'VALIDATION_FAILED');
    expect(short.body.message).toMatch(/at least 6 characters/);

    expectError(await restChange(account.token, { newPassword: 'brand-new-4' }), 400, 'VALIDATION_FAILED');
    expectError(await restChange(account.token, { currentPassword: account.password }), 400, 'VALIDATION_FAILED');
    expect((await profile(account.token)).status).toBe(200);
  });

  it('throttles wrong current passwords per account, from any address: 429 with Retry-After after 5', async () => {
    const account = await registerUser(t.http);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await restChange(account.token, { currentPassword: `wrong-${i}`, newPassword: 'brand-new-8' }).set(
        'x-forwarded-for',
        `203.0.113.${20 + i}`,
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expectError(res, 429, 'RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(9).fill(429)]);

    // While refused, even the right current password is refused, over GraphQL too; the account still signs in.
    expectError(
      await restChange(account.token, { currentPassword: account.password, newPassword: 'brand-new-8' }),
      429,
      'RATE_LIMITED',
    );
    const graph = await gql(
      t.http,
      CHANGE_PASSWORD,
      { input: { currentPassword: account.password, newPassword: 'brand-new-8' } },
      account.token,
    );
    expectGqlError(graph, 'RATE_LIMITED');
    expect(graph.body.errors[0].extensions.statusCode).toBe(429);
    expect(Number(graph.headers['retry-after'])).toBeGreaterThan(0);
    expect((await profile(account.token)).status).toBe(200);

    // Once the refusal is over, the right password changes it, and the count starts again.
    await t.connection
      .db!.collection<{ _id: string }>('loginfailures')
      .updateOne({ _id: `password ${account.user._id}` }, { $set: { blockedUntil: new Date(0) } });
    const changed = await restChange(account.token, { currentPassword: account.password, newPassword: 'brand-new-8' });
    expect(changed.status).toBe(200);
    expect(
      await t.connection
        .db!.collection<{ _id: string }>('loginfailures')
        .findOne({ _id: `password ${account.user._id}` }),
    ).toBeNull();
  });

  it('needs a signed-in account (401)', async () => {
    const res = await t.http.put('/api/user/password').send({ currentPassword: 'x', newPassword: 'brand-new-5' });
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  describe('GraphQL', () => {
    let account: Account;

    beforeAll(async () => {
      account = await registerUser(t.http);
    });

    it('refuses a wrong current password with INVALID_CREDENTIALS, statusCode 400', async () => {
      const res = await gql(
        t.http,
        CHANGE_PASSWORD,
        { input: { currentPassword: 'wrong-one', newPassword: 'brand-new-6' } },
        account.token,
      );
      expectGqlError(res, 'INVALID_CREDENTIALS');
      expect(res.body.errors[0]).toMatchObject({
        message: 'Current password is incorrect',
        extensions: { statusCode: 400 },
      });
    });

    it('changes the password, returns a working token and refuses the old one', async () => {
      const res = await gql(
        t.http,
        CHANGE_PASSWORD,
        { input: { currentPassword: account.password, newPassword: 'brand-new-7' } },
        account.token,
      );
      expect(res.body.errors).toBeUndefined();
      const { message, token } = res.body.data.changePassword;
      expect(message).toBe('Password changed successfully');
      expect((await gql(t.http, ME, {}, token)).body.data.me.id).toBe(account.user._id);
      expectGqlError(await gql(t.http, ME, {}, account.token), 'UNAUTHENTICATED');
      expect((await login(account.user.email, 'brand-new-7')).status).toBe(200);
    });
  });
});
