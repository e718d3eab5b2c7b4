import type { NextFunction, Request, Response } from 'express';
import type { BooksService } from '../books/books.service';
import type { Book } from '../books/models/book.model';
import type { PageHead, ShellHints, ShellHintsFor } from '../common/http/client-shell';
import type { AppConfig } from '../config/app-config';

/** The sitemaps protocol's limit of URLs in one file; past it, a sitemap index lists the files. */
export const SITEMAP_URLS = 50_000;
/** A description is cut at this many characters (what previews show). */
const DESCRIPTION_MAX = 200;
/** The areas of the app that are anyone's own or the admin's: never for search engines. */
const PRIVATE_AREAS = [
  '/api/',
  '/graphql',
  '/admin',
  '/cart',
  '/checkout',
  '/orders',
  '/profile',
  '/wishlist',
  '/complaints',
];

type WindowConfig = Pick<AppConfig, 'cataloguePublic' | 'publicUrl' | 'storeCurrency'>;

const clip = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text);
const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** A book page's head: title, description, canonical URL, Open Graph and schema.org `Book` with its `Offer`. */
export function bookHead(book: Book, config: WindowConfig, storeName: string): PageHead {
  const url = `${config.publicUrl}/books/${book._id}`;
  const description = clip(book.description || `${book.title} by ${book.author}, at ${storeName}.`);
  return {
    title: `${book.title} by ${book.author} | ${storeName}`,
    description,
    canonical: url,
    openGraph: { type: 'book', site_name: storeName, ...(book.image ? { image: book.image } : {}) },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.title,
      author: { '@type': 'Person', name: book.author },
      description: book.description || undefined,
      image: book.image || undefined,
      isbn: book.isbn || undefined,
      genre: book.category,
      url,
      offers: {
        '@type': 'Offer',
        price: book.price.toFixed(2),
        priceCurrency: config.storeCurrency,
        availability: book.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
    },
  };
}

/**
 * The public pages' heads, with CATALOGUE_PUBLIC on: `/books` and each book's page (read through
 * the catalogue, as the page's own query is). Off, no page changes.
 */
export function shopWindowHints(books: BooksService, config: WindowConfig, storeName: () => string): ShellHintsFor {
  return async ({ path }): Promise<ShellHints> => {
    if (!config.cataloguePublic) return {};
    const name = storeName();
    if (path === '/books') {
      return {
        head: {
          title: `Books | ${name}`,
          description: `Browse every book at ${name}: search, filter by category and sort.`,
          canonical: `${config.publicUrl}/books`,
          openGraph: { type: 'website', site_name: name },
        },
      };
    }
    const id = /^\/books\/([^/]+)$/.exec(path)?.[1];
    if (!id || !/^[0-9a-f]{24}$/i.test(id)) return {};
    const book = await books.findOne(id);
    return { head: bookHead(book, config, name) };
  };
}

/**
 * `/robots.txt` and `/sitemap.xml` (`/sitemap-<n>.xml` past SITEMAP_URLS books). Off: robots
 * disallows everything and there is no sitemap (404). On: robots keeps engines out of the private
 * areas and names the sitemap, which streams the books from the catalogue (never a list of all).
 */
export function shopWindowFiles(books: BooksService, config: WindowConfig, perFile = SITEMAP_URLS) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/robots.txt') {
      res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
      if (!config.cataloguePublic) return res.send('User-agent: *\nDisallow: /\n');
      const lines = [
        'User-agent: *',
        ...PRIVATE_AREAS.map((area) => `Disallow: ${area}`),
        '',
        `Sitemap: ${config.publicUrl}/sitemap.xml`,
      ];
      return res.send(`${lines.join('\n')}\n`);
    }
    const part = /^\/sitemap(?:-(\d+))?\.xml$/.exec(req.path);
    if (!part) return next();
    if (!config.cataloguePublic) return res.status(404).type('text/plain').send('Not Found');
    sendSitemap(books, config, perFile, part[1] === undefined ? undefined : Number(part[1]), res).catch(next);
  };
}

/** Every URL of the sitemap in order (the home page, the catalogue, then each book), read as it is written. */
async function* sitemapUrls(books: BooksService, publicUrl: string): AsyncGenerator<string> {
  yield `${publicUrl}/`;
  yield `${publicUrl}/books`;
  for await (const book of books.all()) yield `${publicUrl}/books/${book._id}`;
}

async function sendSitemap(
  books: BooksService,
  config: WindowConfig,
  perFile: number,
  part: number | undefined,
  res: Response,
) {
  const count = (await books.count()) + 2;
  const parts = Math.max(1, Math.ceil(count / perFile));
  if (part !== undefined && (part < 1 || part > parts || parts === 1)) {
    res.status(404).type('text/plain').send('Not Found');
    return;
  }
  res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (part === undefined && parts > 1) {
    const entries = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${xmlEscape(`${config.publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    res.send(
      `${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
    );
    return;
  }
  const first = ((part ?? 1) - 1) * perFile;
  res.write(`${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`);
  let index = 0;
  for await (const url of sitemapUrls(books, config.publicUrl)) {
    if (index >= first + perFile) break;
    if (index++ < first) continue;
    // Written as it is read: a slow reader holds back the catalogue's cursor, not the process's memory.
    if (!res.write(`<url><loc>${xmlEscape(url)}</loc></url>\n`))
      await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end('</urlset>\n');
}
