import type { INestApplicationContext } from '@nestjs/common';
import { BOOK_CATEGORIES } from '../../books/book-category';
import { BooksService, type NewBook } from '../../books/books.service';
import { ImagesService } from '../../images/images.service';
import { drawCover } from './cover-art';
import { DEMO_BOOKS } from './demo-books';
import { DEMO_DETAILS } from './demo-details';

export interface DemoCatalogueResult {
  /** False when the catalogue already had books and `replace` was not asked for. */
  loaded: boolean;
  removed: number;
  inserted: number;
  ms: number;
}

const HOUR = 3_600_000;

/** The demo books in a stable order, with fixed ids (so two instances seeding at once cannot duplicate them). */
export function demoBooks(now = Date.now()): NewBook[] {
  const books = BOOK_CATEGORIES.flatMap((category) =>
    DEMO_BOOKS[category].map(([title, author, price, stock, description]) => ({
      title,
      author,
      price,
      stock,
      description,
      category,
      ...DEMO_DETAILS[title],
      language: 'en',
    })),
  );
  return books.map((book, index) => ({
    ...book,
    _id: `5eed${index.toString(16).padStart(20, '0')}`,
    // Spread over the last weeks, so that "date added" is a meaningful sort.
    createdAt: new Date(now - (books.length - index) * 7 * HOUR),
  }));
}

/**
 * Loads the demo catalogue: every demo book with a generated cover stored in GridFS. Unless
 * `replace` is set it does nothing when the catalogue has any book; with `replace` it first
 * removes every book and its cover.
 */
export async function loadDemoCatalogue(
  app: INestApplicationContext,
  options: { replace: boolean },
): Promise<DemoCatalogueResult> {
  const startedAt = Date.now();
  const books = app.get(BooksService);
  const images = app.get(ImagesService);
  if (!options.replace && !(await books.isEmpty())) {
    return { loaded: false, removed: 0, inserted: 0, ms: Date.now() - startedAt };
  }
  const removed = options.replace ? await books.removeAll() : 0;

  const demo = demoBooks();
  const covers = await Promise.all(
    demo.map((book) => images.store({ buffer: drawCover(book), originalName: `${book._id}.png` })),
  );
  const inserted = new Set(await books.importMany(demo.map((book, i) => ({ ...book, image: covers[i] }))));
  // Books another instance inserted first keep its covers; ours for them are not needed.
  await Promise.all(demo.map((book, i) => (inserted.has(book._id!) ? undefined : images.remove(covers[i]))));
  return { loaded: true, removed, inserted: inserted.size, ms: Date.now() - startedAt };
}
