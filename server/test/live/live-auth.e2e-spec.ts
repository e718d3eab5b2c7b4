import { JwtService } from '@nestjs/jwt';
import WebSocket from 'ws';
import { Role } from '../../src/common/auth/role';
import { UsersService } from '../../src/users/users.service';
import { Account, registerUser } from '../setup/helpers';
import { listenForSockets, liveClient, type LiveClient } from '../setup/live-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Who may keep a live connection (docs/api.md "Live updates"): the token in `connection_init` is
 * checked as on HTTP, and checked again whenever the account changes; the upgrade checks `Origin`.
 */
describe('live connections: sign-in and origin', () => {
  let t: TestApp;
  let url: string;
  const clients: LiveClient[] = [];
  const open = (options: Parameters<typeof liveClient>[1]) => {
    const client = liveClient(url, options);
    clients.push(client);
    return client;
  };
  /**
   * A raw upgrade, as a page on some origin would send it: the HTTP status it gets, or 101. `host`
   * replaces the Host header (the address in `url`), as a browser sends the name it was given.
   */
  const upgradeStatus = (origin?: string, host?: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url, 'graphql-transport-ws', {
        ...(origin ? { origin } : {}),
        ...(host ? { headers: { host } } : {}),
      });
      socket.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('upgrade', () => {
        resolve(101);
        socket.terminate();
      });
      socket.on('error', (error) => reject(error));
    });

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://partner.test' });
    url = await listenForSockets(t.app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(() => t.close());

  it('closes with 4401 at connection_init without a token, or with one that signs nobody in', async () => {
    expect(await open({}).closed).toEqual({ code: 4401, reason: 'Please sign in to continue' });
    expect(await open({ token: 'not-a-token' }).closed).toEqual({
      code: 4401,
      reason: 'Your session is not valid. Please sign in again.',
    });
    const shopper = await registerUser(t.http);
    expect(await open({ params: { authorization: shopper.token } }).closed).toEqual({
      code: 4401,
      reason: 'Please sign in to continue',
    });
    const signer = new JwtService({ secret: 'some-other-secret-that-is-long-enough!' });
    const forged = await signer.signAsync({ sub: shopper.user._id, role: 'admin', ver: 0 });
    expect((await open({ token: forged }).closed).code).toBe(4401);
  });

  it('closes the connection when its token is signed out, and when the password changes', async () => {
    const shopper = await registerUser(t.http);
    const live = open({ token: shopper.token });
    await live.connected;
    const logout = await t.http.post('/api/user/logout').set('authorization', `Bearer ${shopper.token}`);
    expect(logout.status).toBe(200);
    expect(await live.closed).toEqual({ code: 4401, reason: 'Your session is not valid. Please sign in again.' });

    const other = await registerUser(t.http);
    const second = open({ token: other.token });
    await second.connected;
    const changed = await t.http
      .put('/api/user/password')
      .set('authorization', `Bearer ${other.token}`)
      .send({ currentPassword: other.password, newPassword: 'brand-new-live-1' });
    expect(changed.status).toBe(200);
    expect((await second.closed).code).toBe(4401);
    // The new token connects.
    const renewed = open({ token: changed.body.token });
    await renewed.connected;
  });

  it('closes a deleted account with 4401 and a demoted admin with 4403', async () => {
    const users = t.app.get(UsersService);
    const shopper = await registerUser(t.http);
    const deleted = open({ token: shopper.token });
    await deleted.connected;
    await users.deleteAccount(shopper.user._id);
    expect((await deleted.closed).code).toBe(4401);

    const admin: Account = await registerUser(t.http, { role: 'admin' });
    const adminLive = open({ token: admin.token });
    await adminLive.connected;
    const orders = adminLive.subscribe('subscription { orderPlaced { id } }');
    await users.setRole(admin.user._id, Role.USER);
    expect(await adminLive.closed).toEqual({ code: 4403, reason: "This account's role changed. Connect again." });
    await orders.ended;
  });

  it('closes the connection when its token expires', async () => {
    const shopper = await registerUser(t.http);
    const signer = new JwtService({ secret: t.config.jwtSecret });
    const token = await signer.signAsync(
      { sub: shopper.user._id, role: 'user', ver: 0, jti: 'short-lived' },
      { algorithm: 'HS256', expiresIn: 2 },
    );
    const live = open({ token });
    await live.connected;
    const started = Date.now();
    expect(await live.closed).toEqual({ code: 4401, reason: 'Your session has expired. Please sign in again.' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("refuses an upgrade from a page on another site with 403, and lets the store's own origins and non-browser clients in", async () => {
    expect(await upgradeStatus('https://evil.test')).toBe(403);
    expect(await upgradeStatus('http://store.test')).toBe(101);
    expect(await upgradeStatus('https://partner.test')).toBe(101);
    expect(await upgradeStatus()).toBe(101);
    // A refused page never reaches connection_init, whatever token it holds.
    const shopper = await registerUser(t.http);
    const refused = open({ token: shopper.token, origin: 'https://evil.test' });
    expect((await refused.closed).code).not.toBe(1000);
  });

  it('lets in the store opened at an address PUBLIC_URL does not name: Origin equal to the Host it connects to', async () => {
    // PUBLIC_URL is http://store.test; the page was opened at the address the app listens on.
    const own = new URL(url.replace(/^ws/, 'http')).origin;
    expect(own).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await upgradeStatus(own)).toBe(101);
    const shopper = await registerUser(t.http);
    const live = open({ token: shopper.token, origin: own });
    await live.connected;

    // Another site's page sends its own origin with this host; another port is another origin.
    expect(await upgradeStatus('http://evil.test')).toBe(403);
    expect(await upgradeStatus(own.replace(/:(\d+)$/, (_port, port) => `:${Number(port) + 1}`))).toBe(403);
    expect(await upgradeStatus(`http://localhost:${new URL(own).port}`)).toBe(403);
    expect(await upgradeStatus('null')).toBe(403);
    // The listed origin still comes in from anywhere.
    expect(await upgradeStatus('https://partner.test')).toBe(101);
  });

  it('takes a page whose name was pointed here (DNS rebinding) as same-origin, and gives it no session', async () => {
    // Its browser sends the name it was given in both headers, as for any same-origin request.
    const headers = { origin: 'http://rebound.test:3000', headers: { host: 'rebound.test:3000' } };
    expect(await upgradeStatus(headers.origin, headers.headers.host)).toBe(101);
    expect(await upgradeStatus(headers.origin, 'store.test')).toBe(403);
    // It holds none of the store's tokens: connection_init without one closes 4401.
    const socket = new WebSocket(url, 'graphql-transport-ws', headers);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    expect(await closed).toEqual({ code: 4401, reason: 'Please sign in to continue' });
  });
});
