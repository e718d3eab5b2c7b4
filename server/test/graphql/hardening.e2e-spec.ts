import { GraphQLSchemaHost } from '@nestjs/graphql';
import { buildSchema, GraphQLSchema, isObjectType, lexicographicSortSchema, printSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectGqlError, gql, PNG_1X1, uniqueEmail } from '../setup/helpers';
import { expectCleanGqlErrors, imageCounts } from '../setup/expectations';
import { ME, REGISTER } from '../setup/operations';
import { createTestApp, testDatabaseUri, TestApp } from '../setup/test-app';

const SCHEMA_FILE = join(__dirname, '..', '..', '..', 'schema.graphql');
const sdl = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));

/** Nested selections `depth` levels deep under `me`; the names need not exist for the depth rule. */
const nested = (depth: number) =>
  `{ me ${Array.from({ length: depth }, (_, i) => `{ f${i} `).join('')}${'}'.repeat(depth)} }`;

/** Depth and cost limits, CSRF prevention, error hygiene and the committed schema (DESIGN.md "GraphQL"). */
describe('GraphQL hardening', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('limits', () => {
    it('rejects a query deeper than 8 levels with VALIDATION_FAILED, before running it', async () => {
      const res = await gql(t.http, nested(9));
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      const depthError = res.body.errors.find((e: any) => /exceeds maximum operation depth of 8/.test(e.message));
      expect(depthError?.extensions).toEqual({ code: 'VALIDATION_FAILED', statusCode: 400 });
    });

    it('does not apply the depth rule to a query of exactly 8 levels', async () => {
      const res = await gql(t.http, nested(8));
      expect(res.body.errors.some((e: any) => /maximum operation depth/.test(e.message))).toBe(false);
    });

    it('rejects a query whose estimated cost is over 1000 with VALIDATION_FAILED', async () => {
      const aliases = Array.from({ length: 1001 }, (_, i) => `a${i}: adminExists`).join(' ');
      const res = await gql(t.http, `{ ${aliases} }`);
      expect(res.status).toBe(400);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].message).toMatch(/too complex \(1001; the limit is 1000\)/);
      expect(res.body.data).toBeUndefined();
    });
  });

  describe('CSRF prevention', () => {
    it('refuses a multipart request without apollo-require-preflight, and stores nothing', async () => {
      const email = uniqueEmail('csrf');
      const before = await imageCounts(t.connection);
      const res = await t.http
        .post('/graphql')
        .field('operations', JSON.stringify({ query: REGISTER, variables: { input: { name: 'CSRF', email, password: 'secret123' }, photo: null } }))
        .field('map', JSON.stringify({ 0: ['variables.photo'] }))
        .attach('0', PNG_1X1, 'a.png');

      expect(res.status).toBe(400);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
      expect(await t.connection.db!.collection('users').countDocuments({ email })).toBe(0);
      expect(await imageCounts(t.connection)).toEqual(before);
    });

    it.each([
      ['text/plain', (body: string) => t.http.post('/graphql').set('content-type', 'text/plain').send(body)],
      ['a GET without a preflight header', () => t.http.get('/graphql').query({ query: '{ adminExists }' })],
    ])('refuses a simple request (%s) that a browser would send cross-site without a preflight', async (_label, send) => {
      const res = await send(JSON.stringify({ query: '{ adminExists }' }));
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
    });

    it('accepts a GET query once the preflight header is present (the control)', async () => {
      const res = await t.http.get('/graphql').query({ query: '{ adminExists }' }).set('apollo-require-preflight', 'true');
      expect(res.body).toEqual({ data: { adminExists: false } });
    });
  });

  describe('errors', () => {
    it.each([
      ['unauthenticated', ME, {}],
      ['a syntax error', '{ me ', {}],
      ['an unknown field', '{ nope }', {}],
      ['a variable of the wrong type', REGISTER, { input: { name: 1, email: [], password: {} } }],
      ['a missing variable', REGISTER, {}],
      ['a validation failure', REGISTER, { input: { name: 'x', email: 'x', password: 'x' } }],
    ])('answers %s with only message, locations, path and { code, statusCode }: no stacktrace', async (_l, query, variables) => {
      const res = await gql(t.http, query, variables);
      expectCleanGqlErrors(res.body);
      expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|exception/i);
    });
  });

  describe('schema', () => {
    it('serves exactly the committed schema.graphql (regenerate it with npm run schema)', () => {
      const committed = readFileSync(SCHEMA_FILE, 'utf8').replace(/^(#.*\n)+\n?/, '');
      const runtime = t.app.get(GraphQLSchemaHost).schema;
      expect(sdl(runtime)).toBe(sdl(buildSchema(committed)));
    });

    it('has no output field that could carry a password or a hash', () => {
      const schema = t.app.get(GraphQLSchemaHost).schema;
      const leaks = Object.values(schema.getTypeMap())
        .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
        .flatMap((type) => Object.keys((type as any).getFields()).map((field) => `${type.name}.${field}`))
        .filter((name) => /pass|hash/i.test(name));
      expect(leaks).toEqual([]);
    });
  });

  describe('in production', () => {
    let prod: TestApp;

    beforeAll(async () => {
      prod = await createTestApp({ NODE_ENV: 'production', MONGODB_URI: testDatabaseUri() });
    });

    afterAll(async () => {
      await prod.close();
    });

    it('turns introspection off, while development allows it', async () => {
      const query = '{ __schema { queryType { name } } }';
      expect((await gql(t.http, query)).body.data.__schema.queryType.name).toBe('Query');
      const res = await gql(prod.http, query);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].message).toMatch(/introspection/i);
    });
  });
});
