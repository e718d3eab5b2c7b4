import { BOOK_CATEGORIES } from '../../src/books/book-category';
import { BooksChangedElsewhere } from '../../src/books/book-events';
import { BookSearchScope } from '../../src/books/book-search';
import { check13, toIsbn10 } from '../../src/books/isbn';
import { BooksService, type NewBook } from '../../src/books/books.service';
import { CatalogueDatabase } from '../../src/books/catalogue-database';
import { CatalogueMemory } from '../../src/books/catalogue-memory';
import { CatalogueReads, type AllBooks } from '../../src/books/catalogue-reads';
import { BookSort, ListBooksArgs } from '../../src/books/dto/list-books.args';
import { EventBus } from '../../src/common/events/event-bus';
import { SortDirection } from '../../src/common/pagination/sort-direction';
import { gql, registerUser } from '../setup/helpers';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';

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
    // Every seventh book has an ISBN (a search that is an ISBN finds it in either form).
    ...(i % 7 === 0 ? { isbn: isbnOf(i) } : {}),
  }));
}

/** A valid ISBN-13 made from a number. */
function isbnOf(n: number): string {
  const first12 = `978${String(n).padStart(9, '0')}`;
  return first12 + check13(first12);
}

const args = (fields: Partial<ListBooksArgs>): ListBooksArgs => Object.assign(new ListBooksArgs(), fields);

/**
 * Both answers to `CatalogueReads`, the in-process index (CATALOGUE_READS=memory) and the
 * database (CATALOGUE_READS=database), asked the same things through that one interface by two
 * instances on one database: for every sort and direction, searches (prefix, several words,
 * accents, literal text) in both scopes, categories, stock limits and page sizes, the same books
 * in the same order, the same totals, and cursors either accepts; the same books by id, in the
 * same newest-first list and allBooks body, and the same category counts.
 */
describe('catalogue index and database give the same answers', () => {
  let memoryApp: TestApp;
  let databaseApp: TestApp;
  let memory: CatalogueReads;
  let database: CatalogueReads;
  let ids: string[];

  type Page = Awaited<ReturnType<CatalogueReads['page']>>;
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
    const shared = sharedTestDatabase();
    memoryApp = await createTestApp({ CATALOGUE_READS: 'memory' }, shared);
    databaseApp = await createTestApp({ CATALOGUE_READS: 'database' }, shared);
    const books = memoryApp.app.get(BooksService);
    ids = await books.importMany(fixtureBooks());
    // Ratings with ties in average and count (the rating sort), written as reviews write them.
    for (const [i, id] of ids.slice(0, 90).entries()) {
      const count = i % 4;
      await books.setRating(id, async () => ({ count, total: count * (3 + (i % 3)) }));
    }
    // The index's first load may still run: this waits for a complete one.
    await memoryApp.app.get(EventBus).publish(new BooksChangedElsewhere('all'));
    memory = memoryApp.app.get(CatalogueReads);
    database = databaseApp.app.get(CatalogueReads);
  });

  afterAll(async () => {
    await databaseApp?.close();
    await memoryApp?.close();
  });

  it('compares the index, loaded with every book, with the database, which holds none', () => {
    expect(memory).toBeInstanceOf(CatalogueMemory);
    expect(memory.heldBooks()).toBe(240);
    expect(database).toBeInstanceOf(CatalogueDatabase);
    expect(database.heldBooks()).toBeUndefined();
  });

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
    // A book's ISBN-13 with hyphens, another's ISBN-10, one no book has.
    `978-000-000-014-${isbnOf(14).at(-1)}`,
    toIsbn10(isbnOf(70))!,
    isbnOf(8),
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
        const fromIndex = await walk((r) => memory.page(r), request);
        const fromDatabase = await walk((r) => database.page(r), request);
        expect(fromIndex.ids).toEqual(fromDatabase.ids);
        expect(fromIndex.totalCount).toBe(fromDatabase.totalCount);
        expect(fromIndex.cursors).toEqual(fromDatabase.cursors);
        expect(new Set(fromIndex.ids).size).toBe(fromIndex.ids.length);
      }
    },
  );

  it('accepts a cursor from the database path on the index and the other way round', async () => {
    const request = args({ sort: BookSort.PRICE, direction: SortDirection.DESC, first: 9, search: 'light' });
    const fromDatabase = await database.page(request);
    const fromIndex = await memory.page(request);
    const after = (page: Page) => args({ ...request, after: page.pageInfo.endCursor });
    const next = (page: Page) => page.edges.map((edge) => edge.node._id);
    expect(next(await memory.page(after(fromDatabase)))).toEqual(next(await database.page(after(fromIndex))));
  });

  it('finds the same books by id, one at a time and many at once, in the order asked', async () => {
    const unknown = '0123456789abcdef01234567';
    const asked = [ids[5], unknown, 'not-an-id', ids[0].toUpperCase(), ids[5], ids[239]];
    const many = await memory.findMany(asked);
    expect(many).toEqual(await database.findMany(asked));
    expect(many.map((entry) => entry?.book._id ?? null)).toEqual([ids[5], null, null, ids[0], ids[5], ids[239]]);
    expect(many.map((entry) => entry?.priceCents ?? null)).toEqual(
      many.map((entry) => (entry ? Math.round(entry.book.price * 100) : null)),
    );
    for (const id of [ids[0], ids[120], ids[120].toUpperCase(), unknown]) {
      expect(await memory.findOne(id)).toEqual(await database.findOne(id));
    }
    expect(await memory.findOne(unknown)).toBeUndefined();
  });

  it('lists every book newest first the same, and makes the same allBooks body', async () => {
    const collect = async (books: AsyncIterable<unknown>) => {
      const all: unknown[] = [];
      for await (const book of books) all.push(book);
      return all;
    };
    const fromIndex = await collect(memory.all());
    expect(fromIndex).toHaveLength(240);
    expect(fromIndex).toEqual(await collect(database.all()));
    const body = async (answer: AllBooks) =>
      'body' in answer ? answer.body.toString('utf8') : JSON.stringify({ books: await collect(answer.books()) });
    const [prepared, streamed] = [await memory.allBooks(), await database.allBooks()];
    expect('body' in prepared && !('body' in streamed)).toBe(true);
    expect(await body(prepared)).toBe(await body(streamed));
    expect(prepared.etag).toMatch(/^"[^"]+"$/);
    expect(streamed.etag).toMatch(/^"[^"]+"$/);
  });

  it('counts the same categories', async () => {
    const categories = await memory.categories();
    expect(categories.map(({ category }) => category)).toEqual(BOOK_CATEGORIES.slice(0, 3).sort());
    expect(categories).toEqual(await database.categories());
  });

  it('pages the same over GraphQL on both instances', async () => {
    const query = `query Page($after: String) {
      books(first: 25, sort: AUTHOR, direction: DESC, search: "light", after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { id } }
      }
    }`;
    const pages = async (t: TestApp) => {
      const { token } = await registerUser(t.http);
      const found: string[] = [];
      let after: string | null = null;
      let totalCount = 0;
      do {
        const res = await gql(t.http, query, { after }, token);
        const page = res.body.data.books;
        found.push(...page.edges.map((edge: { node: { id: string } }) => edge.node.id));
        totalCount = page.totalCount;
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return { ids: found, totalCount };
    };
    const fromIndex = await pages(memoryApp);
    expect(fromIndex.ids.length).toBeGreaterThan(25);
    expect(fromIndex).toEqual(await pages(databaseApp));
    const expected = await walk(
      (r) => database.page(r),
      args({ sort: BookSort.AUTHOR, direction: SortDirection.DESC, search: 'light', first: 25 }),
    );
    expect(fromIndex).toEqual({ ids: expected.ids, totalCount: expected.totalCount });
  });

  it('refuses the same bad cursors with the same message', async () => {
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const request = args({ sort: BookSort.PRICE, direction: SortDirection.ASC, first: 5 });
    for (const after of [
      'not a cursor!',
      forged(['price', 'asc', 'x', '0123456789abcdef01234567']),
      forged(['price', 'desc', 1000, '0123456789abcdef01234567']),
    ]) {
      const fromIndex = await memory.page(args({ ...request, after })).catch((error: Error) => error.message);
      const fromDatabase = await database.page(args({ ...request, after })).catch((error: Error) => error.message);
      expect(typeof fromIndex).toBe('string');
      expect(fromIndex).toBe(fromDatabase);
    }
  });
});
