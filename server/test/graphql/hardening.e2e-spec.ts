import { GraphQLSchemaHost } from '@nestjs/graphql';
import { buildSchema, GraphQLSchema, isObjectType, lexicographicSortSchema, printSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectGqlError, gql, gqlUpload, PNG_1X1, uniqueEmail } from '../setup/helpers';
import { expectCleanGqlErrors, imageCounts } from '../setup/expectations';
import { LOGIN, ME, REGISTER } from '../setup/operations';
import { createTestApp, testDatabaseUri, TestApp } from '../setup/test-app';

const SCHEMA_FILE = join(__dirname, '..', '..', '..', 'schema.graphql');
const sdl = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));
const SECRET = 'MySecretPass!';

/** CSRF prevention, error hygiene and the committed schema; limits.e2e-spec.ts has the size limits. */
describe('GraphQL hardening', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('CSRF prevention', () => {
    it('refuses a multipart request without apollo-require-preflight, and stores nothing', async () => {
      const email = uniqueEmail('csrf');
      const before = await imageCounts(t.connection);
      const res = await t.http
        .post('/graphql')
        .field(
          'operations',
          JSON.stringify({
            query: REGISTER,
            variables: { input: { name: 'CSRF', email, password: 'secret123' }, photo: null },
          }),
        )
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
    ])(
      'refuses a simple request (%s) that a browser would send cross-site without a preflight',
      async (_label, send) => {
        const res = await send(JSON.stringify({ query: '{ adminExists }' }));
        expect(res.status).toBe(400);
        expect(res.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
      },
    );

    it('accepts a GET query once the preflight header is present (the control)', async () => {
      const res = await t.http
        .get('/graphql')
        .query({ query: '{ adminExists }' })
        .set('apollo-require-preflight', 'true');
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
    ])(
      'answers %s with only message, locations, path and { code, statusCode }: no stacktrace',
      async (_l, query, variables) => {
        const res = await gql(t.http, query, variables);
        expectCleanGqlErrors(res.body);
        expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|exception/i);
      },
    );

    it.each([
      ['login', LOGIN, 'LoginInput', { email: 'shopper@example.com', password: SECRET, extra: 1 }],
      ['register', REGISTER, 'RegisterInput', { name: 'Shopper', email: uniqueEmail(), password: SECRET, extra: 1 }],
    ])(
      'answers %s with an unknown field by naming it, without repeating the values sent',
      async (_l, query, type, input) => {
        const res = await gql(t.http, query, { input });
        expect(res.status).toBe(400);
        expectGqlError(res, 'VALIDATION_FAILED');
        expect(res.body.errors[0].message).toBe(
          `Variable "$input" got invalid value; Field "extra" is not defined by type "${type}".`,
        );
        expect(res.text).not.toContain(SECRET);
      },
    );

    it('answers a multipart registration with an unknown field without repeating the values sent', async () => {
      const input = { name: 'Shopper', email: uniqueEmail(), password: SECRET, extra: 1 };
      const res = await gqlUpload(t.http, REGISTER, { input, photo: null }, 'variables.photo', {
        buffer: PNG_1X1,
        name: 'a.png',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(
        'Variable "$input" got invalid value; Field "extra" is not defined by type "RegisterInput".',
      );
      expect(res.text).not.toContain(SECRET);
    });

    it.each([
      [
        'a password that is not a string',
        { email: 'shopper@example.com', password: [SECRET] },
        'input.password',
        'String cannot represent a non string value.',
      ],
      [
        'an email that is not a string',
        { email: { secret: SECRET }, password: 'x' },
        'input.email',
        'String cannot represent a non string value.',
      ],
    ])('answers %s by naming the field and the rule, without the value', async (_l, input, path, reason) => {
      const res = await gql(t.http, LOGIN, { input });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(`Variable "$input" got invalid value at "${path}"; ${reason}`);
      expect(res.text).not.toContain(SECRET);
    });

    it('answers an unknown enum value without repeating it', async () => {
      const input = { name: 'Shopper', email: uniqueEmail(), password: 'secret123', role: SECRET };
      const res = await gql(t.http, REGISTER, { input });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(
        'Variable "$input" got invalid value at "input.role"; The value does not exist in "Role" enum.',
      );
      expect(res.text).not.toContain(SECRET);
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
      // Root fields are operations (changePassword), not data; what they return is checked here.
      const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
      const leaks = Object.values(schema.getTypeMap())
        .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !roots.includes(type))
        .flatMap((type) => Object.keys((type as any).getFields()).map((field) => ({ type: type.name, field })))
        .filter(({ field }) => /pass|hash/i.test(field))
        .map(({ type, field }) => `${type}.${field}`);
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

    it.each([
      ['a misspelt field', '{ adminExist }', {}, 'Cannot query field "adminExist" on type "Query".'],
      [
        'a misspelt enum value',
        '{ books(sort: TITEL) { totalCount } }',
        {},
        'The value does not exist in "BookSort" enum.',
      ],
      [
        'a misspelt input field',
        LOGIN,
        { input: { email: 'shopper@example.com', password: 'x', passwrd: 'y' } },
        'Variable "$input" got invalid value; Field "passwrd" is not defined by type "LoginInput".',
      ],
    ])('gives no "Did you mean" hint for %s, while development does', async (_l, query, variables, message) => {
      const dev = await gql(t.http, query, variables);
      expect(dev.body.errors[0].message).toMatch(/ Did you mean .+\?$/);
      const res = await gql(prod.http, query, variables);
      expect(res.status).toBe(400);
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].message).toBe(message);
    });
  });
});
