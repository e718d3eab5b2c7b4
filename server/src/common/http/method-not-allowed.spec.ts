import type { NextFunction, Request, Response } from 'express';
import { methodNotAllowed } from './method-not-allowed';

const check = methodNotAllowed(
  [
    { path: '/api/user/login', methods: ['POST'] },
    { path: '/api/user/profile', methods: ['GET'] },
    { path: '/api/user/profile', methods: ['PUT'] },
    { path: '/api/user/book/:id', methods: ['GET'] },
    { path: '/api/admin/anything', methods: ['ALL'] },
  ],
  { '/graphql': ['GET', 'POST'] },
);

/** What the check does with a request: lets it through, or answers 405 with these headers and body. */
function send(method: string, path: string) {
  const answer: { passed: boolean; status?: number; allow?: string; body?: Record<string, unknown> } = {
    passed: false,
  };
  const res = {
    set: (name: string, value: string) => (name === 'Allow' ? (answer.allow = value) : undefined, res),
    status: (status: number) => ((answer.status = status), res),
    json: (body: Record<string, unknown>) => ((answer.body = body), res),
  };
  const next: NextFunction = () => (answer.passed = true);
  check({ method, path } as Request, res as unknown as Response, next);
  return answer;
}

describe('methodNotAllowed', () => {
  it('lets through a method the path serves, matched as Express matches it', () => {
    expect(send('POST', '/api/user/login').passed).toBe(true);
    expect(send('POST', '/API/User/Login/').passed).toBe(true);
    expect(send('GET', '/api/user/book/0123456789abcdef01234567').passed).toBe(true);
    expect(send('PUT', '/api/user/profile').passed).toBe(true);
    expect(send('PATCH', '/api/admin/anything').passed).toBe(true);
  });

  it('serves HEAD wherever GET is served', () => {
    expect(send('HEAD', '/api/user/profile').passed).toBe(true);
    expect(send('HEAD', '/api/user/login')).toMatchObject({ status: 405, allow: 'POST' });
  });

  it('answers 405 METHOD_NOT_ALLOWED with every method of the path in Allow', () => {
    expect(send('DELETE', '/api/user/profile')).toEqual({
      passed: false,
      status: 405,
      allow: 'GET, HEAD, PUT',
      body: {
        statusCode: 405,
        message: 'DELETE is not allowed here. Allowed: GET, HEAD, PUT',
        error: 'METHOD_NOT_ALLOWED',
      },
    });
    expect(send('PUT', '/graphql')).toMatchObject({ status: 405, allow: 'GET, POST' });
  });

  it('leaves a path no route knows, or one it cannot decode, to the 404 that follows', () => {
    expect(send('DELETE', '/api/nope').passed).toBe(true);
    expect(send('DELETE', '/api/user/book/%ff').passed).toBe(true);
    expect(send('DELETE', '/api/user/book/a/b').passed).toBe(true);
  });

  it('answers methods no route uses with 405 everywhere, and lets OPTIONS through for CORS', () => {
    expect(send('TRACE', '/api/nope')).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, PUT, DELETE' });
    expect(send('TRACE', '/api/user/login')).toMatchObject({ status: 405, allow: 'POST' });
    expect(send('OPTIONS', '/api/user/login').passed).toBe(true);
  });
});
