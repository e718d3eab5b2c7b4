import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import {
  allShellHints,
  ClientShell,
  clientShell,
  PAGE_SHELL_FILE,
  type PageShellFacts,
  type ShellHints,
  type ShellHintsFor,
} from './client-shell';

/** A built index.html as Vite writes it: the entry script and its shared chunks in the head. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>BookStore</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
  </head>
  <body class="bg-slate-50">
    <div id="root"></div>
  </body>
</html>
`;

const BOOKS_PAGE_SCRIPTS = ['assets/BooksPage-B1.js', 'assets/Catalogue-K1.js', 'assets/BookCover-V1.js'];

/**
 * What the client's build writes to .vite/page-shell.json: per landing route, the screen's files
 * that index.html does not load (worked out by the client's build from its manifest).
 */
const FACTS: PageShellFacts = {
  screens: [
    { path: '/', scripts: ['assets/HomePage-H1.js'], styles: [] },
    { path: '/books', scripts: BOOKS_PAGE_SCRIPTS, styles: [] },
    {
      path: '/books/:id',
      scripts: ['assets/BookDetailPage-D1.js', 'assets/BookCover-V1.js'],
      styles: ['assets/BookDetailPage-S1.css'],
    },
  ],
  sessionCookie: 'token',
  catalogue: { path: '/books', eagerCovers: 4, queries: [] },
  store: { defaultName: 'BookStore', queries: [] },
};

/** The JSON the page ships in `<script id="initial-data">`, read back as the client reads it. */
function initialData(html: string): unknown {
  const match = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

const preloadedImages = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/g)].map((match) => match[1]);

describe('ClientShell', () => {
  const shell = new ClientShell(TEMPLATE, FACTS);
  const none = { scripts: [], styles: [] };

  it("gives a landing route's screen files, a :name in the route standing for one path segment", () => {
    expect(shell.screenFiles('/books').scripts).toEqual(BOOKS_PAGE_SCRIPTS);
    expect(shell.screenFiles('/books/665f1c2b9d3e4a0012345678')).toEqual({
      scripts: FACTS.screens[2].scripts,
      styles: FACTS.screens[2].styles,
    });
    expect(shell.screenFiles('/').scripts).toEqual(['assets/HomePage-H1.js']);
  });

  it('gives no files for a path that is no landing route', () => {
    for (const path of ['/cart', '/books/', '/books/1/edit', '/login', '/booksx', '/x/books']) {
      expect({ path, files: shell.screenFiles(path) }).toEqual({ path, files: none });
    }
  });

  it("asks for a screen's own stylesheets with the page", () => {
    const html = shell.render('/books/665f1c2b9d3e4a0012345678');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/BookDetailPage-S1.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/BookDetailPage-D1.js">');
  });

  it('puts a modulepreload link for each screen script in the head, before </head>', () => {
    const html = shell.render('/books');
    const links = BOOKS_PAGE_SCRIPTS.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    for (const link of links) expect(html.split(link)).toHaveLength(2);
    expect(html.indexOf(links[0])).toBeGreaterThan(html.indexOf('index-C1.css'));
    expect(html.indexOf(links[2])).toBeLessThan(html.indexOf('</head>'));
    expect(html.replace(/\n\s*<link rel="modulepreload" crossorigin href="\/assets\/[A-Z]\w+-\w+\.js">/g, '')).toBe(
      TEMPLATE,
    );
  });

  it('sends the template unchanged for an unknown path or an unlisted screen without hints', () => {
    expect(shell.render('/cart')).toBe(TEMPLATE);
    expect(shell.render('/login')).toBe(TEMPLATE);
    expect(shell.render('/orders', {})).toBe(TEMPLATE);
  });

  it('asks for the hinted images at once, in order, with high priority', () => {
    const html = shell.render('/cart', {
      images: ['http://store.test/api/images/a', 'http://store.test/api/images/b'],
    });
    expect(preloadedImages(html)).toEqual(['http://store.test/api/images/a', 'http://store.test/api/images/b']);
  });

  it('escapes an image URL so that a quote cannot end the attribute', () => {
    const url = 'http://store.test/x"><script>alert(1)</script><a href="&';
    const html = shell.render('/books', { images: [url] });
    expect(html).not.toContain('<script>alert(1)');
    expect(preloadedImages(html)).toEqual([
      'http://store.test/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;&amp;',
    ]);
  });

  it('ships the data as JSON that no title can end early, and that reads back the same', () => {
    const data = {
      ListBooks: {
        variables: { first: 20 },
        data: { books: [{ title: '</script><script>alert(1)</script>', description: '<!-- not a comment -->' }] },
      },
    };
    const html = shell.render('/books', { data });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry script's and the data's own
    expect(initialData(html)).toEqual(data);
  });

  it('keeps dollar signs in titles and image URLs as they are (no replacement patterns)', () => {
    const title = "Pay $& $' $` $$ $1 later";
    const image = "http://store.test/api/images/$'$`";
    const html = shell.render('/books', { images: [image], data: { ListBooks: { variables: {}, data: { title } } } });
    expect(initialData(html)).toEqual({ ListBooks: { variables: {}, data: { title } } });
    expect(preloadedImages(html)).toEqual([image]);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body/g)).toHaveLength(1);
  });

  it("names the store as configured wherever index.html gives the build's name, as text", () => {
    const page = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="BookStore: discover books." />
    <title>BookStore</title>
    <script type="module" crossorigin src="/assets/BookStore-E1.js"></script>
  </head>
  <body>
    <div id="root"><header><a href="/">BookStore</a></header></div>
    <noscript><p>BookStore needs JavaScript.</p></noscript>
  </body>
</html>
`;
    const html = new ClientShell(page, FACTS, 'Ink & Quill <"Books"> $&').render('/cart');
    const name = 'Ink &amp; Quill &lt;&quot;Books&quot;&gt; $&amp;';
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain(`<meta name="description" content="${name}: discover books." />`);
    expect(html).toContain(`<a href="/">${name}</a>`);
    expect(html).toContain(`<p>${name} needs JavaScript.</p>`);
    // A file name is not the store's name.
    expect(html).toContain('src="/assets/BookStore-E1.js"');
    expect(html.match(/BookStore/g)).toHaveLength(1);
    expect(new ClientShell(page, FACTS, 'BookStore').render('/cart')).toBe(page);
    expect(new ClientShell(page, FACTS).render('/cart')).toBe(page);
  });

  describe('load', () => {
    let dist: string;

    beforeEach(() => {
      dist = mkdtempSync(join(tmpdir(), 'client-shell-'));
    });

    afterEach(() => rmSync(dist, { recursive: true, force: true }));

    it("is undefined when the client is not built (no index.html or no build's page-shell.json)", () => {
      expect(ClientShell.load(join(dist, 'missing'))).toBeUndefined();
      writeFileSync(join(dist, 'index.html'), TEMPLATE);
      expect(ClientShell.load(dist)).toBeUndefined();
    });

    it('reads index.html and .vite/page-shell.json from the build', () => {
      writeFileSync(join(dist, 'index.html'), TEMPLATE);
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, PAGE_SHELL_FILE), JSON.stringify(FACTS));
      const loaded = ClientShell.load(dist);
      expect(loaded?.facts).toEqual(FACTS);
      expect(loaded?.screenFiles('/books').scripts).toEqual(BOOKS_PAGE_SCRIPTS);
      expect(loaded?.render('/cart')).toBe(TEMPLATE);
      expect(ClientShell.load(dist, 'Northshelf')?.render('/cart')).toBe(
        TEMPLATE.replace('<title>BookStore</title>', '<title>Northshelf</title>'),
      );
    });

    it("serves a build from before the store's facts as it was built: its own name, no settings", () => {
      const { store: _store, ...older } = FACTS;
      writeFileSync(join(dist, 'index.html'), TEMPLATE);
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, PAGE_SHELL_FILE), JSON.stringify(older));
      expect(ClientShell.load(dist, 'Northshelf')?.render('/cart')).toBe(TEMPLATE);
      expect(ClientShell.load(dist)?.render('/books')).toContain('href="/assets/BooksPage-B1.js"');
    });
  });
});

describe('allShellHints', () => {
  const page = { path: '/books', query: '', cookie: '', request: {} as express.Request };

  it("puts together each source's images and answers, personal when one of them is", async () => {
    const hints = allShellHints(
      () => Promise.resolve({ data: { GetStoreSettings: { variables: {}, data: { name: 'x' } } } }),
      () => Promise.resolve({ personal: true, images: ['a', 'b'], data: { ListBooks: { variables: {}, data: [] } } }),
    );
    expect(await hints(page)).toEqual({
      images: ['a', 'b'],
      data: {
        GetStoreSettings: { variables: {}, data: { name: 'x' } },
        ListBooks: { variables: {}, data: [] },
      },
      personal: true,
    });
  });

  it("leaves out only a failing source's hints", async () => {
    const hints = allShellHints(
      () => Promise.reject(new Error('session not valid')),
      () => Promise.resolve({ data: { GetStoreSettings: { variables: {}, data: { name: 'x' } } } }),
    );
    expect(await hints(page)).toEqual({ data: { GetStoreSettings: { variables: {}, data: { name: 'x' } } } });
    expect(await allShellHints(() => Promise.reject(new Error('no')))(page)).toEqual({});
  });
});

describe('clientShell middleware', () => {
  const shell = new ClientShell(TEMPLATE, FACTS);
  const asked: Array<Parameters<ShellHintsFor>[0]> = [];
  let hints: ShellHintsFor;

  function app() {
    const server = express();
    server.use(clientShell(shell, (req) => (asked.push(req), hints(req))));
    server.use((req, res) => res.status(404).type('text/plain').send(`not the shell: ${req.method} ${req.path}`));
    return server;
  }

  beforeEach(() => {
    asked.length = 0;
    hints = () => Promise.resolve({});
  });

  const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  };

  it('sends the shell for GET /books: 200 HTML with the screen links, revalidated on every visit', async () => {
    const res = await request(app()).get('/books').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(res.text).toBe(shell.render('/books'));
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/BooksPage-B1.js">');
  });

  it('sends the plain template for a page that is no landing screen', async () => {
    const res = await request(app()).get('/orders/mine').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.text).toBe(TEMPLATE);
  });

  it('answers HEAD with the headers of the shell and no body', async () => {
    const res = await request(app()).head('/books').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(shell.render('/books')));
    expect(res.text ?? '').toBe('');
  });

  it.each([
    ['POST /books', 'post', '/books', 'text/html'],
    ['GET /api/x', 'get', '/api/x', 'text/html'],
    ['GET /api', 'get', '/api', 'text/html'],
    ['GET /graphql', 'get', '/graphql', 'text/html'],
    ['GET /assets/a.js', 'get', '/assets/a.js', '*/*'],
    ['GET /assets/fonts (no extension)', 'get', '/assets/fonts', 'text/html'],
    ['GET /favicon.svg', 'get', '/favicon.svg', 'text/html'],
    ['GET /books with Accept: application/json', 'get', '/books', 'application/json'],
  ] as const)('leaves %s to the next handler', async (_name, method, path, accept) => {
    const res = await request(app())[method](path).set('Accept', accept);
    expect(res.status).toBe(404);
    expect(res.text).toBe(`not the shell: ${method.toUpperCase()} ${path}`);
    expect(asked).toEqual([]);
  });

  it('gzips the shell for a browser that accepts gzip, and sends it plain otherwise', async () => {
    const gzipped = await request(app())
      .get('/books')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(binary);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // supertest inflates the body; the length on the wire is the compressed one.
    expect(Number(gzipped.headers['content-length'])).toBe(gzipSync(shell.render('/books')).length);
    expect((gzipped.body as Buffer).toString()).toBe(shell.render('/books'));

    const plain = await request(app()).get('/books').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(shell.render('/books'));
  });

  it("keeps the page private when the hints are a shopper's own", async () => {
    hints = () => Promise.resolve({ personal: true, images: ['http://store.test/api/images/c'] });
    const res = await request(app()).get('/books').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(preloadedImages(res.text)).toEqual(['http://store.test/api/images/c']);
  });

  it('sends the plain shell, 200, when the hints fail', async () => {
    hints = () => Promise.reject(new Error('session not valid'));
    const res = await request(app()).get('/books').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(shell.render('/books'));
    expect(initialData(res.text)).toBeUndefined();
  });

  it('ships the hinted data in the page', async () => {
    const shipped: ShellHints = {
      data: { ListBooks: { variables: { first: 20 }, data: { books: { totalCount: 0 } } } },
    };
    hints = () => Promise.resolve(shipped);
    const res = await request(app()).get('/books').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect(initialData(res.text)).toEqual(shipped.data);
  });

  it('asks for hints with the path, the query string without "?", the Cookie header and the request', async () => {
    await request(app()).get('/books?search=tolkien&sort=PRICE').set('Cookie', 'token=abc; theme=dark').expect(200);
    await request(app()).get('/books').expect(200);
    expect(asked.map(({ request, ...page }) => ({ ...page, url: request.originalUrl }))).toEqual([
      {
        path: '/books',
        query: 'search=tolkien&sort=PRICE',
        cookie: 'token=abc; theme=dark',
        url: '/books?search=tolkien&sort=PRICE',
      },
      { path: '/books', query: '', cookie: '', url: '/books' },
    ]);
  });
});
