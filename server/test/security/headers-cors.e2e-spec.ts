import { createTestApp, TestApp } from '../setup/test-app';

const LISTED = 'http://localhost:5173';
const OWN = 'http://store.test';
const UNLISTED = 'http://evil.example';

/**
 * Security headers (helmet) and CORS: CORS_ORIGINS plus the app's own origin (PUBLIC_URL, or the
 * one the request's Host names), nothing else.
 */
describe('security headers and CORS', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: LISTED });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('helmet', () => {
    it('sends the security headers on /api/health', async () => {
      const res = await t.http.get('/api/health');
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('sends them on errors and on GraphQL too', async () => {
      for (const res of [
        await t.http.get('/api/nope'),
        await t.http.post('/graphql').send({ query: '{ adminExists }' }),
      ]) {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      }
    });

    it('tells caches not to keep GraphQL answers, successful or not', async () => {
      for (const query of ['{ adminExists }', '{ nope }']) {
        const res = await t.http.post('/graphql').send({ query });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });
  });

  describe('Content-Security-Policy', () => {
    const directive = (csp: string, name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    const SANDBOX_CDN = 'https://embeddable-sandbox.cdn.apollographql.com';

    it.each([
      ['the app page', () => t.http.get('/').set('accept', 'text/html')],
      ['an API route', () => t.http.get('/api/health')],
      ['a GraphQL request', () => t.http.post('/graphql').send({ query: '{ adminExists }' })],
    ])('allows scripts from this origin only on %s: no inline scripts, no Apollo CDN', async (_where, send) => {
      const csp = (await send()).headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(csp).not.toContain('apollographql.com');
      expect(directive(csp, 'frame-src')).toBe('');
    });

    it('allows the inline script and Apollo’s CDN on the Sandbox page (GET /graphql from a browser, outside production)', async () => {
      const res = await t.http.get('/graphql').set('accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain(SANDBOX_CDN);
      const csp = res.headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'unsafe-inline' ${SANDBOX_CDN}`);
      expect(directive(csp, 'frame-src')).toContain('https://sandbox.embed.apollographql.com');
    });

    it('serves no Sandbox page, and so no relaxed policy, in production', async () => {
      const prod = await createTestApp({
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://unused.test/db',
        DEMO_CATALOGUE: 'false',
      });
      try {
        const res = await prod.http.get('/graphql').set('accept', 'text/html');
        expect(res.text).not.toContain(SANDBOX_CDN);
        expect(directive(res.headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
      } finally {
        await prod.close();
      }
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string, path = '/api/user/login', headers = 'authorization,content-type') =>
      t.http
        .options(path)
        .set('origin', origin)
        .set('access-control-request-method', 'POST')
        .set('access-control-request-headers', headers);

    it('allows a preflight from an origin listed in CORS_ORIGINS, with the headers clients send', async () => {
      const res = await preflight(LISTED);
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(LISTED);
      expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
      const allowed = res.headers['access-control-allow-headers'].toLowerCase();
      expect(allowed).toContain('authorization');
      expect(allowed).toContain('content-type');
    });

    it('allows a GraphQL multipart preflight with apollo-require-preflight from a listed origin', async () => {
      const res = await preflight(LISTED, '/graphql', 'apollo-require-preflight,authorization');
      expect(res.headers['access-control-allow-origin']).toBe(LISTED);
      expect(res.headers['access-control-allow-headers'].toLowerCase()).toContain('apollo-require-preflight');
    });

    it('allows the app’s own origin (PUBLIC_URL)', async () => {
      const res = await preflight(OWN);
      expect(res.headers['access-control-allow-origin']).toBe(OWN);
    });

    it('allows the app’s own origin as the request reached it (Origin equal to Host), which PUBLIC_URL does not name', async () => {
      const pre = await preflight('http://127.0.0.1:3000').set('host', '127.0.0.1:3000');
      expect(pre.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      const res = await t.http
        .post('/graphql')
        .set('host', 'shop.example:8080')
        .set('origin', 'http://shop.example:8080')
        .send({ query: '{ adminExists }' });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('http://shop.example:8080');
    });

    it('gives a page on another host or port than the request’s no Access-Control-Allow-Origin', async () => {
      for (const [origin, host] of [
        [UNLISTED, '127.0.0.1:3000'],
        ['http://127.0.0.1:3001', '127.0.0.1:3000'],
        ['http://localhost:3000', '127.0.0.1:3000'],
        ['http://shop.example:8080', 'shop.example'],
      ]) {
        const res = await preflight(origin).set('host', host);
        expect({ origin, host, allowed: res.headers['access-control-allow-origin'] }).toEqual({
          origin,
          host,
          allowed: undefined,
        });
      }
    });

    it('gives an unlisted origin no Access-Control-Allow-Origin, on preflights and on responses', async () => {
      const pre = await preflight(UNLISTED);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();

      const res = await t.http.get('/api/user/check-admin').set('origin', UNLISTED);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('does not treat a look-alike of a listed origin as listed', async () => {
      for (const origin of ['http://localhost:5174', 'https://localhost:5173', 'http://localhost:5173.evil.example']) {
        const res = await preflight(origin);
        expect({ origin, allowed: res.headers['access-control-allow-origin'] }).toEqual({ origin, allowed: undefined });
      }
    });

    it('echoes a listed origin on an actual response, and sends no credentials header', async () => {
      const res = await t.http.get('/api/user/check-admin').set('origin', LISTED);
      expect(res.headers['access-control-allow-origin']).toBe(LISTED);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toMatch(/origin/i);
    });

    it('lets a listed origin read the error for a body that is not JSON', async () => {
      const res = await t.http
        .post('/api/user/login')
        .set('origin', LISTED)
        .set('content-type', 'application/json')
        .send('{"email":');
      expect(res.status).toBe(400);
      expect(res.headers['access-control-allow-origin']).toBe(LISTED);
      expect(res.body.message).toBe('The request body is not valid JSON');
    });
  });
});
