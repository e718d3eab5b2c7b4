import { BOOK_CATEGORIES } from '../../src/books/book-category';
import { BookSearchScope } from '../../src/books/book-search';
import { BooksService, type NewBook } from '../../src/books/books.service';
import { BookSort, ListBooksArgs } from '../../src/books/dto/list-books.args';
import { SortDirection } from '../../src/common/pagination/sort-direction';
import { gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const TITLES = [
  'The Light House',
  'Émile et la lumière',
  'light',
  'Lighthouse Keeper',
  'Über Alles',
  'C++ Primer',
  'A Tale of Two Cities',
  'a tale of two cities',
  'Zebra',
];
const AUTHORS = ['Ada Lovelace', 'Zoë Ünal', 'ada lovelace', 'Émile Zola', 'Bob'];
const DESCRIPTIONS = ['A story of light (and .* regexes)', 'Quiet pages', 'Lumière, encore', ''];
const PRICES = [4.99, 10, 10, 0, 59.5];

/** 240 books with deliberate ties: equal titles (in several letter cases), authors, prices and dates; accents. */
function fixtureBooks(): NewBook[] {
  const base = Date.UTC(2024, 0, 1);
  return Array.from({ length: 240 }, (_, i) => ({
    title: TITLES[(i * 7) % TITLES.length],
    author: AUTHORS[(i * 3) % AUTHORS.length],
    category: BOOK_CATEGORIES[i % 3],
    description: DESCRIPTIONS[(i * 5) % DESCRIPTIONS.length],
    price: PRICES[i % PRICES.length],
    stock: i % 4,
    createdAt: new Date(base + Math.floor(i / 6) * 1000),
  }));
}

const args = (fields: Partial<ListBooksArgs>): ListBooksArgs => Object.assign(new ListBooksArgs(), fields);

/**
 * The catalogue index answers exactly what the database answers: for every sort and direction,
 * searches (prefix, several words, accents, literal text) in both scopes, categories, stock
 * limits and page sizes, the same books in the same order, the same totals, and cursors either path accepts.
 */
describe('catalogue index and database give the same pages', () => {
  let t: TestApp;
  let books: BooksService;

  type Page = Awaited<ReturnType<BooksService['list']>>;
  async function walk(list: (request: ListBooksArgs) => Promise<Page>, request: ListBooksArgs) {
    const ids: string[] = [];
    const cursors: string[] = [];
    let totalCount = -1;
    let after: string | null = null;
    for (let pages = 0; pages < 500; pages++) {
      const page: Page = await list(args({ ...request, after }));
      totalCount = page.totalCount;
      ids.push(...page.edges.map((edge) => edge.node._id));
      cursors.push(...page.edges.map((edge) => edge.cursor));
      if (!page.pageInfo.hasNextPage) return { ids, cursors, totalCount };
      after = page.pageInfo.endCursor;
    }
    throw new Error('pages did not end');
  }

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
    await books.importMany(fixtureBooks());
    await books.reloadCatalogue();
  });

  afterAll(() => t.close());

  const searches = [
    '',
    'ligh',
    'LIGHT house',
    'emile',
    'lumiere',
    'ada love',
    'c++',
    '.*',
    '++',
    'zzz',
    '  tale  two  ',
  ];
  const cases = Object.values(BookSort).flatMap((sort) =>
    [SortDirection.ASC, SortDirection.DESC].flatMap((direction) =>
      searches.map(
        (search, i) =>
          [
            sort,
            direction,
            search,
            (i + (direction === SortDirection.DESC ? 1 : 0)) % 3 === 0 ? 'Fiction' : undefined,
            // The admin's low-stock list: at most 1 copy, or none.
            [undefined, undefined, 1, 0][(i + (sort === BookSort.PRICE ? 1 : 0)) % 4],
          ] as const,
      ),
    ),
  );

  it.each(cases)(
    'sort %s %s, search %p, category %p, stock at most %p',
    async (sort, direction, search, category, maxStock) => {
      for (const [searchIn, first] of [
        [BookSearchScope.ALL, 17],
        [BookSearchScope.TITLE_AUTHOR, 40],
      ] as const) {
        const request = args({ sort, direction, search, category, maxStock, searchIn, first });
        const fromIndex = await walk((r) => books.list(r), request);
        const fromDatabase = await walk((r) => books.listFromDatabase(r), request);
        expect(fromIndex.ids).toEqual(fromDatabase.ids);
        expect(fromIndex.totalCount).toBe(fromDatabase.totalCount);
        expect(fromIndex.cursors).toEqual(fromDatabase.cursors);
        expect(new Set(fromIndex.ids).size).toBe(fromIndex.ids.length);
      }
    },
  );

  it('accepts a cursor from the database path on the index and the other way round', async () => {
    const request = args({ sort: BookSort.PRICE, direction: SortDirection.DESC, first: 9, search: 'light' });
    const fromDatabase = await books.listFromDatabase(request);
    const fromIndex = await books.list(request);
    const after = (page: Page) => args({ ...request, after: page.pageInfo.endCursor });
    const next = (page: Page) => page.edges.map((edge) => edge.node._id);
    expect(next(await books.list(after(fromDatabase)))).toEqual(next(await books.listFromDatabase(after(fromIndex))));
  });

  it('pages the same over GraphQL, whichever path answers', async () => {
    const { token } = await registerUser(t.http);
    const query = `query Page($after: String) {
      books(first: 25, sort: AUTHOR, direction: DESC, search: "light", after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { id } }
      }
    }`;
    const ids: string[] = [];
    let after: string | null = null;
    let totalCount = 0;
    do {
      const res = await gql(t.http, query, { after }, token);
      const page = res.body.data.books;
      ids.push(...page.edges.map((edge: { node: { id: string } }) => edge.node.id));
      totalCount = page.totalCount;
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    const expected = await walk(
      (r) => books.listFromDatabase(r),
      args({ sort: BookSort.AUTHOR, direction: SortDirection.DESC, search: 'light', first: 25 }),
    );
    expect(ids).toEqual(expected.ids);
    expect(totalCount).toBe(expected.totalCount);
  });

  it('refuses the same bad cursors with the same message', async () => {
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const request = args({ sort: BookSort.PRICE, direction: SortDirection.ASC, first: 5 });
    for (const after of [
      'not a cursor!',
      forged(['price', 'asc', 'x', '0123456789abcdef01234567']),
      forged(['price', 'desc', 1000, '0123456789abcdef01234567']),
    ]) {
      const fromIndex = await books.list(args({ ...request, after })).catch((error: Error) => error.message);
      const fromDatabase = await books
        .listFromDatabase(args({ ...request, after }))
        .catch((error: Error) => error.message);
      expect(typeof fromIndex).toBe('string');
      expect(fromIndex).toBe(fromDatabase);
    }
  });
});
