import { Kind, parse, print, visit, type SelectionSetNode } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectGqlError, gql, registerUser } from '../setup/helpers';
import { expectCleanGqlErrors } from '../setup/expectations';
import { createTestApp, TestApp } from '../setup/test-app';

const CLIENT_API = join(__dirname, '..', '..', '..', 'client', 'src');
const clientDocument = (...files: string[]) =>
  files.map((file) => readFileSync(join(CLIENT_API, file), 'utf8')).join('\n');

/** What Apollo Client sends: every selection set below the operation also asks for __typename. */
const withTypename = (source: string) =>
  print(
    visit(parse(source), {
      SelectionSet: {
        leave(node: SelectionSetNode, _key, parent) {
          if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
          if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
          return {
            ...node,
            selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
          };
        },
      },
    }),
  );

/** Nested selections `levels` deep under `me` (depth levels + 1); the names need not exist for the depth rule. */
const nested = (levels: number) =>
  `{ me ${Array.from({ length: levels }, (_, i) => `{ f${i} `).join('')}${'}'.repeat(levels)} }`;

const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

const FULL_BOOK = 'id title author category description price stock image createdAt';

/** Expects a 400 VALIDATION_FAILED that ran nothing, with a message matching `message`. */
function expectRefused(res: { status: number; body: any }, message: RegExp) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expectGqlError(res, 'VALIDATION_FAILED');
  expectCleanGqlErrors(res.body);
  expect(res.body.errors.map((e: { message: string }) => e.message)).toContainEqual(expect.stringMatching(message));
}

/** Size limits on one operation: tokens, depth, aliases, directives and cost (server/src/common/graphql/limits.ts). */
describe('GraphQL limits', () => {
  let t: TestApp;
  /** A shopper's token: the catalogue is for signed-in users. */
  let token: string;
  /** The administrator's token, for the admin lists. */
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(t.http)).token;
    adminToken = (await registerUser(t.http, { role: 'admin' })).token;
  });

  afterAll(async () => {
    await t.close();
  });

  describe('fragment cycles', () => {
    it("answers fragments that spread each other with GraphQL's own 400, not a 500", async () => {
      const res = await gql(t.http, 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
      expectRefused(res, /^Cannot spread fragment "A" within itself via "B"\.$/);
    });

    it('answers a fragment that spreads itself with a 400', async () => {
      const res = await gql(t.http, 'query { ...A } fragment A on Query { adminExists ...A }');
      expectRefused(res, /^Cannot spread fragment "A" within itself\.$/);
    });

    it('refuses a fragment that doubles itself 40 times over (2^40 fields) quickly', async () => {
      const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
      const query = `query { ...F0 } ${fragments.join(' ')} fragment F40 on Query { adminExists }`;
      const started = Date.now();
      const res = await gql(t.http, query);
      expectRefused(
        res,
        /^This query expands to too many fields \(a fragment counts each time it is spread\)\. Ask for fewer fields\.$/,
      );
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });

  describe('depth', () => {
    it('refuses a query nested 9 levels deep, before running it', async () => {
      expectRefused(
        await gql(t.http, nested(8)),
        /^This query nests fields more than 8 levels deep\. Ask for fewer nested fields\.$/,
      );
    });

    it('does not apply the depth rule to a query exactly 8 levels deep', async () => {
      const res = await gql(t.http, nested(7));
      expect(res.body.errors.some((e: any) => /levels deep/.test(e.message))).toBe(false);
    });

    it('counts the fields of a fragment at the level where it is spread', async () => {
      // me is level 1; the fragment's first field is level 2, as if written inside me.
      const deep = `fragment Deep on User ${nested(8).slice(5, -2)}`;
      expectRefused(await gql(t.http, `{ me { ...Deep } } ${deep}`), /more than 8 levels deep/);
      const shallow = `fragment Deep on User ${nested(7).slice(5, -2)}`;
      const res = await gql(t.http, `{ me { ...Deep } } ${shallow}`);
      expect(res.body.errors.length).toBeGreaterThan(0);
      expect(res.body.errors.some((e: any) => /levels deep/.test(e.message))).toBe(false);
    });
  });

  describe('aliases, directives and tokens', () => {
    it('allows 15 aliases and refuses 16', async () => {
      const allowed = await gql(t.http, aliased(15, 'adminExists'));
      expect(allowed.body.errors).toBeUndefined();
      expect(Object.keys(allowed.body.data)).toHaveLength(15);
      expectRefused(await gql(t.http, aliased(16, 'adminExists')), /^This query uses more than 15 aliases\./);
    });

    it('allows 10 directives and refuses 11', async () => {
      const fields = (n: number) => `{ ${'adminExists @include(if: true) '.repeat(n)}}`;
      const allowed = await gql(t.http, fields(10));
      expect(allowed.body).toEqual({ data: { adminExists: true } });
      expectRefused(await gql(t.http, fields(11)), /^This query uses more than 10 directives\./);
    });

    it('refuses a document of more than 2000 tokens while parsing it', async () => {
      expectRefused(
        await gql(t.http, `{ ${'adminExists '.repeat(2001)}}`),
        /^This query is too long \(more than 2000 tokens\)\. Ask for fewer fields/,
      );
    });
  });

  describe('cost', () => {
    const shop = (query: string, variables: Record<string, unknown> = {}) => gql(t.http, query, variables, token);

    it.each([
      ['the catalogue', 'features/books/api/ListBooks.graphql', { sort: 'TITLE', direction: 'ASC', first: 100 }],
      [
        'the admin book list',
        'features/admin-books/api/ListAdminBooks.graphql',
        { searchIn: 'TITLE_AUTHOR', first: 100 },
      ],
    ])('serves a page of 100 of %s with every field the client asks for', async (_label, file, variables) => {
      const query = withTypename(clientDocument(file, 'lib/api/BookFields.graphql'));
      const res = await shop(query, variables);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.books.totalCount).toEqual(expect.any(Number));
    });

    /** A page size the client declares as `export const NAME = <number>;` in `file`. */
    const clientPageSize = (file: string, name: string) => {
      const match = new RegExp(`export const ${name} = (\\d+);`).exec(clientDocument(file));
      if (!match) throw new Error(`${name} not found in ${file}`);
      return Number(match[1]);
    };

    it.each([
      [
        'my orders',
        'features/orders/api/ListMyOrders.graphql',
        ['lib/api/OrderFields.graphql', 'lib/api/OrderTotalsFields.graphql', 'lib/api/InvoiceSummaryFields.graphql'],
        'lib/use-paginated-list.ts',
        'LIST_PAGE_SIZE',
        'user',
      ],
      [
        'the admin order list',
        'features/admin-orders/api/ListOrders.graphql',
        ['lib/api/OrderFields.graphql', 'lib/api/OrderTotalsFields.graphql', 'lib/api/InvoiceSummaryFields.graphql'],
        'lib/use-paginated-list.ts',
        'LIST_PAGE_SIZE',
        'admin',
      ],
      [
        'my complaints',
        'features/complaints/api/ListMyComplaints.graphql',
        ['lib/api/ComplaintFields.graphql'],
        'features/complaints/hooks/use-my-complaints.ts',
        'COMPLAINTS_PAGE_SIZE',
        'user',
      ],
      [
        'the admin complaint list',
        'features/admin-complaints/api/ListAdminComplaints.graphql',
        ['lib/api/ComplaintFields.graphql'],
        'lib/use-paginated-list.ts',
        'LIST_PAGE_SIZE',
        'admin',
      ],
      [
        "the complaint form's order picker",
        'features/complaints/api/ListComplaintOrders.graphql',
        [],
        'features/complaints/hooks/use-complaint-orders.ts',
        'PICKER_ORDERS',
        'user',
      ],
    ])('serves %s at the page size the client asks for', async (_label, file, fragments, sizeFile, sizeName, role) => {
      const query = withTypename(clientDocument(file, ...fragments));
      const first = clientPageSize(sizeFile, sizeName);
      const res = await gql(t.http, query, { first }, role === 'admin' ? adminToken : token);
      expect(res.body.errors).toBeUndefined();
    });

    it('refuses 83 aliases of a page of 100 books (8,300 books in one request)', async () => {
      const res = await shop(aliased(83, `books(first: 100) { edges { node { ${FULL_BOOK} } } }`));
      // Three limits refuse it (tokens, aliases, cost); the first that sees it answers.
      expectRefused(res, /^This query is too long \(more than 2000 tokens\)/);
    });

    it('counts each page by its size: 10 pages of 100 books are too costly, though within the alias limit', async () => {
      const res = await shop(aliased(10, 'books(first: 100) { edges { node { id title } } }'));
      expectRefused(
        res,
        /^This query is too complex \(4010; the limit is 3000\)\. Ask for fewer fields or smaller pages\.$/,
      );
    });

    it('counts a page size given as a variable', async () => {
      const query = `query ($n: Int!) { ${Array.from({ length: 10 }, (_, i) => `a${i}: books(first: $n) { edges { node { id title } } }`).join(' ')} }`;
      expectRefused(await shop(query, { n: 100 }), /too complex \(4010;/);
      const small = await shop(query, { n: 5 });
      expect(small.body.errors).toBeUndefined();
    });

    it('judges the same query text by its variables every time (the cost is remembered per document and variables)', async () => {
      const query = `query Pages($n: Int!) { ${Array.from({ length: 10 }, (_, i) => `a${i}: books(first: $n) { edges { node { id } } }`).join(' ')} }`;
      for (let round = 0; round < 2; round++) {
        expect((await shop(query, { n: 5 })).body.errors).toBeUndefined();
        expectRefused(await shop(query, { n: 200 }), /too complex \(6010;/);
        expectRefused(await shop(query, { n: 'many' }), /Int/);
      }
    });

    it('counts a list without `first` at its default page size of 20', async () => {
      // 15 × (1 + 20 × 4) = 1215 passes; with first: 50 it is 15 × 201 = 3015.
      const query = (args: string) => aliased(15, `books${args} { edges { node { id title } } }`);
      expect((await shop(query(''))).body.errors).toBeUndefined();
      expectRefused(await shop(query('(first: 50)')), /too complex \(3015;/);
    });

    it('does not let a zero or negative page size make the rest of the query cheaper', async () => {
      const pages = Array.from(
        { length: 8 },
        (_, i) => `p${i}: books(first: 100) { edges { node { id title } } }`,
      ).join(' ');
      const res = await shop(`{ n: books(first: -1000000) { edges { node { id title } } } ${pages} }`);
      expectRefused(res, /too complex \(3213;/);
    });
  });
});
