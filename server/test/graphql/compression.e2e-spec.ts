import { BooksService } from '../../src/books/books.service';
import { gql } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminAndUser } from '../books/book-fixtures';

const PAGE = `query { books(first: 20) { totalCount edges { node { id title author description price image } } } }`;

describe('GraphQL answers are compressed for clients that accept it', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await adminAndUser(t)).user.token;
    await t.app.get(BooksService).importMany(
      Array.from({ length: 20 }, (_, i) => ({
        title: `Compressed Book ${i + 1}`,
        author: 'Some Author',
        category: 'History',
        description: 'A description long enough to make a page of books a few kilobytes of JSON. '.repeat(3),
        price: 10 + i,
        stock: 5,
      })),
    );
  });

  afterAll(() => t.close());

  it('gzips a page of books (several KB) and it reads back as the same JSON', async () => {
    const zipped = await gql(t.http, PAGE, {}, token).set('accept-encoding', 'gzip');
    const plain = await gql(t.http, PAGE, {}, token).set('accept-encoding', 'identity');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.text)).toBeGreaterThan(4_000);
    expect(zipped.body).toEqual(plain.body);
    expect(zipped.body.data.books.edges).toHaveLength(20);
  });

  it('sends a small answer as it is', async () => {
    const res = await gql(t.http, '{ adminExists }').set('accept-encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual({ data: { adminExists: true } });
  });
});
