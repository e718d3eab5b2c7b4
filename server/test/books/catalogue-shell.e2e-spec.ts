import { GraphQLSchemaHost } from '@nestjs/graphql';
import { JwtService } from '@nestjs/jwt';
import express, { type Request } from 'express';
import request from 'supertest';
import { BooksService } from '../../src/books/books.service';
import { catalogueShellHints } from '../../src/books/catalogue-shell';
import {
  ClientShell,
  clientShell,
  type PageShellFacts,
  type ShellHints,
  type ShellHintsFor,
} from '../../src/common/http/client-shell';
import { UsersService } from '../../src/users/users.service';
import { clientOperation } from '../setup/client-operations';
import { gql, PNG_1X1, registerUser, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBook, adminAndUser, bookFields, postBook } from './book-fixtures';

/** What the catalogue asks for first, and so what the shell must ship. */
const LIST_BOOKS = clientOperation('features/books/api/ListBooks.graphql', 'lib/api/BookFields.graphql');
const LIST_CATEGORIES = clientOperation('features/books/api/ListCategories.graphql');
/** The variables of the catalogue with no filters (the client's build writes them from its own constants). */
const FIRST_PAGE_VARIABLES = { search: '', category: '', sort: 'TITLE', direction: 'ASC', first: 20 };

/** The catalogue's part of the build's page-shell.json, as client/src/app/page-shell.ts writes it. */
const FACTS: PageShellFacts = {
  screens: [],
  sessionCookie: 'token',
  catalogue: {
    path: '/books',
    eagerCovers: 4,
    queries: [
      { operationName: 'ListBooks', document: LIST_BOOKS, variables: FIRST_PAGE_VARIABLES },
      { operationName: 'ListCategories', document: LIST_CATEGORIES, variables: {} },
    ],
  },
  store: { defaultName: 'BookStore', queries: [] },
};

/** A page's request as Express hands it to the shell: no Authorization header of its own. */
const pageRequest = () => ({ headers: { accept: 'text/html' } }) as unknown as Request;

/** What a page would carry in its `<script id="initial-data">`: JSON. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

type Connection = {
  totalCount: number;
  edges: Array<{ cursor: string; node: { id: string; title: string; price: number; image: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/** A PNG of its own for each cover (the 1x1 PNG with `n` trailing bytes), so their URLs differ. */
const png = (n: number) => ({ buffer: Buffer.concat([PNG_1X1, Buffer.alloc(n)]), name: `cover-${n}.png` });

const now = () => Math.floor(Date.now() / 1000);

describe('the catalogue shell: the first page shipped with /books', () => {
  let t: TestApp;
  let admin: Account;
  let user: Account;
  let hints: ShellHintsFor;
  /** The hints as the page gets them: a refused session means none (the middleware's rule). */
  let served: (request: { path?: string; query?: string; cookie?: string }) => Promise<ShellHints>;
  /** Book ids by title, for the books this file adds. */
  const ids: Record<string, string> = {};

  const listBooks = async (token = user.token) => {
    const res = await gql(t.http, LIST_BOOKS, FIRST_PAGE_VARIABLES, token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data as { books: Connection };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, user } = await adminAndUser(t));
    // A to Z, the first row is: a cover, no cover, a cover, a cover; the fifth book has a cover
    // but is on the second row. Twenty more books make a second page.
    const firstBooks: Array<[string, number | undefined]> = [
      ['Aardvark Atlas', 1],
      ['Abacus Without Cover', undefined],
      ['Acorn Almanac', 2],
      ['Adder Anthology', 3],
      ['Aegis Annals', 4],
    ];
    for (const [title, cover] of firstBooks) {
      ids[title] = (await addBook(t.http, admin.token, { title }, cover ? png(cover) : undefined))._id;
    }
    await t.app.get(BooksService).importMany(
      Array.from({ length: 20 }, (_, i) => ({
        title: `Shelf Book ${String(i + 1).padStart(2, '0')}`,
        author: 'Shelf Author',
        category: 'History',
        description: i === 0 ? 'Says </script><script>alert(1)</script> and costs $& less' : '',
        price: 5 + i,
        stock: i,
      })),
    );
    const schemaHost = t.app.get(GraphQLSchemaHost);
    hints = catalogueShellHints(() => schemaHost.schema, FACTS);
    served = ({ path = '/books', query = '', cookie = '' }) =>
      hints({ path, query, cookie, request: pageRequest() }).catch(() => ({}));
  });

  afterAll(() => t.close());

  it('ships for a signed-in shopper exactly what ListBooks and ListCategories answer over GraphQL, as a personal page', async () => {
    const shipped = await hints({ path: '/books', query: '', cookie: `token=${user.token}`, request: pageRequest() });
    const answered = await listBooks();
    const categories = await gql(t.http, LIST_CATEGORIES, {}, user.token);
    expect(categories.body.errors).toBeUndefined();
    expect(categories.body.data.categories.length).toBeGreaterThan(1);
    expect(shipped.personal).toBe(true);
    expect(asJson(shipped.data)).toStrictEqual({
      ListBooks: { variables: FIRST_PAGE_VARIABLES, data: answered },
      ListCategories: { variables: {}, data: categories.body.data },
    });
  });

  it('ships a first page of 20 of 25 books, with a next page after its end cursor, covers or none', async () => {
    const { books } = (await served({ cookie: `token=${user.token}` })).data!.ListBooks.data as { books: Connection };
    expect(books.totalCount).toBe(25);
    expect(books.edges).toHaveLength(20);
    expect(books.pageInfo.hasNextPage).toBe(true);
    expect(books.pageInfo.endCursor).toBe(books.edges[19].cursor);
    expect(books.edges.slice(0, 5).map((edge) => edge.node.title)).toEqual([
      'Aardvark Atlas',
      'Abacus Without Cover',
      'Acorn Almanac',
      'Adder Anthology',
      'Aegis Annals',
    ]);
    expect(books.edges[1].node.image).toBe('');
    expect(books.edges[0].node.image).toMatch(/^http:\/\/store\.test\/.+/);

    const next = await gql(
      t.http,
      LIST_BOOKS,
      { ...FIRST_PAGE_VARIABLES, after: books.pageInfo.endCursor },
      user.token,
    );
    expect(next.body.data.books.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'Shelf Book 16',
      'Shelf Book 17',
      'Shelf Book 18',
      'Shelf Book 19',
      'Shelf Book 20',
    ]);
  });

  it("asks at once for the first row's covers, in order, skipping the book without one", async () => {
    const { images } = await served({ cookie: `token=${user.token}` });
    const { books } = await listBooks();
    const cover = (index: number) => books.edges[index].node.image;
    expect(images).toEqual([cover(0), cover(2), cover(3)]);
    expect(new Set(images).size).toBe(3);
    expect(images).not.toContain(cover(4));
  });

  it('ships nothing without a session cookie, or with a cookie that is not a valid session', async () => {
    const signer = new JwtService({ secret: t.config.jwtSecret });
    const claims = { sub: user.user._id, role: 'user', ver: 0 };
    const expired = await signer.signAsync({ ...claims, iat: now() - 7200, exp: now() - 60 });
    const otherSecret = await new JwtService({ secret: 'another-secret-that-is-also-long-enough-to-pass' }).signAsync(
      claims,
      { expiresIn: '1h' },
    );
    // The control: the same claims signed with the right secret are a session.
    expect(
      (await served({ cookie: `token=${await signer.signAsync(claims, { expiresIn: '1h' })}` })).data,
    ).toBeDefined();

    for (const cookie of [
      '',
      'theme=dark',
      `session=${user.token}`,
      'token=',
      'token=not.a.jwt',
      'token=%E0%A4%A',
      `token={"$gt": ""}`,
      `token=${expired}`,
      `token=${otherSecret}`,
    ]) {
      expect({ cookie, hints: await served({ cookie }) }).toEqual({ cookie, hints: {} });
    }
  });

  it("ships nothing for a deleted account's token", async () => {
    const leaving = await registerUser(t.http, { name: 'Leaving Shopper' });
    expect((await served({ cookie: `token=${leaving.token}` })).data).toBeDefined();
    await t.app.get(UsersService).deleteAccount(leaving.user._id);
    expect(await served({ cookie: `token=${leaving.token}` })).toEqual({});
  });

  it('ships nothing for a token signed out on the server, and leaves the page request as it was', async () => {
    const leaving = await registerUser(t.http, { name: 'Signing Out Shopper' });
    const page = pageRequest();
    expect(
      (await hints({ path: '/books', query: '', cookie: `token=${leaving.token}`, request: page })).data,
    ).toBeDefined();
    // The guard's findings went onto the shell's own copy of the request.
    expect(page).toEqual({ headers: { accept: 'text/html' } });
    expect((await t.http.post('/api/user/logout').set('authorization', `Bearer ${leaving.token}`)).status).toBe(200);
    expect(await served({ cookie: `token=${leaving.token}` })).toEqual({});
  });

  it('ships nothing for another path or for /books with filters, even for a signed-in shopper', async () => {
    const cookie = `token=${user.token}; theme=dark`;
    expect((await served({ cookie })).data).toBeDefined();
    for (const path of ['/', '/books/' + ids['Aardvark Atlas'], '/cart', '/books/']) {
      expect({ path, hints: await served({ path, cookie }) }).toEqual({ path, hints: {} });
    }
    for (const query of ['search=atlas', 'category=History', 'sort=PRICE', 'x']) {
      expect({ query, hints: await served({ query, cookie }) }).toEqual({ query, hints: {} });
    }
  });

  it("ships a book's new price in the very next page after an admin edits it", async () => {
    const id = ids['Acorn Almanac'];
    const edited = await postBook(
      t.http,
      admin.token,
      { ...bookFields({ title: 'Acorn Almanac', price: '31.75' }), image: undefined },
      undefined,
      `/api/admin/updateBook/${id}`,
    );
    expect(edited.status).toBe(200);
    const { books } = (await served({ cookie: `token=${user.token}` })).data!.ListBooks.data as { books: Connection };
    expect(books.edges.find((edge) => edge.node.id === id)?.node.price).toBe(31.75);
    expect(asJson((await served({ cookie: `token=${user.token}` })).data!.ListBooks.data)).toStrictEqual(
      await listBooks(),
    );
  });

  it('puts the shipped page in the served HTML, where it reads back as the GraphQL answer', async () => {
    const template =
      '<!doctype html>\n<html>\n  <head>\n    <title>BookStore</title>\n  </head>\n  <body></body>\n</html>\n';
    const app = express().use(clientShell(new ClientShell(template, FACTS), hints));
    const res = await request(app)
      .get('/books')
      .set('Accept', 'text/html')
      .set('Cookie', `token=${user.token}`)
      .set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(res.text)![1];
    expect(JSON.parse(json).ListBooks).toStrictEqual({ variables: FIRST_PAGE_VARIABLES, data: await listBooks() });

    const refused = await request(app).get('/books').set('Accept', 'text/html').set('Cookie', 'token=not.a.jwt');
    expect(refused.status).toBe(200);
    expect(refused.headers['cache-control']).toBe('no-cache');
    expect(refused.text).toBe(template);
  });
});
