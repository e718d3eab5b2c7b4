import { createHash } from 'node:crypto';
import { toCents } from '../../common/money/money';
import type { BookCategory } from '../book-category';
import type { BookDetails } from '../book-details';
import type { BookField } from '../book-record';
import type { BookInput } from '../dto/book.input';
import { BOOK_DETAILS } from '../models/book.model';

/**
 * What an import compares a row with: each book of the catalogue, compact (its description as a
 * digest), found by ISBN or, for a row without one, by title and author (letter case aside).
 */
export interface KnownBook {
  id: string;
  title: string;
  author: string;
  category: string;
  descriptionDigest: string;
  priceCents: number;
  stock: number;
  details: BookDetails;
  updatedAt: Date;
}

const digest = (text: string) => createHash('sha1').update(text).digest('base64');
export const titleAuthorKey = (title: string, author: string) =>
  `${title.trim().toLowerCase()}\u0000${author.trim().toLowerCase()}`;

/** The fields a catalogue read loads for the import. */
export const KNOWN_FIELDS = `title author category description priceCents stock updatedAt ${BOOK_DETAILS.join(' ')}`;

export function knownBook(
  record: {
    _id: unknown;
    title: string;
    author: string;
    category: string;
    description?: string;
    priceCents: number;
    stock: number;
    updatedAt?: Date;
  } & BookDetails,
): KnownBook {
  const details: BookDetails = {};
  for (const key of BOOK_DETAILS) if (record[key] !== undefined) Object.assign(details, { [key]: record[key] });
  return {
    id: String(record._id),
    title: record.title,
    author: record.author,
    category: record.category,
    descriptionDigest: digest(record.description ?? ''),
    priceCents: record.priceCents,
    stock: record.stock,
    details,
    updatedAt: record.updatedAt ?? new Date(0),
  };
}

/** The catalogue as the import reads it once, at the start of a run. */
export class CatalogueMatch {
  private readonly byIsbn = new Map<string, KnownBook>();
  private readonly byTitleAuthor = new Map<string, KnownBook[]>();

  add(book: KnownBook): void {
    if (book.details.isbn) this.byIsbn.set(book.details.isbn, book);
    const key = titleAuthorKey(book.title, book.author);
    const same = this.byTitleAuthor.get(key);
    if (same) same.push(book);
    else this.byTitleAuthor.set(key, [book]);
  }

  /** The book a row names: by its ISBN when it has one, else by title and author; several such books are ambiguous. */
  find(input: BookInput): KnownBook | 'ambiguous' | undefined {
    if (input.isbn) return this.byIsbn.get(input.isbn);
    const same = this.byTitleAuthor.get(titleAuthorKey(input.title, input.author));
    if (!same) return undefined;
    return same.length === 1 ? same[0] : 'ambiguous';
  }
}

/** The stored fields a row sets on a new book (`storedBook` adds the rest). */
export function newBookOf(input: BookInput) {
  const details: BookDetails = {};
  for (const key of BOOK_DETAILS)
    if (input[key] !== undefined && input[key] !== null) Object.assign(details, { [key]: input[key] });
  return {
    title: input.title,
    author: input.author,
    category: input.category as BookCategory,
    description: input.description ?? '',
    price: input.price,
    stock: input.stock,
    ...details,
  };
}

/**
 * The fields a row changes in a book (as the form names them): the row's title, author,
 * category, description, price and stock, and each detail the row gives (a blank detail cell
 * keeps the book's). Empty when the book already is what the row says. `BooksService.updateFields`
 * writes them.
 */
export function changedFields(book: KnownBook, input: BookInput): BookField[] {
  const changes: BookField[] = [];
  if (input.title !== book.title) changes.push('title');
  if (input.author !== book.author) changes.push('author');
  if (input.category !== book.category) changes.push('category');
  if (digest(input.description ?? '') !== book.descriptionDigest) changes.push('description');
  if (toCents(input.price) !== book.priceCents) changes.push('price');
  if (input.stock !== book.stock) changes.push('stock');
  for (const key of BOOK_DETAILS) {
    const value = input[key];
    if (value !== undefined && value !== null && value !== '' && value !== book.details[key]) changes.push(key);
  }
  return changes;
}
