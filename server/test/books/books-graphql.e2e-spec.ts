import { BOOK_CATEGORIES } from '../../src/books/book-category';
import { BooksService, type NewBook } from '../../src/books/books.service';
import { expectGqlError, gql, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminAndUser, auth } from './book-fixtures';
import { checkLines } from '../../src/books/book-stock';
import type { CatalogueReadsSetting } from '../../src/config/app-config';

const SEARCH = `query Search($search: String, $category: String) {
  books(search: $search, category: $category, first: 100) { totalCount edges { node { title } } }
}`;
const BOOK = `query Book($id: ID!) {
  book(id: $id) { id title author category description price stock image createdAt isbn publisher year pages language ratingAverage ratingCount }
}`;

const book = (
  title: string,
  author: string,
  description: string,
  category: NewBook['category'] = 'Fiction',
): NewBook => ({
  title,
  author,
  description,
  category,
  price: 9.99,
  stock: 2,
});

const CATALOGUE: NewBook[] = [
  book('Dune', 'Frank Herbert', 'Spice, sand and politics on Arrakis.', 'Science Fiction'),
  book('Les Misérables', 'Victor Hugo', 'Jean Valjean and the barricades.', 'History'),
  book('Regex .* Tricks', 'Zed Zee', 'Patterns for the weary.', 'Technology'),
  book('Zen Study', 'Bob Smith', 'Quiet morning routines.', 'Self-Help'),
  book('The Hobbit', 'J. R. R. Tolkien', 'There and back again.', 'Fantasy'),
  book('Emma', 'Jane Austen', 'Matchmaking in Highbury.', 'Romance'),
  book('Persuasion', 'Jane Austen', 'Anne Elliot and Captain Wentworth.', 'Romance'),
];

// Whoever answers the catalogue's reads, the in-process index or the database, the answers are the same.
describe.each<CatalogueReadsSetting>(['memory', 'database'])('catalogue over GraphQL, CATALOGUE_READS=%s', (reads) => {
  let testApp: TestApp;
  let admin: Account;
  let user: Account;
  let ids: string[];

  const titles = async (search: string | null, category?: string) => {
    const res = await gql(testApp.http, SEARCH, { search, category }, user.token);
    expect(res.body.errors).toBeUndefined();
    const found = res.body.data.books.edges.map((edge: { node: { title: string } }) => edge.node.title);
    expect(res.body.data.books.totalCount).toBe(found.length);
    return found.sort();
  };

  beforeAll(async () => {
    testApp = await createTestApp({ CATALOGUE_READS: reads });
    ({ admin, user } = await adminAndUser(testApp));
    ids = await testApp.app.get(BooksService).importMany(CATALOGUE);
  });

  afterAll(() => testApp.close());

  it('returns one book by id with `id`, the same data as REST', async () => {
    const res = await gql(testApp.http, BOOK, { id: ids[0] }, user.token);
    const rest = await testApp.http.get(`/api/user/book/${ids[0]}`).set(auth(user.token));
    const { _id, ...fields } = rest.body.book;
    expect(res.body.data.book).toEqual({ id: _id, ...fields });
    expect(res.body.data.book).toMatchObject({ title: 'Dune', price: 9.99, stock: 2, image: '' });
  });

  it('answers NOT_FOUND for an unknown id and INVALID_ID for a malformed one', async () => {
    expectGqlError(await gql(testApp.http, BOOK, { id: '0123456789abcdef01234567' }, user.token), 'NOT_FOUND');
    expectGqlError(await gql(testApp.http, BOOK, { id: 'nope' }, user.token), 'INVALID_ID');
  });

  it('matches words case- and accent-insensitively, as prefixes, over title, author and description', async () => {
    expect(await titles('dune')).toEqual(['Dune']);
    expect(await titles('  DÛNE ')).toEqual(['Dune']);
    expect(await titles('misérables')).toEqual(['Les Misérables']);
    expect(await titles('MISERABLES')).toEqual(['Les Misérables']);
    expect(await titles('austen')).toEqual(['Emma', 'Persuasion']);
    expect(await titles('jane wentworth')).toEqual(['Persuasion']);
    expect(await titles('herb')).toEqual(['Dune']);
    expect(await titles('arrakis')).toEqual(['Dune']);
    expect(await titles('spice hobbit')).toEqual([]);
    expect(await titles('xylophone')).toEqual([]);
  });

  it("searches only titles and authors with searchIn: TITLE_AUTHOR (the admin's list)", async () => {
    const ADMIN_SEARCH = `query AdminSearch($search: String) {
      books(search: $search, searchIn: TITLE_AUTHOR, first: 100) { totalCount edges { node { title } } }
    }`;
    const adminTitles = async (search: string) => {
      const res = await gql(testApp.http, ADMIN_SEARCH, { search }, admin.token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.books.totalCount).toBe(res.body.data.books.edges.length);
      return res.body.data.books.edges.map((edge: { node: { title: string } }) => edge.node.title).sort();
    };
    expect(await titles('arrakis')).toEqual(['Dune']);
    expect(await adminTitles('arrakis')).toEqual([]);
    expect(await adminTitles('wentworth')).toEqual([]);
    expect(await adminTitles('herb')).toEqual(['Dune']);
    expect(await adminTitles('jane PERS')).toEqual(['Persuasion']);
    expect(await adminTitles('.*')).toEqual(['Regex .* Tricks']);
    expect(await adminTitles('  ')).toHaveLength(CATALOGUE.length);
    expectGqlError(
      await gql(testApp.http, '{ books(searchIn: DESCRIPTION) { totalCount } }', {}, admin.token),
      'VALIDATION_FAILED',
    );
  });

  it('treats an empty or blank search as all books', async () => {
    const all = CATALOGUE.map((b) => b.title).sort();
    expect(await titles(null)).toEqual(all);
    expect(await titles('')).toEqual(all);
    expect(await titles('   ')).toEqual(all);
  });

  it("treats '.*' and '(a+)+$' as plain text", async () => {
    expect(await titles('.*')).toEqual(['Regex .* Tricks']);
    expect(await titles('*')).toEqual(['Regex .* Tricks']);
    expect(await titles('$')).toEqual([]);
    const aWords = await titles('(a+)+$');
    expect(aWords).not.toContain('Zen Study');
    expect(aWords.length).toBeLessThan(CATALOGUE.length);
    expect(await titles('[')).toEqual([]);
  });

  it('combines search with a category filter; a blank category means all', async () => {
    expect(await titles('jane', 'Romance')).toEqual(['Emma', 'Persuasion']);
    expect(await titles('jane', 'History')).toEqual([]);
    expect(await titles(null, '')).toHaveLength(CATALOGUE.length);
    expect(await titles(null, ' \t ')).toHaveLength(CATALOGUE.length);
    expectGqlError(await gql(testApp.http, SEARCH, { category: 'Cooking' }, user.token), 'VALIDATION_FAILED');
  });

  it('lists the categories present with their counts', async () => {
    const res = await gql(testApp.http, '{ categories { category count } }', {}, user.token);
    expect(res.body.data.categories).toEqual([
      { category: 'Fantasy', count: 1 },
      { category: 'History', count: 1 },
      { category: 'Romance', count: 2 },
      { category: 'Science Fiction', count: 1 },
      { category: 'Self-Help', count: 1 },
      { category: 'Technology', count: 1 },
    ]);
    for (const { category } of res.body.data.categories) expect(BOOK_CATEGORIES).toContain(category);
  });

  it('counts a change at once: totals and categories follow additions and deletions', async () => {
    const before = await gql(
      testApp.http,
      '{ books(search: "austen") { totalCount } categories { category count } }',
      {},
      user.token,
    );
    expect(before.body.data.books.totalCount).toBe(2);
    const res = await testApp.http
      .post('/api/admin/addBook')
      .set(auth(admin.token))
      .send({ title: 'Sanditon', author: 'Jane Austen', category: 'Thriller', price: 5, stock: 1 });
    const after = await gql(
      testApp.http,
      '{ books(search: "austen") { totalCount } categories { category count } }',
      {},
      user.token,
    );
    expect(after.body.data.books.totalCount).toBe(3);
    expect(after.body.data.categories).toContainEqual({ category: 'Thriller', count: 1 });
    await testApp.http.delete(`/api/admin/deleteBook/${res.body.book._id}`).set(auth(admin.token));
    const again = await gql(
      testApp.http,
      '{ books(search: "austen") { totalCount } categories { category count } }',
      {},
      user.token,
    );
    expect(again.body.data).toEqual(before.body.data);
  });

  it('keeps queries for signed-in users and mutations for the admin', async () => {
    for (const query of [SEARCH, '{ categories { count } }']) {
      expectGqlError(await gql(testApp.http, query, {}), 'UNAUTHENTICATED');
    }
    expectGqlError(await gql(testApp.http, BOOK, { id: ids[0] }), 'UNAUTHENTICATED');
    const input = { title: 'T', author: 'A', category: 'Fiction', price: 1, stock: 1 };
    const mutations: Array<[string, Record<string, unknown>]> = [
      ['mutation($input: BookInput!) { addBook(input: $input) { message } }', { input }],
      [
        'mutation($id: ID!, $input: BookInput!) { updateBook(id: $id, input: $input) { message } }',
        { id: ids[0], input },
      ],
      ['mutation($id: ID!) { deleteBook(id: $id) { message } }', { id: ids[0] }],
    ];
    for (const [mutation, variables] of mutations) {
      expectGqlError(await gql(testApp.http, mutation, variables, user.token), 'FORBIDDEN');
      expectGqlError(await gql(testApp.http, mutation, variables), 'UNAUTHENTICATED');
    }
    const still = await gql(testApp.http, BOOK, { id: ids[0] }, admin.token);
    expect(still.body.data.book.title).toBe('Dune');
  });

  it("lists only the books with at most maxStock copies (the admin's low-stock list), following each sale", async () => {
    const service = testApp.app.get(BooksService);
    const added = await service.importMany([
      { ...book('Thin Shelf', 'Ann Low', 'One left.'), stock: 1 },
      { ...book('Bare Shelf', 'Ann Low', 'None left.'), stock: 0 },
    ]);
    const LOW = `query Low($maxStock: Int, $search: String, $after: String) {
      books(maxStock: $maxStock, search: $search, searchIn: TITLE_AUTHOR, first: 1, after: $after) {
        totalCount edges { node { title stock } } pageInfo { hasNextPage endCursor }
      }
    }`;
    /** Every title of the list, page by page (one book a page), and its totalCount. */
    const low = async (maxStock: number, search?: string) => {
      const found: string[] = [];
      let after: string | null = null;
      let totalCount = -1;
      do {
        const res = await gql(testApp.http, LOW, { maxStock, search, after }, admin.token);
        expect(res.body.errors).toBeUndefined();
        const page = res.body.data.books;
        found.push(...page.edges.map((edge: { node: { title: string } }) => edge.node.title));
        totalCount = page.totalCount;
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(totalCount).toBe(found.length);
      return found;
    };
    try {
      expect(await low(1)).toEqual(['Bare Shelf', 'Thin Shelf']);
      expect(await low(0)).toEqual(['Bare Shelf']);
      expect(await low(1, 'thin')).toEqual(['Thin Shelf']);
      expect(await low(2)).toHaveLength(CATALOGUE.length + 2);
      // A sale brings Dune (2 copies) down to 1.
      await service.takeStock(checkLines([{ bookId: ids[0], quantity: 1 }]));
      expect(await low(1)).toEqual(['Bare Shelf', 'Dune', 'Thin Shelf']);
      for (const maxStock of [-1, 1.5, '1']) {
        expectGqlError(await gql(testApp.http, LOW, { maxStock }, admin.token), 'VALIDATION_FAILED');
      }
    } finally {
      await service.returnStock(checkLines([{ bookId: ids[0], quantity: 1 }]));
      for (const id of added) await service.remove(id);
    }
  });
});
