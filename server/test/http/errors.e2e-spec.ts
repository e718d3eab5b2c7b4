import { Logger } from '@nestjs/common';
import { mongo } from 'mongoose';
import { UsersService } from '../../src/users/users.service';
import { Account, expectError, gql, registerUser } from '../setup/helpers';
import { expectCleanGqlErrors, expectNoInternals } from '../setup/expectations';
import { ADMIN_EXISTS } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

const INVALID_JSON = 'The request body is not valid JSON';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The error contract (docs/api.md "Errors") for malformed requests, unknown routes and our own failures. */
describe('HTTP errors', () => {
  let t: TestApp;
  let account: Account;

  beforeAll(async () => {
    t = await createTestApp();
    account = await registerUser(t.http);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers 200 with the engine and a connected database', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: { engine: process.env.TEST_DATABASE_ENGINE, state: 'connected' },
    });
  });

  describe('malformed bodies', () => {
    it.each([
      ['POST', '/api/user/login'],
      ['POST', '/api/user/register'],
      ['PUT', '/api/user/profile'],
    ])(`answers invalid JSON on %s %s with 400 VALIDATION_FAILED '${INVALID_JSON}'`, async (method, path) => {
      const send = (t.http as any)[method.toLowerCase()].bind(t.http);
      const res = await send(path)
        .set('authorization', `Bearer ${account.token}`)
        .set('content-type', 'application/json')
        .send('{"email": "ada@example.com", "password": ');
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe(INVALID_JSON);
    });

    it('answers a JSON body over the 1 MB limit with 413 and a message about the body, not an image', async () => {
      const res = await t.http
        .post('/api/user/login')
        .send({ email: 'a@example.com', password: 'x'.repeat(1_100_000) });
      expectError(res, 413, 'FILE_TOO_LARGE');
      expect(res.body.message).toBe('The request body is too large');
    });

    it('answers a form body over its limit with the same 413 message', async () => {
      const res = await t.http
        .post('/api/user/login')
        .type('form')
        .send(`email=a%40b.co&password=${'x'.repeat(200_000)}`);
      expectError(res, 413, 'FILE_TOO_LARGE');
      expect(res.body.message).toBe('The request body is too large');
    });

    it('answers a GraphQL multipart request with broken operations JSON with 400 VALIDATION_FAILED', async () => {
      const res = await t.http
        .post('/graphql')
        .set('apollo-require-preflight', 'true')
        .field('operations', '{"query": ')
        .field('map', '{}');
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toMatch(/operations/);
    });

    it('answers JSON in a charset other than UTF-8 with 400 about the body, not an image error', async () => {
      const res = await t.http
        .post('/api/user/login')
        .set('content-type', 'application/json; charset=latin1')
        .send('{"email":"a@example.com","password":"secret123"}');
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('The request body must be UTF-8 JSON');
    });

    it('answers a form body with too many fields with 400 about fields, not the image size message', async () => {
      const fields = Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&');
      const res = await t.http.post('/api/user/login').type('form').send(fields);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('The form has too many fields');
    });

    it('answers a multipart form with too many fields the same way', async () => {
      const req = t.http.post('/api/user/register');
      for (let i = 0; i < 30; i++) req.field(`extra${i}`, 'x');
      const res = await req;
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('The form has too many fields');
    });

    it('still answers a file that is not an image with 400 UNSUPPORTED_FILE', async () => {
      const res = await t.http
        .put('/api/user/profile')
        .set('authorization', `Bearer ${account.token}`)
        .field('name', 'Still Me')
        .field('email', account.user.email)
        .attach('photo', Buffer.from('%PDF-1.7'), 'photo.png');
      expectError(res, 400, 'UNSUPPORTED_FILE');
    });

    it('treats a body in an unexpected format as missing fields (400), not as a crash', async () => {
      const res = await t.http.post('/api/user/login').set('content-type', 'application/xml').send('<email>x</email>');
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('Email is required');
    });
  });

  describe('unknown routes', () => {
    it.each([
      ['GET', '/api/nope'],
      ['POST', '/api/user/nope'],
      ['DELETE', '/api/nope'],
      ['GET', '/api/images'],
    ])('answers %s %s with a 404 NOT_FOUND JSON error', async (method, path) => {
      const res = await (t.http as any)[method.toLowerCase()](path);
      expectError(res, 404, 'NOT_FOUND');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('methods a path does not serve', () => {
    it.each([
      ['TRACE', '/api/user/login', 'POST'],
      ['TRACE', '/api/health', 'GET, HEAD'],
      ['TRACE', '/graphql', 'GET, POST'],
      ['DELETE', '/api/user/login', 'POST'],
      ['PUT', '/api/user/check-admin', 'GET, HEAD'],
      ['DELETE', '/api/user/profile', 'GET, HEAD, PUT'],
      ['PUT', '/graphql', 'GET, POST'],
      ['PATCH', '/api/images/0123456789abcdef01234567', 'GET, HEAD'],
    ])('answers %s %s with 405 METHOD_NOT_ALLOWED and Allow: %s', async (method, path, allow) => {
      const res = await (t.http as any)[method.toLowerCase()](path).set('authorization', `Bearer ${account.token}`);
      expectError(res, 405, 'METHOD_NOT_ALLOWED');
      expect(res.headers.allow.split(', ').sort()).toEqual(allow.split(', ').sort());
      expect(res.body.message).toContain(method);
    });

    it('answers TRACE with 405 on a path no route knows too, and never echoes the request', async () => {
      const res = await t.http.trace('/api/nope').set('authorization', `Bearer ${account.token}`);
      expectError(res, 405, 'METHOD_NOT_ALLOWED');
      expect(res.headers.allow).toBeTruthy();
      expect(res.text).not.toContain(account.token);
    });
  });

  describe('failures of our own', () => {
    const driverError = () =>
      new mongo.MongoServerError({
        message: 'Executor error on 127.0.0.1:27017, connection 7; secret=hunter2',
        code: 96,
      });

    it('turns an unexpected driver error into 500 INTERNAL with a generic message, and logs the stack on the server', async () => {
      const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      jest.spyOn(t.app.get(UsersService), 'adminExists').mockRejectedValueOnce(driverError());

      const res = await t.http.get('/api/user/check-admin');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ statusCode: 500, message: INTERNAL_MESSAGE, error: 'INTERNAL' });
      expect(res.text).not.toMatch(/127\.0\.0\.1|hunter2|connection 7/);
      expect(String(log.mock.calls[0]?.[0])).toMatch(/MongoServerError/);
    });

    it('answers a database out of reach with 503 SERVICE_UNAVAILABLE and Retry-After, without the driver message', async () => {
      jest
        .spyOn(t.app.get(UsersService), 'adminExists')
        .mockRejectedValueOnce(new mongo.MongoNetworkError('connection 7 to 127.0.0.1:27017 closed; secret=hunter2'));

      const res = await t.http.get('/api/user/check-admin');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        statusCode: 503,
        message: 'The store is briefly unavailable. Please try again in a moment.',
        error: 'SERVICE_UNAVAILABLE',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.text).not.toMatch(/127\.0\.0\.1|hunter2|connection 7/);
    });

    it('turns the same failure under GraphQL into INTERNAL with the same generic message', async () => {
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      jest.spyOn(t.app.get(UsersService), 'adminExists').mockRejectedValueOnce(driverError());

      const res = await gql(t.http, ADMIN_EXISTS);
      expect(res.body.errors[0]).toMatchObject({
        message: INTERNAL_MESSAGE,
        extensions: { code: 'INTERNAL', statusCode: 500 },
      });
      expectCleanGqlErrors(res.body);
      expect(res.text).not.toMatch(/127\.0\.0\.1|hunter2/);
    });
  });

  it('never shows a stack trace or a driver message, whatever is sent', async () => {
    const bearer = `Bearer ${account.token}`;
    const responses = await Promise.all([
      t.http.post('/api/user/login').set('content-type', 'application/json').send('{'),
      t.http.post('/api/user/login').send({ email: { $where: 'sleep(1000)' }, password: 'x' }),
      t.http.post('/api/user/register').send({ name: ['a'], email: 1, password: null, role: { $ne: 'user' } }),
      t.http
        .put('/api/user/profile')
        .set('authorization', bearer)
        .send({ name: { $set: 'x' }, email: 'x' }),
      t.http
        .put('/api/user/profile')
        .set('authorization', bearer)
        .send({ name: 'x', email: account.user.email, _id: 'zzz' }),
      t.http.get('/api/images/%00%ff'),
      t.http.get('/api/images/0123456789abcdef01234567'),
      t.http.get('/api/user/profile').set('authorization', 'Bearer a.b.c'),
      t.http.get('/api/user/profile').set('authorization', `Bearer ${'x'.repeat(5000)}`),
      t.http
        .post('/api/user/register')
        .field('name', 'x')
        .field('email', 'x@example.com')
        .field('password', 'secret123')
        .attach('photo', Buffer.from('GIF8'), 'a.gif'),
      t.http.post('/graphql').send({ query: '{ me { id } }', variables: '{not json' }),
      t.http.post('/graphql').send({ query: { $ne: 1 } }),
      t.http.post('/graphql').send([{ query: '{ adminExists }' }]),
    ]);
    for (const res of responses) {
      expect(res.status).toBeLessThan(500);
      expectNoInternals(res);
    }
  });
});
