import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { REVALIDATE } from './client-assets';

/** A query a screen sends as soon as it opens: the text the client sends and its variables. */
export interface FirstQuery {
  operationName: string;
  document: string;
  variables: Record<string, unknown>;
}

/**
 * What the client's build says about itself in `client/dist/.vite/page-shell.json` (written by
 * client/vite.config.ts from client/src/app/page-shell.ts, which owns the details): the server
 * knows nothing of the client's sources.
 */
export interface PageShellFacts {
  /** Per landing route (`/books/:id` style), the screen's scripts and stylesheets that index.html does not load. */
  screens: Array<{ path: string; scripts: string[]; styles: string[] }>;
  /** The cookie the client keeps its session's token in. */
  sessionCookie: string;
  /** The catalogue opened with no filters: its path, its eagerly loaded covers, its first queries. */
  catalogue: { path: string; eagerCovers: number; queries: FirstQuery[] };
  /**
   * Every page: the name index.html gives the store (in its title, header and text), which the
   * shell replaces with the configured one, and the queries whose answers every page ships (the
   * store's settings: its name, contact details, currency).
   */
  store: { defaultName: string; queries: FirstQuery[] };
}

/** The build's file of facts for the server, beside Vite's manifest (`.vite/` is not served). */
export const PAGE_SHELL_FILE = join('.vite', 'page-shell.json');

/**
 * What the server can tell the page up front: the images it will show first (asked for with the
 * page) and query results it would otherwise ask for at once, by GraphQL operation name (the
 * client reads them from `<script type="application/json" id="initial-data">`). `personal` is
 * set when the hints depend on who asks, so that no shared cache keeps that page.
 */
export interface ShellHints {
  images?: readonly string[];
  /** What search engines and link previews read: the page's title, description, canonical URL, Open Graph, JSON-LD. */
  head?: PageHead;
  data?: Record<string, { variables: Record<string, unknown>; data: unknown }>;
  personal?: boolean;
}

/** A public page's head (all text is escaped where it goes). */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** `og:` properties without the prefix, e.g. `{ type: 'book', image: '…' }`. */
  openGraph: Record<string, string>;
  /** A schema.org object, sent as `application/ld+json`. */
  jsonLd?: unknown;
}

/** A request for a page: its path, its query string (without `?`), its Cookie header, and the request itself. */
export interface PageRequest {
  path: string;
  query: string;
  cookie: string;
  request: Request;
}

/** The hints for a page request. */
export type ShellHintsFor = (page: PageRequest) => Promise<ShellHints>;

/** `/books/:id` as a pattern: each `:name` is one path segment. */
function routePattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * The built client's index.html with, for a landing page, `<link rel="modulepreload">` for its
 * screen's code (and a preload of its stylesheets, if it has its own) and
 * `<link rel="preload" as="image">` for the first images it shows.
 */
export class ClientShell {
  private readonly screens: ReadonlyArray<{ path: RegExp; scripts: readonly string[]; styles: readonly string[] }>;
  /** index.html with the store's name in place of the one the client's build gave it, for the name it was made for. */
  private named: { name: string; template: string } | undefined;
  private readonly storeName: () => string;

  /**
   * `storeName` (the shop's name as saved, which may change while the process runs) replaces the
   * build's name for the store wherever index.html says it.
   */
  constructor(
    private readonly template: string,
    readonly facts: PageShellFacts,
    storeName: string | (() => string) = facts.store.defaultName,
  ) {
    this.screens = facts.screens.map(({ path, scripts, styles }) => ({ path: routePattern(path), scripts, styles }));
    this.storeName = typeof storeName === 'string' ? () => storeName : storeName;
  }

  /** index.html naming the store as it is named now (made again only when the name changed). */
  private get namedTemplate(): string {
    const name = this.storeName();
    if (this.named?.name !== name) {
      this.named = { name, template: withStoreName(this.template, this.facts.store.defaultName, name) };
    }
    return this.named.template;
  }

  /** Reads dist/index.html and dist/.vite/page-shell.json; undefined when the client is not built. */
  static load(distDir: string, storeName?: string | (() => string)): ClientShell | undefined {
    const indexFile = join(distDir, 'index.html');
    const factsFile = join(distDir, PAGE_SHELL_FILE);
    if (!existsSync(indexFile) || !existsSync(factsFile)) return undefined;
    const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as PageShellFacts;
    // A build from before the store's facts: its pages keep the name it gave them and ship no settings.
    facts.store ??= { defaultName: (typeof storeName === 'function' ? storeName() : storeName) ?? '', queries: [] };
    return new ClientShell(readFileSync(indexFile, 'utf8'), facts, storeName);
  }

  /** The scripts and stylesheets of the screen shown at `path` that index.html does not already load. */
  screenFiles(path: string): { scripts: readonly string[]; styles: readonly string[] } {
    const { scripts, styles } = this.screens.find((screen) => screen.path.test(path)) ?? { scripts: [], styles: [] };
    return { scripts, styles };
  }

  render(path: string, { images = [], data, head }: ShellHints = {}): string {
    const { scripts, styles } = this.screenFiles(path);
    const tags = [
      ...(head ? headTags(head) : []),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`),
      ...images.map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`),
      ...(data ? [`<script type="application/json" id="initial-data">${scriptJson(data)}</script>`] : []),
    ];
    const template = head ? withHead(this.namedTemplate, head) : this.namedTemplate;
    if (tags.length === 0) return template;
    // A function, not a string: a `$&` or `$'` in a title or URL is text, not a replacement pattern.
    return template.replace(/\n?\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
  }
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** Text safe in an attribute value and in an element's text alike. */
function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]);
}

/** The canonical link, Open Graph properties and JSON-LD of a public page. */
function headTags(head: PageHead): string[] {
  const openGraph = { title: head.title, description: head.description, url: head.canonical, ...head.openGraph };
  return [
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}">`,
    ...Object.entries(openGraph).map(
      ([key, value]) => `<meta property="og:${escapeAttribute(key)}" content="${escapeAttribute(value)}">`,
    ),
    ...(head.jsonLd === undefined ? [] : [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`]),
  ];
}

/** index.html with the page's title and description in place of the store's (functions: a `$&` is text). */
function withHead(template: string, head: PageHead): string {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeAttribute(head.description)}"`,
    );
}

/**
 * index.html with `name` wherever it says `defaultName` as a word (the title, the description, the
 * header's brand, the note for browsers without JavaScript), so that the page names the store
 * before the app's code has run.
 */
function withStoreName(template: string, defaultName: string, name: string): string {
  if (name === defaultName) return template;
  const word = new RegExp(`(?<![\\w-])${defaultName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g');
  const escaped = escapeAttribute(name);
  // A function, not a string: a `$&` in the name is text.
  return template.replace(word, () => escaped);
}

/**
 * The hints of several sources for one page, together: each one's images and shipped answers, and
 * personal when any is. A source that fails only leaves its own hints out.
 */
export function allShellHints(...sources: ShellHintsFor[]): ShellHintsFor {
  return async (page) => {
    const found = await Promise.all(sources.map((hintsFor) => hintsFor(page).catch((): ShellHints => ({}))));
    const images = found.flatMap((hints) => hints.images ?? []);
    const data = Object.assign({}, ...found.map((hints) => hints.data ?? {})) as NonNullable<ShellHints['data']>;
    const head = found.find((hints) => hints.head)?.head;
    return {
      ...(head ? { head } : {}),
      ...(images.length ? { images } : {}),
      ...(Object.keys(data).length ? { data } : {}),
      ...(found.some((hints) => hints.personal) ? { personal: true } : {}),
    };
  };
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
    hintsFor({ path, query, cookie: req.get('cookie') ?? '', request: req })
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
