import { toCents } from '../common/money/money';
import type { BookCategory } from './book-category';
import type { BookDetails } from './book-details';
import { derivedBookFields } from './book-search';
import type { BookDetail } from './models/book.model';

/** A book for bulk loading (demo catalogue, benchmark): trusted data, no validation pipe. */
export interface NewBook extends BookDetails {
  _id?: string;
  title: string;
  author: string;
  category: BookCategory;
  description: string;
  /** A decimal amount with at most 2 decimals, as on the wire. */
  price: number;
  stock: number;
  image?: string;
  createdAt?: Date;
}

/** A field of the book form, as the wire names it: what an import's row may change (`BooksService.updateFields`). */
export type BookField = 'title' | 'author' | 'category' | 'description' | 'price' | 'stock' | BookDetail;

/**
 * What `BooksService.saveMany` did with one book: stored (with its id), or refused: another book
 * has its ISBN, or its id (two instances seeding at once), or it could not be stored.
 */
export type SaveOutcome = { id: string; refused?: undefined } | { id?: undefined; refused: SaveRefusal };
export type SaveRefusal = 'isbn-taken' | 'id-taken' | 'not-stored';

/**
 * The document stored for a new book: the price in cents, the search and sort fields derived
 * from its text, and its timestamps. `BooksService.saveMany` and the benchmark's bulk load
 * both use it, so a bulk-loaded book is stored exactly like one added through the form.
 */
export function storedBook(
  {
    _id,
    price,
    image,
    createdAt,
    isbn,
    publisher,
    year,
    pages,
    language,
    ...book
  }: Omit<NewBook, '_id'> & {
    _id?: unknown;
  },
  now = new Date(),
) {
  // A detail the book does not have is left out, never stored as null: the ISBN index is sparse.
  const details = Object.fromEntries(
    Object.entries({ isbn, publisher, year, pages, language }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  ) as BookDetails;
  return {
    ...(_id === undefined ? {} : { _id }),
    ...book,
    ...details,
    priceCents: toCents(price),
    image: image ?? '',
    ...derivedBookFields(book),
    ratingCount: 0,
    ratingTotal: 0,
    ratingKey: 0,
    createdAt: createdAt ?? now,
    // When it was stored, even for a book dated earlier (the demo catalogue): other instances
    // find new books by `updatedAt` where change streams are not available (change-feed.ts).
    updatedAt: now,
  };
}
