import { BOOK_CATEGORIES } from '../../src/books/book-category';
import { BooksChangedElsewhere } from '../../src/books/book-events';
import { priceRangeOf, type FindBooksRequest, type FoundBooks } from '../../src/books/book-finder';
import { BooksService, type NewBook } from '../../src/books/books.service';
import { CatalogueReads } from '../../src/books/catalogue-reads';
import { BookSort, ListBooksArgs } from '../../src/books/dto/list-books.args';
import { EventBus } from '../../src/common/events/event-bus';
import { SortDirection } from '../../src/common/pagination/sort-direction';
import { gql, registerUser } from '../setup/helpers';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';

const [FICTION, SECOND] = [BOOK_CATEGORIES[0], BOOK_CATEGORIES[1]];
const book = (title: string, author: string, extra: Partial<NewBook> = {}): NewBook => ({
  title,
  author,
  category: FICTION,
  description: '',
  price: 10,
  stock: 3,
  ...extra,
});

/** Named books the cases look for, and filler with shared words for the facets. */
const BOOKS: NewBook[] = [
  book('The Hobbit', 'J. R. R. Tolkien', { description: 'A hobbit leaves home', year: 1937, language: 'en' }),
  book('The Fellowship of the Ring', 'J. R. R. Tolkien', { year: 1954, language: 'en', price: 12.5 }),
  book("Harry Potter and the Philosopher's Stone", 'J. K. Rowling', { year: 1997, language: 'en', price: 8 }),
  book('Pride and Prejudice', 'Jane Austen', { year: 1813, language: 'en', price: 4.99 }),
  // Relevance: one word in the title, the author, or the description (A to Z the other way round).
  book('Zinnia Garden', 'Ann Bell', { description: 'plain pages', category: SECOND, language: 'fr' }),
  book('Meadow Notes', 'Ed Garden', { description: 'plain pages', language: 'fr', price: 25 }),
  book('Apple Notes', 'Ann Bell', { description: 'a walk in the garden', year: 1999, price: 60 }),
  // Whole word above a fragment (A to Z the other way round).
  book("A Harbourmaster's Log", 'Ann Bell', { category: SECOND }),
  book('The Harbour', 'Ann Bell', { category: SECOND }),
  // Found only with a typo forgiven ("stone" is one edit from "stove").
  book('Stove Cooking', 'Li Wen', { language: 'en' }),
  book('Stones', 'Li Wen', { year: 1999 }),
  ...Array.from({ length: 12 }, (_, i) =>
    book(`Garden Diary ${i}`, i % 2 ? 'Ann Bell' : 'Li Wen', {
      category: BOOK_CATEGORIES[i % 3],
      language: ['en', 'fr', ''][i % 3],
      year: i % 4 ? 2000 + (i % 3) : undefined,
      price: [3, 7.5, 15, 30][i % 4],
    }),
  ),
];

const args = (fields: Partial<ListBooksArgs>): ListBooksArgs => Object.assign(new ListBooksArgs(), fields);
const request = (fields: Partial<FindBooksRequest>): FindBooksRequest => ({ first: 50, offset: 0, ...fields });
const titles = (found: FoundBooks) => found.books.map((b) => b.title);

/**
 * The shoppers' search (`find`, `suggest`) through `CatalogueReads` on both implementations: what
 * both promise (the exact/prefix matches of `books(search:)`, relevance order by field and whole
 * word, facet counts equal to a recount, suggestions), and what only the in-process catalogue
 * does (typos forgiven, after the exact matches); then both transports.
 */
describe('forgiving search on both catalogue reads', () => {
  let memoryApp: TestApp;
  let databaseApp: TestApp;
  const reads: Record<'memory' | 'database', CatalogueReads> = {} as never;

  beforeAll(async () => {
    const shared = sharedTestDatabase();
    memoryApp = await createTestApp({ CATALOGUE_READS: 'memory' }, shared);
    databaseApp = await createTestApp({ CATALOGUE_READS: 'database' }, shared);
    await memoryApp.app.get(BooksService).importMany(BOOKS);
    await memoryApp.app.get(EventBus).publish(new BooksChangedElsewhere('all'));
    reads.memory = memoryApp.app.get(CatalogueReads);
    reads.database = databaseApp.app.get(CatalogueReads);
  });

  afterAll(async () => {
    await databaseApp?.close();
    await memoryApp?.close();
  });

  describe.each(['memory', 'database'] as const)('promised by both: %s', (which) => {
    it.each([
      ['garden', ['Zinnia Garden', 'Meadow Notes', 'Apple Notes']],
      ['harbour', ['The Harbour', "A Harbourmaster's Log"]],
    ])('ranks %p: title over author over description, whole word over fragment', async (search, order) => {
      const found = titles(await reads[which].find(request({ search })));
      expect(found.filter((title) => order.includes(title))).toEqual(order);
    });

    it.each(['garden', 'the', 'ann', 'notes apple', 'harb', 'tolkien'])(
      'finds first exactly what books(search: %p) finds',
      async (search) => {
        const page = await reads[which].page(
          args({ search, first: 100, sort: BookSort.TITLE, direction: SortDirection.ASC }),
        );
        const exact = page.edges.map((edge) => edge.node._id).sort();
        const found = await reads[which].find(request({ search }));
        expect(
          found.books
            .slice(0, exact.length)
            .map((b) => b._id)
            .sort(),
        ).toEqual(exact);
        // In the same order on both: the exact matches are scored alike.
        const other = await reads[which === 'memory' ? 'database' : 'memory'].find(request({ search }));
        expect(found.books.slice(0, exact.length)).toEqual(other.books.slice(0, exact.length));
      },
    );

    it.each<[Partial<FindBooksRequest>]>([
      [{ search: 'garden' }],
      [{ search: 'garden', author: 'Ann Bell' }],
      [{ search: 'garden', category: FICTION, price: '0-500' }],
      [{ search: '', year: 2001, language: 'fr' }],
    ])('counts facets for the search and the other filters as a recount does: %p', async (filters) => {
      const found = await reads[which].find(request(filters));
      const all = await reads[which].find(request({ search: filters.search, first: 50 }));
      const keep = (b: FoundBooks['books'][number], except?: string) =>
        (!filters.author || except === 'author' || b.author === filters.author) &&
        (!filters.category || except === 'category' || b.category === filters.category) &&
        (!filters.price || except === 'price' || priceRangeOf(Math.round(b.price * 100)) === filters.price) &&
        (!filters.year || except === 'year' || b.year === filters.year) &&
        (!filters.language || except === 'language' || b.language === filters.language);
      const recount = (facet: string, valueOf: (b: FoundBooks['books'][number]) => string) => {
        const counts = new Map<string, number>();
        for (const b of all.books.filter((b) => keep(b, facet))) {
          const value = valueOf(b);
          if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
        }
        return Object.fromEntries(counts);
      };
      const asObject = (list: Array<{ value: string; count: number }>) =>
        Object.fromEntries(list.map(({ value, count }) => [value, count]));
      expect(found.totalCount).toBe(all.books.filter((b) => keep(b)).length);
      expect(asObject(found.facets.categories)).toEqual(recount('category', (b) => b.category));
      expect(asObject(found.facets.authors)).toEqual(recount('author', (b) => b.author));
      expect(asObject(found.facets.languages)).toEqual(recount('language', (b) => b.language));
      expect(asObject(found.facets.prices)).toEqual(recount('price', (b) => priceRangeOf(Math.round(b.price * 100))));
      expect(asObject(found.facets.years)).toEqual(recount('year', (b) => (b.year ? String(b.year) : '')));
    });

    it('pages by offset through the same order', async () => {
      const whole = await reads[which].find(request({ search: 'garden' }));
      const pages: string[] = [];
      for (let offset = 0; offset < whole.totalCount; offset += 4) {
        pages.push(
          ...(await reads[which].find(request({ search: 'garden', first: 4, offset }))).books.map((b) => b._id),
        );
      }
      expect(pages).toEqual(whole.books.map((b) => b._id));
    });

    it('suggests titles and authors whose words start with what was typed', async () => {
      expect(await reads[which].suggest('tolk')).toContainEqual({ kind: 'author', text: 'J. R. R. Tolkien' });
      expect(await reads[which].suggest('harry pot')).toContainEqual({
        kind: 'title',
        text: "Harry Potter and the Philosopher's Stone",
      });
      expect((await reads[which].suggest('garden')).length).toBeLessThanOrEqual(8);
    });
  });

  describe('typos (the in-process catalogue only: MongoDB text search has no typo tolerance)', () => {
    it.each([
      ['tolkein', ['The Fellowship of the Ring', 'The Hobbit']],
      ['harry poter', ["Harry Potter and the Philosopher's Stone"]],
      ['pride prejudise', ['Pride and Prejudice']],
    ])('finds %p on memory, nothing on the database', async (search, expected) => {
      expect(titles(await reads.memory.find(request({ search }))).sort()).toEqual(expected);
      expect((await reads.database.find(request({ search }))).totalCount).toBe(0);
    });

    it('ranks typo matches after every exact or prefix match', async () => {
      const found = titles(await reads.memory.find(request({ search: 'stone' })));
      expect(found.slice(0, 2).sort()).toEqual(["Harry Potter and the Philosopher's Stone", 'Stones']);
      expect(found).toContain('Stove Cooking');
      expect(found.indexOf('Stove Cooking')).toBeGreaterThanOrEqual(2);
      expect(titles(await reads.database.find(request({ search: 'stone' })))).not.toContain('Stove Cooking');
    });

    it('suggests through a typo', async () => {
      expect(await reads.memory.suggest('tolkein')).toContainEqual({ kind: 'author', text: 'J. R. R. Tolkien' });
    });
  });

  describe.each(['memory', 'database'] as const)('both transports: %s', (which) => {
    const app = () => (which === 'memory' ? memoryApp : databaseApp);
    const FIND = `query Find($search: String, $price: String, $offset: Int) {
      findBooks(search: $search, price: $price, offset: $offset, first: 5) {
        totalCount books { id title } facets { authors { value count } prices { value count } }
      }
    }`;

    it('answers the same search over REST and GraphQL', async () => {
      const { token } = await registerUser(app().http);
      const rest = await app()
        .http.get('/api/books/search')
        .query({ search: 'garden', first: '5' })
        .set('authorization', `Bearer ${token}`)
        .expect(200);
      const graph = await gql(app().http, FIND, { search: 'garden' }, token);
      const found = graph.body.data.findBooks;
      expect(found.totalCount).toBe(rest.body.totalCount);
      expect(found.books.map((b: { id: string }) => b.id)).toEqual(rest.body.books.map((b: { _id: string }) => b._id));
      expect(found.facets.authors).toEqual(rest.body.facets.authors);
      expect(rest.body.books).toHaveLength(5);
    });

    it('refuses a bad filter or a page past the results with a 400 a person can act on', async () => {
      const { token } = await registerUser(app().http);
      const bad = await app()
        .http.get('/api/books/search')
        .query({ price: 'cheap' })
        .set('authorization', `Bearer ${token}`)
        .expect(400);
      expect(bad.body.message).toMatch(/price must be one of 0-500/);
      const deep = await app()
        .http.get('/api/books/search')
        .query({ offset: '490', first: '20' })
        .set('authorization', `Bearer ${token}`)
        .expect(400);
      expect(deep.body.message).toMatch(/offset \+ first must be at most 500/);
      const graph = await gql(app().http, FIND, { price: 'cheap' }, token);
      expect(graph.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    });

    it('suggests over REST and GraphQL, nothing under 2 characters', async () => {
      const { token } = await registerUser(app().http);
      const rest = await app()
        .http.get('/api/books/suggestions')
        .query({ q: 'tolk' })
        .set('authorization', `Bearer ${token}`)
        .expect(200);
      expect(rest.body.suggestions).toContainEqual({ kind: 'author', text: 'J. R. R. Tolkien' });
      const graph = await gql(app().http, '{ bookSuggestions(q: "tolk") { kind text } }', {}, token);
      expect(graph.body.data.bookSuggestions).toEqual(rest.body.suggestions);
      const short = await app()
        .http.get('/api/books/suggestions')
        .query({ q: 't' })
        .set('authorization', `Bearer ${token}`)
        .expect(200);
      expect(short.body.suggestions).toEqual([]);
    });
  });
});
