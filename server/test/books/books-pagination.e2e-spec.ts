import { BooksService, type NewBook } from '../../src/books/books.service';
import { BOOK_CATEGORIES } from '../../src/books/book-category';
import { expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import type { CatalogueReadsSetting } from '../../src/config/app-config';

const PAGE = `query Page($first: Int, $after: String, $sort: BookSort, $direction: SortDirection, $search: String, $category: String) {
  books(first: $first, after: $after, sort: $sort, direction: $direction, search: $search, category: $category) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id title author price createdAt } }
  }
}`;

type Node = { id: string; title: string; author: string; price: number; createdAt: string };
const SORT_FIELD = { TITLE: 'title', AUTHOR: 'author', PRICE: 'price', CREATED_AT: 'createdAt' } as const;

/** 45 books with many equal titles, authors, prices and creation times. */
function fixtureBooks(): NewBook[] {
  const base = Date.UTC(2024, 0, 1);
  return Array.from({ length: 45 }, (_, i) => ({
    title: `Title ${String.fromCharCode(65 + (i % 6))}`,
    author: `Author ${i % 4}`,
    category: BOOK_CATEGORIES[i % 3],
    description: i % 5 === 0 ? 'A lighthouse keeper' : 'Quiet stories',
    price: [4.99, 10, 10, 12.5, 0][i % 5],
    stock: i % 7,
    createdAt: new Date(base + Math.floor(i / 4) * 1000),
  }));
}

// Whoever answers the catalogue's reads, the in-process index or the database, the answers are the same.
describe.each<CatalogueReadsSetting>(['memory', 'database'])(
  'catalogue pagination (GraphQL books), CATALOGUE_READS=%s',
  (reads) => {
    let testApp: TestApp;
    let token: string;
    let allIds: string[];

    const page = (variables: Record<string, unknown>) => gql(testApp.http, PAGE, variables, token);

    /** Follows endCursor until the last page; returns the nodes in order and the pages seen. */
    async function walk(variables: Record<string, unknown>, onPage?: (index: number) => Promise<void>) {
      const nodes: Node[] = [];
      let after: string | null = null;
      for (let index = 0; index < 50; index++) {
        const res = await page({ ...variables, first: 7, after });
        expect(res.body.errors).toBeUndefined();
        const { edges, pageInfo, totalCount } = res.body.data.books;
        expect(edges.length).toBeLessThanOrEqual(7);
        nodes.push(...edges.map((edge: { node: Node }) => edge.node));
        if (edges.length) expect(pageInfo.endCursor).toBe(edges.at(-1).cursor);
        await onPage?.(index);
        if (!pageInfo.hasNextPage) return { nodes, totalCount };
        after = pageInfo.endCursor;
      }
      throw new Error('pagination did not end');
    }

    beforeAll(async () => {
      testApp = await createTestApp({ CATALOGUE_READS: reads });
      token = (await registerUser(testApp.http)).token;
      allIds = await testApp.app.get(BooksService).importMany(fixtureBooks());
    });

    afterAll(() => testApp.close());

    describe.each(Object.entries(SORT_FIELD))('sorted by %s', (sort, field) => {
      it.each(['ASC', 'DESC'])('returns every book exactly once, in order, direction %s', async (direction) => {
        const { nodes, totalCount } = await walk({ sort, direction });
        expect(totalCount).toBe(45);
        expect(nodes.map((node) => node.id).sort()).toEqual([...allIds].sort());
        const sign = direction === 'ASC' ? 1 : -1;
        const expected = [...nodes].sort((a, b) => {
          const [x, y] = [a[field], b[field]];
          return sign * (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1);
        });
        expect(nodes).toEqual(expected);
      });
    });

    it('sorts by title ascending by default', async () => {
      const res = await page({ first: 45 });
      const titles = res.body.data.books.edges.map((edge: { node: Node }) => edge.node.title);
      expect(titles).toEqual([...titles].sort());
    });

    it('sorts titles and authors regardless of letter case and accents', async () => {
      const service = testApp.app.get(BooksService);
      const titles = ['Zebra Crossing', 'apple Orchard', 'Émile and the Owl', 'Banana Republic'];
      const ids = await service.importMany(
        titles.map((title, i) => ({ ...fixtureBooks()[0], title, author: titles[3 - i], description: 'zyzzyva' })),
      );
      try {
        const byTitle = await walk({ search: 'zyzzyva', sort: 'TITLE' });
        expect(byTitle.nodes.map((node) => node.title)).toEqual([
          'apple Orchard',
          'Banana Republic',
          'Émile and the Owl',
          'Zebra Crossing',
        ]);
        const byAuthor = await walk({ search: 'zyzzyva', sort: 'AUTHOR', direction: 'DESC' });
        expect(byAuthor.nodes.map((node) => node.author)).toEqual([
          'Zebra Crossing',
          'Émile and the Owl',
          'Banana Republic',
          'apple Orchard',
        ]);
      } finally {
        for (const id of ids) await service.remove(id);
      }
    });

    it('never repeats or skips a book while others are added between pages', async () => {
      const service = testApp.app.get(BooksService);
      const added: string[] = [];
      const { nodes } = await walk({ sort: 'PRICE' }, async (index) => {
        const extra = fixtureBooks()
          .slice(0, 3)
          .map((book) => ({ ...book, title: `Late ${index}`, createdAt: new Date() }));
        added.push(...(await service.importMany(extra)));
      });
      const ids = nodes.map((node) => node.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(allIds));
      expect(added.length).toBeGreaterThan(0);
      for (const id of added) await service.remove(id);
    });

    it('pages through a filtered list with the filtered total', async () => {
      const { nodes, totalCount } = await walk({ search: 'lighthouse', sort: 'CREATED_AT' });
      expect(totalCount).toBe(9);
      expect(nodes).toHaveLength(9);
      const byCategory = await walk({ category: 'Non-Fiction', sort: 'AUTHOR', direction: 'DESC' });
      expect(byCategory.totalCount).toBe(15);
      expect(byCategory.nodes).toHaveLength(15);
    });

    it.each([0, -1, 101])('refuses first: %p with VALIDATION_FAILED', async (first) => {
      expectGqlError(await page({ first }), 'VALIDATION_FAILED');
    });

    it('accepts first: 100 and reports hasNextPage false with the last cursor', async () => {
      const res = await page({ first: 100 });
      expect(res.body.data.books.edges).toHaveLength(45);
      expect(res.body.data.books.pageInfo.hasNextPage).toBe(false);
    });

    it('refuses malformed cursors and cursors of another sort order with VALIDATION_FAILED', async () => {
      const first = await page({ first: 2, sort: 'PRICE' });
      const cursor = first.body.data.books.pageInfo.endCursor;
      const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
      for (const after of [
        'not a cursor!',
        'e30',
        forged(['price', 'asc', 'x', 'nope']),
        forged(['price', 'asc', { $gt: 0 }, allIds[0]]),
      ]) {
        expectGqlError(await page({ first: 2, sort: 'PRICE', after }), 'VALIDATION_FAILED');
      }
      const badId = await page({ first: 2, sort: 'PRICE', after: forged(['price', 'asc', 1000, 'not-an-object-id']) });
      expectGqlError(badId, 'VALIDATION_FAILED');
      expect(badId.body.errors[0].message).toMatch(/^Invalid cursor/);
      expectGqlError(await page({ first: 2, sort: 'TITLE', after: cursor }), 'VALIDATION_FAILED');
      expectGqlError(await page({ first: 2, sort: 'PRICE', direction: 'DESC', after: cursor }), 'VALIDATION_FAILED');
    });
  },
);
