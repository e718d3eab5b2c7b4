import { JwtService } from '@nestjs/jwt';
import { Account, expectError, gql, registerUser } from '../setup/helpers';
import { ME } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

const TEST_SECRET = 'integration-test-secret-that-is-long-enough';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Bearer tokens: HS256 with our secret, unexpired, for an account that exists. */
describe('bearer tokens', () => {
  let t: TestApp;
  let account: Account;
  let deleted: Account;
  const signer = new JwtService({ secret: TEST_SECRET });

  beforeAll(async () => {
    t = await createTestApp();
    account = await registerUser(t.http);
    deleted = await registerUser(t.http);
    await t.connection.db!.collection('users').deleteOne({ email: deleted.user.email });
  });

  afterAll(async () => {
    await t.close();
  });

  const claims = () => ({ sub: account.user._id, role: 'user' });
  const rest = (token?: string) => {
    const req = t.http.get('/api/user/profile');
    return token === undefined ? req : req.set('authorization', `Bearer ${token}`);
  };

  /** Both transports must refuse the token: REST with 401 UNAUTHENTICATED, GraphQL `me` likewise. */
  async function expectRefused(token: string | undefined, message?: RegExp) {
    const res = await rest(token);
    expectError(res, 401, 'UNAUTHENTICATED');
    if (message) expect(res.body.message).toMatch(message);

    const graph = await gql(t.http, ME, {}, token);
    expect(graph.body.data).toBeNull();
    expect(graph.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', statusCode: 401 });
    if (message) expect(graph.body.errors[0].message).toMatch(message);
  }

  it('accepts a token signed with the test secret (the control for every case below)', async () => {
    const token = await signer.signAsync(claims(), { expiresIn: '1h' });
    expect((await rest(token)).body.user._id).toBe(account.user._id);
    expect((await gql(t.http, ME, {}, token)).body.data.me.id).toBe(account.user._id);
  });

  it('refuses a request without a token with 401 UNAUTHENTICATED', async () => {
    await expectRefused(undefined, /sign in/i);
  });

  it('refuses a non-bearer Authorization header', async () => {
    const res = await t.http.get('/api/user/profile').set('authorization', `Basic ${account.token}`);
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload, signature] = account.token.split('.');
    const middle = Math.floor(signature.length / 2);
    const flipped = signature[middle] === 'A' ? 'B' : 'A';
    await expectRefused(`${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`);
  });

  it('refuses a token whose payload was changed to claim admin (signature no longer matches)', async () => {
    const [header, , signature] = account.token.split('.');
    await expectRefused(`${header}.${b64({ ...claims(), role: 'admin', exp: now() + 3600 })}.${signature}`);
  });

  it("refuses an unsigned token with alg 'none' for a real user", async () => {
    const payload = b64({ ...claims(), iat: now(), exp: now() + 3600 });
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`);
  });

  it('refuses an expired token, saying the session has expired', async () => {
    const token = await signer.signAsync({ ...claims(), iat: now() - 7200, exp: now() - 60 });
    await expectRefused(token, /expired/i);
  });

  it('refuses a token for an account that was deleted', async () => {
    await expectRefused(deleted.token);
  });

  it('refuses a token whose subject is not an account id', async () => {
    await expectRefused(await signer.signAsync({ sub: 'admin', role: 'admin' }, { expiresIn: '1h' }));
  });

  it('refuses a token signed with another secret', async () => {
    const other = new JwtService({ secret: 'another-secret-that-is-also-long-enough-to-pass' });
    await expectRefused(await other.signAsync(claims(), { expiresIn: '1h' }));
  });

  it('refuses an HS512 token even with the right secret: only HS256 is accepted', async () => {
    await expectRefused(await signer.signAsync(claims(), { expiresIn: '1h', algorithm: 'HS512' }));
  });

  it('refuses garbage in place of a token', async () => {
    await expectRefused('not.a.jwt');
  });
});
