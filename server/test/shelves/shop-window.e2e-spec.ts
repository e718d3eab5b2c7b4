import express from 'express';
import request from 'supertest';
import { BooksService, type NewBook } from '../../src/books/books.service';
import { ClientShell, clientShell, type PageShellFacts } from '../../src/common/http/client-shell';
import { shopWindowFiles, shopWindowHints } from '../../src/shelves/shop-window';
import { expectError, gql, registerUser, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="BookStore: discover, order and enjoy books online." />
    <title>BookStore</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const FACTS: PageShellFacts = {
  screens: [],
  sessionCookie: 'token',
  catalogue: { path: '/books', eagerCovers: 0, queries: [] },
  store: { defaultName: 'BookStore', queries: [] },
};

const BOOK: NewBook = {
  title: 'Tea </script><script>alert(1)</script> & "Cake"',
  author: 'Ada <b>Bold</b>',
  category: 'Fiction',
  description: 'A story of </title> and <meta> tags.',
  price: 12.5,
  stock: 0,
};

const CATALOGUE_READS = [
  '/api/user/allBooks',
  '/api/books/shelves',
  '/api/books/search?search=tale',
  '/api/books/suggestions?q=ta',
  (id: string) => `/api/user/book/${id}`,
  (id: string) => `/api/books/${id}/also-bought`,
] as const;
const GRAPHQL_READS = [
  '{ books(first: 5) { totalCount } }',
  '{ categories { category } }',
  '{ shelves { newArrivals { id } } }',
  '{ findBooks(search: "tale") { totalCount } }',
  '{ bookSuggestions(q: "ta") { text } }',
] as const;

/** The served page of a path, through the shell with the shop window's hints (as bootstrap.ts mounts it). */
function servePage(t: TestApp, path: string) {
  const app = express();
  const shell = new ClientShell(TEMPLATE, FACTS);
  app.use(
    clientShell(
      shell,
      shopWindowHints(t.app.get(BooksService), t.config, () => 'BookStore'),
    ),
  );
  return request(app).get(path).set('accept', 'text/html');
}

/** The JSON-LD a page carries, parsed as a search engine would. */
function jsonLd(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!found) throw new Error('no JSON-LD');
  return JSON.parse(found[1]) as Record<string, unknown>;
}

describe('the shop window (CATALOGUE_PUBLIC)', () => {
  describe('off, the default', () => {
    let t: TestApp;
    let bookId: string;

    beforeAll(async () => {
      t = await createTestApp();
      [bookId] = await t.app.get(BooksService).importMany([BOOK]);
    });
    afterAll(() => t.close());

    it('refuses visitors every catalogue read, 401 as ever, on both transports', async () => {
      for (const path of CATALOGUE_READS) {
        expectError(await t.http.get(typeof path === 'string' ? path : path(bookId)), 401, 'UNAUTHENTICATED');
      }
      for (const query of [...GRAPHQL_READS, `{ book(id: "${bookId}") { id } }`]) {
        const res = await gql(t.http, query);
        expect({ query, code: res.body.errors?.[0]?.extensions?.code }).toEqual({ query, code: 'UNAUTHENTICATED' });
      }
    });

    it('keeps search engines out and has no sitemap', async () => {
      const robots = await t.http.get('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.text).toBe('User-agent: *\nDisallow: /\n');
      expect((await t.http.get('/sitemap.xml')).status).toBe(404);
    });

    it('serves book pages as before: no per-page head', async () => {
      const page = await servePage(t, `/books/${bookId}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>BookStore</title>');
      expect(page.text).not.toContain('canonical');
      expect(page.text).not.toContain('ld+json');
    });

    it('leaves the public settings as they were', async () => {
      const res = await t.http.get('/api/settings');
      expect(res.body).not.toHaveProperty('cataloguePublic');
    });
  });

  describe('on', () => {
    let t: TestApp;
    let shopper: Account;
    let bookId: string;
    let otherId: string;

    beforeAll(async () => {
      t = await createTestApp({ CATALOGUE_PUBLIC: 'true', STORE_CURRENCY: 'EUR' });
      shopper = await registerUser(t.http, { name: 'Window Shopper' });
      [bookId, otherId] = await t.app.get(BooksService).importMany([BOOK, { ...BOOK, title: 'Plain Tale', stock: 4 }]);
    });
    afterAll(() => t.close());

    it('lets visitors read the catalogue on both transports', async () => {
      for (const path of CATALOGUE_READS) {
        const url = typeof path === 'string' ? path : path(bookId);
        expect({ url, status: (await t.http.get(url)).status }).toEqual({ url, status: 200 });
      }
      for (const query of GRAPHQL_READS) {
        const res = await gql(t.http, query);
        expect({ query, errors: res.body.errors }).toEqual({ query, errors: undefined });
      }
      const book = await gql(t.http, 'query($id: ID!) { book(id: $id) { title alsoBought { id } } }', { id: bookId });
      expect(book.body.data.book.title).toBe(BOOK.title);
      expect(book.body.data.book.alsoBought.map((other: { id: string }) => other.id)).toEqual([otherId]);
      expect((await t.http.get('/api/settings')).body.cataloguePublic).toBe(true);
    });

    it('keeps carts and orders signed-in only, and a bad token is still refused', async () => {
      expectError(await t.http.get('/api/user/cart'), 401, 'UNAUTHENTICATED');
      expectError(await t.http.post('/api/user/cart').send({ bookId, quantity: 1 }), 401, 'UNAUTHENTICATED');
      expectError(
        await t.http.post('/api/user/order/manual').send({ books: [{ book: otherId, quantity: 1 }] }),
        401,
        'UNAUTHENTICATED',
      );
      const cart = await gql(t.http, '{ cart { __typename } }');
      expect(cart.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const badToken = await t.http.get('/api/user/allBooks').set({ authorization: 'Bearer not-a-token' });
      expectError(badToken, 401, 'UNAUTHENTICATED');
      // A signed-in shopper reads as before.
      const signedIn = await t.http.get('/api/books/shelves').set({ authorization: `Bearer ${shopper.token}` });
      expect(signedIn.status).toBe(200);
    });

    it("gives a book's page its title, description, canonical URL, Open Graph and Book + Offer JSON-LD, escaped", async () => {
      const page = await servePage(t, `/books/${bookId}`);
      expect(page.status).toBe(200);
      const html = page.text;
      // Nothing the book says breaks out of its element or attribute.
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<b>Bold</b>');
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(html).toContain(
        '<title>Tea &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Cake&quot; by Ada &lt;b&gt;Bold&lt;/b&gt; | BookStore</title>',
      );
      expect(html).toContain('<meta name="description" content="A story of &lt;/title&gt; and &lt;meta&gt; tags."');
      expect(html).toContain(`<link rel="canonical" href="http://store.test/books/${bookId}">`);
      expect(html).toContain('<meta property="og:type" content="book">');
      expect(html).toContain(`<meta property="og:url" content="http://store.test/books/${bookId}">`);
      expect(jsonLd(html)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Book',
        name: BOOK.title,
        author: { '@type': 'Person', name: BOOK.author },
        description: BOOK.description,
        genre: 'Fiction',
        url: `http://store.test/books/${bookId}`,
        offers: {
          '@type': 'Offer',
          price: '12.50',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/OutOfStock',
          url: `http://store.test/books/${bookId}`,
        },
      });
      const catalogue = await servePage(t, '/books');
      expect(catalogue.text).toContain('<title>Books | BookStore</title>');
      expect(catalogue.text).toContain('<link rel="canonical" href="http://store.test/books">');
      // An unknown book's page is the plain shell.
      const unknown = await servePage(t, '/books/0123456789abcdef01234567');
      expect(unknown.text).toContain('<title>BookStore</title>');
    });

    it('lists every book in sitemap.xml and points robots.txt at it, private areas disallowed', async () => {
      const sitemap = await t.http.get('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
      const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locs.sort()).toEqual(
        [
          'http://store.test/',
          'http://store.test/books',
          `http://store.test/books/${bookId}`,
          `http://store.test/books/${otherId}`,
        ].sort(),
      );
      expect(sitemap.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      expect((await t.http.get('/sitemap-2.xml')).status).toBe(404);
      const robots = await t.http.get('/robots.txt');
      expect(robots.text).toContain('Disallow: /cart\n');
      expect(robots.text).toContain('Disallow: /admin\n');
      expect(robots.text).not.toContain('Disallow: /\n');
      expect(robots.text).toContain('Sitemap: http://store.test/sitemap.xml\n');
    });

    it('splits the sitemap past its limit of URLs into files a sitemap index lists, each book once', async () => {
      // The limit is 50,000 URLs a file; one here, so that the home page, the catalogue and two books make four.
      const app = express().use(shopWindowFiles(t.app.get(BooksService), t.config, 1));
      const index = await request(app).get('/sitemap.xml');
      expect(index.status).toBe(200);
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = [...index.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(files).toEqual([1, 2, 3, 4].map((n) => `http://store.test/sitemap-${n}.xml`));
      const urls: string[] = [];
      for (const file of ['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml', '/sitemap-4.xml']) {
        const part = await request(app).get(file);
        expect(part.status).toBe(200);
        expect(part.text.match(/<url>/g)).toHaveLength(1);
        urls.push(...[...part.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]));
      }
      expect(urls.sort()).toEqual(
        [
          'http://store.test/',
          'http://store.test/books',
          `http://store.test/books/${bookId}`,
          `http://store.test/books/${otherId}`,
        ].sort(),
      );
      expect((await request(app).get('/sitemap-5.xml')).status).toBe(404);
      expect((await request(app).get('/sitemap-0.xml')).status).toBe(404);
    });
  });
});
