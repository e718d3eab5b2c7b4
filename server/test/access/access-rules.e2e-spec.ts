import { RequestMethod, Type } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { GraphQLSchemaHost, RESOLVER_NAME_METADATA, RESOLVER_TYPE_METADATA } from '@nestjs/graphql';
import {
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  GraphQLObjectType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../../src/common/auth/access.decorators';
import { restRoutes } from '../../src/common/http/rest-routes';
import { addBook } from '../books/book-fixtures';
import { submit } from '../complaints/complaint-fixtures';
import { Account, expectError, gql, PNG_1X1, registerUser } from '../setup/helpers';
import { stripeEnv } from '../setup/stripe-mock';
import { createTestApp, TestApp } from '../setup/test-app';
import { As, Fixtures, GRAPHQL_CALLS, REST_CALLS } from './access-calls';
import { CALLERS, GRAPHQL_MATRIX, REST_MATRIX, Row, ruleOf as matrixRule } from './access-matrix';

/** The rule each handler's guard metadata must carry, as the access matrix decides it. */
const rulesOf = (matrix: Record<string, Row>) =>
  Object.fromEntries(Object.entries(matrix).map(([key, row]) => [key, matrixRule(row)]));
const EXPECTED_REST = rulesOf(REST_MATRIX);
const EXPECTED_GRAPHQL = rulesOf(GRAPHQL_MATRIX);

const DUMMY_ID = '0123456789abcdef01234567';
const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'];

type Handler = { key: string; rule: string };
type Method = (...args: never[]) => unknown;

/** The rule the global guards apply: roles win (RolesGuard requires a user), then @Public(). */
function ruleOf(reflector: Reflector, handler: Method, controller: Type<unknown>): string {
  const roles = reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, [handler, controller]);
  if (roles?.length) return [...roles].sort().join('|');
  return reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, controller]) ? 'public' : 'user';
}

const sorted = (entries: Handler[]) =>
  Object.fromEntries(entries.map(({ key, rule }) => [key, rule]).sort(([a], [b]) => a.localeCompare(b)));

/** Every method of every provider in the app, with the metadata Nest attached to it. */
function providerMethods(t: TestApp) {
  const scanner = new MetadataScanner();
  return t.app
    .get(DiscoveryService)
    .getProviders()
    .filter((wrapper) => wrapper.instance && wrapper.metatype && typeof wrapper.metatype === 'function')
    .flatMap((wrapper) => {
      const prototype = Object.getPrototypeOf(wrapper.instance);
      return scanner.getAllMethodNames(prototype).map((name) => ({
        controller: wrapper.metatype as Type<unknown>,
        handler: prototype[name] as Method,
        methodName: name,
      }));
    });
}

/** Every REST route, read the way the app reads them (the 405 check, the OpenAPI document). */
function restHandlers(t: TestApp): Handler[] {
  const reflector = t.app.get(Reflector);
  return restRoutes(t.app, 'api').map(({ method, path, handler, controller }) => ({
    key: `${RequestMethod[method]} ${path}`,
    rule: ruleOf(reflector, handler, controller),
  }));
}

function graphqlFields(t: TestApp): Handler[] {
  const reflector = t.app.get(Reflector);
  return providerMethods(t).flatMap(({ controller, handler, methodName }) => {
    const type = Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler);
    if (!ROOT_TYPES.includes(type)) return [];
    // @Query({ name }) renames the field; without a name it is the method's name.
    const name = (Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) as string | undefined) ?? methodName;
    return [{ key: `${type}.${name}`, rule: ruleOf(reflector, handler, controller) }];
  });
}

/** Sample values that satisfy a GraphQL input type, so that only the guards can refuse the call. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sample(field.type)]));
  }
  const scalars: Record<string, unknown> = { Int: 1, Float: 1, Boolean: true, ID: DUMMY_ID, Upload: null };
  return type.name in scalars ? scalars[type.name] : type.name === 'DateTime' ? new Date().toISOString() : 'x';
}

function operationFor(rootType: string, field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const definitions = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passing = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${rootType.toLowerCase()}${definitions ? `(${definitions})` : ''} { ${field.name}${passing ? `(${passing})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type)])),
  };
}

describe('access rules', () => {
  let t: TestApp;
  let shopper: Account;

  beforeAll(async () => {
    // Card payments on (no call here reaches Stripe), so the webhook takes signed requests.
    t = await createTestApp({ STORE_EMAIL: 'store@access.test', ...stripeEnv('http://127.0.0.1:9') });
    shopper = await registerUser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  it('gives every REST route exactly the rule in the table (a new route fails until it is listed)', () => {
    expect(sorted(restHandlers(t))).toEqual(EXPECTED_REST);
  });

  it('gives every GraphQL query, mutation and subscription exactly the rule in the table', () => {
    expect(sorted(graphqlFields(t))).toEqual(EXPECTED_GRAPHQL);
  });

  it('finds a resolver for every root field of the served schema, and no field without one', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const served = ROOT_TYPES.flatMap((name) => {
      const type = schema.getType(name) as GraphQLObjectType | undefined;
      return type ? Object.keys(type.getFields()).map((field) => `${name}.${field}`) : [];
    });
    // Both sides sorted the same way ('complaints' and 'complaintStats' order differently by code unit and by locale).
    expect(served.sort()).toEqual(Object.keys(sorted(graphqlFields(t))).sort());
  });

  it('answers 401 UNAUTHENTICATED on every non-public REST route when no token is sent, and 403 to a shopper on admin routes', async () => {
    const routes = restHandlers(t).filter(({ rule }) => rule !== 'public');
    const checked: string[] = [];
    for (const { key, rule } of routes) {
      const [method, path] = key.split(' ');
      const url = path.replace(/:\w+/g, DUMMY_ID);
      const call = () => (t.http as any)[method.toLowerCase()](url);
      expectError(await call(), 401, 'UNAUTHENTICATED');
      if (rule !== 'user') expectError(await call().set('authorization', `Bearer ${shopper.token}`), 403, 'FORBIDDEN');
      checked.push(key);
    }
    expect(checked.sort()).toEqual(
      Object.keys(EXPECTED_REST)
        .filter((key) => EXPECTED_REST[key] !== 'public')
        .sort(),
    );
  });

  it('never answers 401 on a public REST route called without a token', async () => {
    for (const { key } of restHandlers(t).filter(({ rule }) => rule === 'public')) {
      const [method, path] = key.split(' ');
      const res = await (t.http as any)[method.toLowerCase()](path.replace(/:\w+/g, DUMMY_ID));
      expect({ key, status: res.status }).not.toEqual({ key, status: 401 });
    }
  });

  it('answers UNAUTHENTICATED on every non-public GraphQL query and mutation without a token, and FORBIDDEN to a shopper on admin fields', async () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    // Subscriptions are served over the live socket only; the matrix below calls them there.
    const fields = graphqlFields(t).filter(({ key, rule }) => rule !== 'public' && !key.startsWith('Subscription.'));
    expect(fields.length).toBeGreaterThan(0);
    for (const { key, rule } of fields) {
      const [rootType, name] = key.split('.');
      const { query, variables } = operationFor(
        rootType,
        (schema.getType(rootType) as GraphQLObjectType).getFields()[name],
      );
      const anonymous = await gql(t.http, query, variables);
      expect({ key, code: anonymous.body.errors?.[0]?.extensions?.code }).toEqual({ key, code: 'UNAUTHENTICATED' });
      if (rule !== 'user') {
        const signedIn = await gql(t.http, query, variables, shopper.token);
        expect({ key, code: signedIn.body.errors?.[0]?.extensions?.code }).toEqual({ key, code: 'FORBIDDEN' });
      }
    }
  });

  it('refuses every subscription over HTTP with a 400 that names the live connection, whoever asks', async () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const subscriptions = graphqlFields(t).filter(({ key }) => key.startsWith('Subscription.'));
    expect(subscriptions.length).toBeGreaterThan(0);
    for (const { key } of subscriptions) {
      const { query, variables } = operationFor(
        'Subscription',
        (schema.getType('Subscription') as GraphQLObjectType).getFields()[key.split('.')[1]],
      );
      for (const token of [undefined, shopper.token]) {
        const res = await gql(t.http, query, variables, token);
        expect({ key, status: res.status, error: res.body.errors?.[0] }).toEqual({
          key,
          status: 400,
          error: expect.objectContaining({
            message: 'Subscriptions are served over the live connection: open a graphql-ws socket on /graphql.',
            extensions: { code: 'VALIDATION_FAILED', statusCode: 400 },
          }),
        });
      }
    }
  });

  it('lets anonymous callers reach every public GraphQL field', async () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    for (const { key } of graphqlFields(t).filter(({ rule }) => rule === 'public')) {
      const [rootType, name] = key.split('.');
      const { query, variables } = operationFor(
        rootType,
        (schema.getType(rootType) as GraphQLObjectType).getFields()[name],
      );
      const res = await gql(t.http, query, variables);
      expect({ key, code: res.body.errors?.[0]?.extensions?.code }).not.toEqual({ key, code: 'UNAUTHENTICATED' });
    }
  });

  describe('the access matrix, called for real', () => {
    let f: Fixtures;
    let other: Account;

    beforeAll(async () => {
      const admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
      other = await registerUser(t.http, { name: 'Other Shopper' });
      const book = await addBook(t.http, admin.token, { stock: '1000' }, { buffer: PNG_1X1, name: 'cover.png' });
      const order = await t.http
        .post('/api/user/order/manual')
        .set('authorization', `Bearer ${shopper.token}`)
        .send({ books: [{ book: book._id, quantity: 1 }] });
      if (order.status !== 201) throw new Error(`order failed: ${order.status} ${JSON.stringify(order.body)}`);
      await t.issueDocuments(); // its invoice, as the store issues it just after
      const complaint = await submit(t.http, shopper);
      const address = await t.http.post('/api/user/addresses').set('authorization', `Bearer ${shopper.token}`).send({
        fullName: 'Ada Lovelace',
        line1: '1 Main Street',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        country: 'GB',
      });
      if (address.status !== 201) throw new Error(`address failed: ${address.status} ${JSON.stringify(address.body)}`);
      f = {
        t,
        shopper,
        admin,
        bookId: book._id,
        imageId: book.image.split('/').pop()!,
        orderId: order.body.order._id,
        complaintId: complaint._id,
        addressId: address.body.address._id,
      };
    });

    it('has a call for every row, and a row for every served route and field', () => {
      expect(Object.keys(REST_CALLS).sort()).toEqual(Object.keys(REST_MATRIX).sort());
      expect(Object.keys(GRAPHQL_CALLS).sort()).toEqual(Object.keys(GRAPHQL_MATRIX).sort());
      expect(
        restHandlers(t)
          .map(({ key }) => key)
          .sort(),
      ).toEqual(Object.keys(REST_MATRIX).sort());
      expect(
        graphqlFields(t)
          .map(({ key }) => key)
          .sort(),
      ).toEqual(Object.keys(GRAPHQL_MATRIX).sort());
    });

    it('gives every caller exactly the outcome in the matrix, through REST and GraphQL', async () => {
      const callers: Record<string, As> = { visitor: undefined, shopper, other, admin: f.admin };
      const surprises: string[] = [];
      let checked = 0;
      const tables = [
        { matrix: REST_MATRIX, calls: REST_CALLS },
        { matrix: GRAPHQL_MATRIX, calls: GRAPHQL_CALLS },
      ];
      for (const { matrix, calls } of tables) {
        for (const [key, row] of Object.entries(matrix)) {
          for (const caller of CALLERS) {
            const { outcome, detail } = await calls[key](f, callers[caller]);
            checked++;
            if (outcome !== row[caller]) surprises.push(`${key} as ${caller}: expected ${row[caller]}, got ${detail}`);
          }
        }
      }
      process.stdout.write(`access matrix: ${checked} calls checked, ${surprises.length} unexpected\n`);
      expect(surprises).toEqual([]);
      expect(checked).toBe((Object.keys(REST_MATRIX).length + Object.keys(GRAPHQL_MATRIX).length) * CALLERS.length);
    });
  });
});
