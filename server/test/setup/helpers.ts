import type TestAgent from 'supertest/lib/agent';
import { randomBytes } from 'node:crypto';

/** The smallest valid PNG (1x1, transparent). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const NOT_AN_IMAGE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
/** Starts like a PNG but is just over the 5 MB limit. */
export const OVERSIZED_PNG = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_1X1.length + 10)]);

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export interface Account {
  token: string;
  user: { _id: string; name: string; email: string; role: string; photo: string; createdAt: string };
  password: string;
}

/** Registers through REST (multipart, as the browser does) and returns the token and user. */
export async function registerUser(
  http: TestAgent,
  fields: Partial<{ name: string; email: string; password: string; role: string }> = {},
): Promise<Account> {
  const password = fields.password ?? 'secret123';
  const res = await http
    .post('/api/user/register')
    .field('name', fields.name ?? 'Test Shopper')
    .field('email', fields.email ?? uniqueEmail())
    .field('password', password)
    .field('role', fields.role ?? 'user');
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, user: res.body.user, password };
}

/** Sends a GraphQL operation as JSON. */
export function gql(http: TestAgent, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const req = http.post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send({ query, variables });
}

/**
 * Sends a GraphQL operation as a multipart request (graphql-multipart-request-spec), with one
 * file bound to the variable at `filePath`, e.g. "variables.photo".
 */
export function gqlUpload(
  http: TestAgent,
  query: string,
  variables: Record<string, unknown>,
  filePath: string,
  file: { buffer: Buffer; name: string },
  token?: string,
) {
  const req = http.post('/graphql').set('apollo-require-preflight', 'true');
  if (token) req.set('authorization', `Bearer ${token}`);
  return req
    .field('operations', JSON.stringify({ query, variables }))
    .field('map', JSON.stringify({ 0: [filePath] }))
    .attach('0', file.buffer, file.name);
}

/** Every error body has exactly this shape (docs/api.md "Errors"). */
export function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect({ status: res.status, error: (res.body as { error?: string }).error }).toEqual({ status, error: code });
  expect(res.body).toEqual({ statusCode: status, message: expect.any(String), error: code });
}

export function expectGqlError(res: { body: any }, code: string) {
  expect(res.body.errors?.[0]?.extensions?.code).toBe(code);
  expect(typeof res.body.errors[0].message).toBe('string');
}
