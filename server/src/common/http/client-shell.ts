import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { REVALIDATE } from './client-assets';

/**
 * The screens a visit often starts on, each with the module of its code in the client's build
 * (client/src/app/router.tsx loads each screen lazily). The SPA shell sent for these paths asks
 * for that code at once, beside the app's own, instead of after the app's code has run.
 */
export const LANDING_PAGES: ReadonlyArray<{ path: RegExp; module: string }> = [
  { path: /^\/$/, module: 'src/app/routes/HomePage.tsx' },
  { path: /^\/books$/, module: 'src/app/routes/BooksPage.tsx' },
  { path: /^\/books\/[^/]+$/, module: 'src/app/routes/BookDetailPage.tsx' },
  { path: /^\/login$/, module: 'src/app/routes/LoginPage.tsx' },
  { path: /^\/register$/, module: 'src/app/routes/RegisterPage.tsx' },
  { path: /^\/about$/, module: 'src/app/routes/AboutPage.tsx' },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What the server can tell the page up front: the images it will show first (asked for with the
 * page) and query results it would otherwise ask for at once, by GraphQL operation name (the
 * client reads them from `<script type="application/json" id="initial-data">`). `personal` is
 * set when the hints depend on who asks, so that no shared cache keeps that page.
 */
export interface ShellHints {
  images?: readonly string[];
  data?: Record<string, { variables: Record<string, unknown>; data: unknown }>;
  personal?: boolean;
}

/** The hints for a request: its path, its query string (without `?`) and its Cookie header. */
export type ShellHintsFor = (request: { path: string; query: string; cookie: string }) => Promise<ShellHints>;

/**
 * The built client's index.html with, for a landing page, `<link rel="modulepreload">` for its
 * screen's code and `<link rel="preload" as="image">` for the first images it shows.
 */
export class ClientShell {
  /** Each landing page's screen scripts, worked out once from the manifest. */
  private readonly screens: ReadonlyArray<{ path: RegExp; files: string[] }>;

  constructor(
    private readonly template: string,
    private readonly manifest: Manifest,
  ) {
    const entryFiles = new Set(this.chunkFiles('index.html'));
    this.screens = LANDING_PAGES.map(({ path, module }) => ({
      path,
      files: this.manifest[module] ? this.chunkFiles(module).filter((file) => !entryFiles.has(file)) : [],
    }));
  }

  /** Reads dist/index.html and dist/.vite/manifest.json; undefined when the client is not built. */
  static load(distDir: string): ClientShell | undefined {
    const indexFile = join(distDir, 'index.html');
    const manifestFile = join(distDir, '.vite', 'manifest.json');
    if (!existsSync(indexFile) || !existsSync(manifestFile)) return undefined;
    return new ClientShell(readFileSync(indexFile, 'utf8'), JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
  }

  /** The scripts of the screen shown at `path` that index.html does not already load. */
  screenScripts(path: string): readonly string[] {
    return this.screens.find((screen) => screen.path.test(path))?.files ?? [];
  }

  render(path: string, { images = [], data }: ShellHints = {}): string {
    const tags = [
      ...this.screenScripts(path).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...images.map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`),
      ...(data ? [`<script type="application/json" id="initial-data">${scriptJson(data)}</script>`] : []),
    ];
    if (tags.length === 0) return this.template;
    // A function, not a string: a `$&` or `$'` in a title or URL is text, not a replacement pattern.
    return this.template.replace(/\n?\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
  }

  /** A chunk's file and the files of everything it imports, depth first, each once. */
  private chunkFiles(key: string, seen = new Set<string>()): string[] {
    const chunk = this.manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => this.chunkFiles(imported, seen))].filter(
      (file, index, files) => files.indexOf(file) === index,
    );
  }
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]);
}

/** JSON for a `<script>` element: no `<` can end the element or open a comment (titles are user text). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Sends the SPA shell for a page of the app: a GET or HEAD that accepts HTML, outside /api,
 * /graphql and /assets, for a path without a file extension. Anything else goes on (to the
 * static files and the API). Hints that fail only mean a page without them.
 */
export function clientShell(shell: ClientShell, hintsFor: ShellHintsFor) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { path } = req;
    if (/^\/(api|graphql|assets)(\/|$)/.test(path) || extname(path) !== '' || !req.accepts('html')) return next();
    const queryStart = req.originalUrl.indexOf('?');
    const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart + 1);
    hintsFor({ path, query, cookie: req.get('cookie') ?? '' })
      .catch((): ShellHints => ({}))
      .then((hints) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', hints.personal ? `private, ${REVALIDATE}` : REVALIDATE);
        res.setHeader('Vary', 'Cookie, Accept-Encoding');
        const html = shell.render(path, hints);
        // A page with a shipped catalogue page is about 15 KB; compressed, about a third of that.
        if (!req.acceptsEncodings('gzip')) return res.send(html);
        res.setHeader('Content-Encoding', 'gzip');
        res.send(gzipSync(html));
      })
      .catch(next);
  };
}
