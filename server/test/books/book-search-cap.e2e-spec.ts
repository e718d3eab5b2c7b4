import { BOOK_CATEGORIES } from '../../src/books/book-category';
import { MAX_RANKED } from '../../src/books/book-finder';
import { BooksService, type NewBook } from '../../src/books/books.service';
import { gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The database's search ranks at most MAX_RANKED matches (the first in title order), so that a
 * search for a common word, or none, never holds the whole catalogue in one request; the answer
 * says so (`totalCountCapped`) on both transports.
 */
describe('the database catalogue search past its ranking limit', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ CATALOGUE_READS: 'database' });
    token = (await registerUser(t.http)).token;
    const books: NewBook[] = Array.from({ length: MAX_RANKED + 1 }, (_, i) => ({
      title: `Garden ${String(i).padStart(5, '0')}`,
      author: i === 0 ? 'Unique Quill' : 'Ann Bell',
      category: BOOK_CATEGORIES[0],
      description: '',
      price: 5,
      stock: 1,
    }));
    await t.app.get(BooksService).importMany(books);
  }, 120_000);
  afterAll(() => t.close());

  it('counts the first matches and says there were more (REST and GraphQL)', async () => {
    const rest = await t.http.get('/api/books/search?search=garden&first=5').set('authorization', `Bearer ${token}`);
    expect(rest.status).toBe(200);
    expect({ total: rest.body.totalCount, capped: rest.body.totalCountCapped }).toEqual({
      total: MAX_RANKED,
      capped: true,
    });
    expect(rest.body.books).toHaveLength(5);
    const graphql = await gql(t.http, '{ findBooks(first: 1) { totalCount totalCountCapped } }', {}, token);
    expect(graphql.body.data.findBooks).toEqual({ totalCount: MAX_RANKED, totalCountCapped: true });
  });

  it('counts every match when there are fewer', async () => {
    const rest = await t.http.get('/api/books/search?search=quill').set('authorization', `Bearer ${token}`);
    expect({ total: rest.body.totalCount, capped: rest.body.totalCountCapped }).toEqual({ total: 1, capped: false });
  });
});
