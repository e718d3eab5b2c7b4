import { addTypenameToDocument, print } from '@apollo/client/utilities';
import { getOperationAST, type DocumentNode } from 'graphql';
import { paths } from '@/config/paths';
import { DEFAULT_STORE_NAME } from '@/config/site';
import { firstPageVariables, FIRST_ROW_COVERS } from '@/features/books/prefetch-catalogue';
import { ListBooksDocument } from '@/features/books/api/ListBooks.generated';
import { ListCategoriesDocument } from '@/features/books/api/ListCategories.generated';
import { GetStoreSettingsDocument } from '@/lib/api/StoreSettings.generated';
import { TOKEN_COOKIE } from '@/lib/session';

/**
 * What the server's page shell knows of this client. Not part of the app's bundle: the build
 * (vite.config.ts) runs `pageShellFacts` on its manifest and writes the result to
 * `dist/.vite/page-shell.json`, the one file the server reads besides index.html.
 */

/** Vite's build manifest (`build.manifest`): each chunk's file, static imports and stylesheets, by module. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The screens a visit often starts on, each with its module (router.tsx loads every screen
 * lazily). The page sent for these paths asks for the screen's code at once, beside the app's
 * own, instead of after the app's code has run.
 */
export const LANDING_SCREENS: ReadonlyArray<{ path: string; module: string }> = [
  { path: paths.home, module: 'src/app/routes/HomePage.tsx' },
  { path: paths.books, module: 'src/app/routes/BooksPage.tsx' },
  { path: paths.book, module: 'src/app/routes/BookDetailPage.tsx' },
  { path: paths.login, module: 'src/app/routes/LoginPage.tsx' },
  { path: paths.register, module: 'src/app/routes/RegisterPage.tsx' },
  { path: paths.about, module: 'src/app/routes/AboutPage.tsx' },
];

/** A query a screen sends as soon as it opens: the text Apollo sends (with the `__typename`s its cache adds), and its variables. */
export interface FirstQuery {
  operationName: string;
  document: string;
  variables: Record<string, unknown>;
}

export interface PageShellFacts {
  /** Per landing route (`/books/:id` style), the screen's scripts and stylesheets that index.html does not load. */
  screens: Array<{ path: string; scripts: string[]; styles: string[] }>;
  /** The cookie the session's token is kept in. */
  sessionCookie: string;
  /**
   * The catalogue opened with no filters: its path, how many covers of the first page it loads at
   * once, and the queries it sends first (lib/initial-data.ts takes their answers from the page).
   */
  catalogue: { path: string; eagerCovers: number; queries: FirstQuery[] };
  /**
   * Every page: the name index.html gives the store, for the server to replace with STORE_NAME,
   * and the queries whose answers every page ships (lib/store-settings.ts takes them).
   */
  store: { defaultName: string; queries: FirstQuery[] };
}

/** What the server needs to know, for the build described by `manifest`. */
export function pageShellFacts(manifest: BuildManifest): PageShellFacts {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('The build manifest has no entry for index.html');
  const loaded = chunkKeys(manifest, entry);
  const loadedFiles = new Set(loaded.map((key) => manifest[key].file));
  const loadedStyles = new Set(loaded.flatMap((key) => manifest[key].css ?? []));
  return {
    screens: LANDING_SCREENS.map(({ path, module }) => {
      if (!manifest[module])
        throw new Error(`${module} is not in the build: update LANDING_SCREENS in app/page-shell.ts`);
      const keys = chunkKeys(manifest, module);
      return {
        path,
        scripts: unique(keys.map((key) => manifest[key].file)).filter((file) => !loadedFiles.has(file)),
        styles: unique(keys.flatMap((key) => manifest[key].css ?? [])).filter((file) => !loadedStyles.has(file)),
      };
    }),
    sessionCookie: TOKEN_COOKIE,
    catalogue: {
      path: paths.books,
      eagerCovers: FIRST_ROW_COVERS,
      queries: [firstQuery(ListBooksDocument, firstPageVariables('')), firstQuery(ListCategoriesDocument, {})],
    },
    store: { defaultName: DEFAULT_STORE_NAME, queries: [firstQuery(GetStoreSettingsDocument, {})] },
  };
}

function firstQuery(document: DocumentNode, variables: Record<string, unknown>): FirstQuery {
  const operationName = getOperationAST(document)?.name?.value;
  if (!operationName) throw new Error('A first query needs a named operation');
  return { operationName, document: print(addTypenameToDocument(document)), variables };
}

/** A chunk and everything it imports, depth first, each once (imports may form cycles). */
function chunkKeys(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [key, ...(chunk.imports ?? []).flatMap((imported) => chunkKeys(manifest, imported, seen))];
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
