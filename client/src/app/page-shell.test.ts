import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { of } from 'rxjs';
import { prefetchCatalogue } from '@/features/books/prefetch-catalogue';
import { GetStoreSettingsDocument } from '@/lib/api/StoreSettings.generated';
import { createCache } from '@/lib/apollo-client';
import { bookPage, gqlBook, storeSettingsMock } from '@/test/fixtures';
import { removeInitialData } from '@/test/initial-data';
import { LANDING_SCREENS, pageShellFacts, type BuildManifest } from './page-shell';

/**
 * A Vite manifest: BooksPage imports Catalogue and BookCover, Catalogue imports BookCover too (a
 * diamond), both import the entry and react (loaded by index.html), and BookCover and Catalogue
 * import each other (a cycle). BookDetailPage has a stylesheet of its own; the entry's is shared.
 */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-E1.js', imports: ['_react-R1.js'], css: ['assets/index-C1.css'], isEntry: true },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  'src/app/routes/BooksPage.tsx': {
    file: 'assets/BooksPage-B1.js',
    imports: ['_Catalogue-K1.js', 'index.html', '_BookCover-V1.js', '_react-R1.js'],
  },
  '_Catalogue-K1.js': { file: 'assets/Catalogue-K1.js', imports: ['_BookCover-V1.js', 'index.html'] },
  '_BookCover-V1.js': { file: 'assets/BookCover-V1.js', imports: ['_react-R1.js', '_Catalogue-K1.js'] },
  'src/app/routes/HomePage.tsx': { file: 'assets/HomePage-H1.js', imports: ['index.html'] },
  'src/app/routes/BookDetailPage.tsx': {
    file: 'assets/BookDetailPage-D1.js',
    imports: ['_BookCover-V1.js'],
    css: ['assets/BookDetailPage-S1.css', 'assets/index-C1.css'],
  },
  'src/app/routes/LoginPage.tsx': { file: 'assets/LoginPage-L1.js' },
  'src/app/routes/RegisterPage.tsx': { file: 'assets/RegisterPage-G1.js' },
  'src/app/routes/AboutPage.tsx': { file: 'assets/AboutPage-A1.js' },
};

describe('pageShellFacts', () => {
  afterEach(removeInitialData);

  const facts = pageShellFacts(MANIFEST);
  const screen = (path: string) => facts.screens.find((entry) => entry.path === path);

  it("lists each landing route's chunk and everything it imports, each once, leaving out what index.html loads", () => {
    expect(facts.screens.map((entry) => entry.path)).toEqual([
      '/',
      '/books',
      '/books/:id',
      '/login',
      '/register',
      '/about',
    ]);
    expect(screen('/books')).toEqual({
      path: '/books',
      scripts: ['assets/BooksPage-B1.js', 'assets/Catalogue-K1.js', 'assets/BookCover-V1.js'],
      styles: [],
    });
    expect(screen('/books/:id')).toEqual({
      path: '/books/:id',
      scripts: ['assets/BookDetailPage-D1.js', 'assets/BookCover-V1.js', 'assets/Catalogue-K1.js'],
      styles: ['assets/BookDetailPage-S1.css'],
    });
    expect(screen('/')?.scripts).toEqual(['assets/HomePage-H1.js']);
  });

  it('stops the build when a landing screen is not in it', () => {
    const { ['src/app/routes/LoginPage.tsx']: _login, ...withoutLogin } = MANIFEST;
    expect(() => pageShellFacts(withoutLogin)).toThrow('src/app/routes/LoginPage.tsx is not in the build');
    expect(LANDING_SCREENS.every(({ module }) => module in MANIFEST)).toBe(true);
  });

  it('names the session cookie and the covers the catalogue loads at once', () => {
    expect(facts.sessionCookie).toBe('token');
    expect(facts.catalogue).toMatchObject({ path: '/books', eagerCovers: 4 });
  });

  it("gives the catalogue's first queries exactly as Apollo sends them when /books opens with no filters", async () => {
    const sent: Array<{ operationName: string; document: string; variables: Record<string, unknown> }> = [];
    const link = new ApolloLink((operation) => {
      sent.push({
        operationName: operation.operationName!,
        document: print(operation.query),
        variables: operation.variables,
      });
      const data =
        operation.operationName === 'ListBooks' ? { books: bookPage([gqlBook()]) } : { categories: [] as unknown[] };
      return of({ data });
    });
    prefetchCatalogue(new ApolloClient({ cache: createCache(), link }), '');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(facts.catalogue.queries).toEqual(sent);
    expect(sent.map((query) => query.operationName)).toEqual(['ListBooks', 'ListCategories']);
    expect(facts.catalogue.queries[0].variables).toEqual({
      search: '',
      category: '',
      sort: 'TITLE',
      direction: 'ASC',
      first: 20,
    });
    expect(facts.catalogue.queries[0].document).toContain('__typename');
  });

  it("gives the store's name in index.html and its settings query exactly as Apollo sends it", async () => {
    const sent: Array<{ operationName: string; document: string; variables: Record<string, unknown> }> = [];
    const link = new ApolloLink((operation) => {
      sent.push({
        operationName: operation.operationName!,
        document: print(operation.query),
        variables: operation.variables,
      });
      return of(storeSettingsMock().result);
    });
    await new ApolloClient({ cache: createCache(), link }).query({ query: GetStoreSettingsDocument });

    expect(facts.store.queries).toEqual(sent);
    expect(sent.map((query) => query.operationName)).toEqual(['GetStoreSettings']);
    expect(facts.store.defaultName).toBe('BookStore');
  });
});
