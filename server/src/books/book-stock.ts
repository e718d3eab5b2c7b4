import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { isQuantity, QUANTITY_MESSAGE } from '../common/quantity/quantity';
import type { BookCategory } from './book-category';

/** A number of copies of one book: a line of an order or a cart, taken from stock or put back. */
export interface StockLine {
  bookId: string;
  quantity: number;
}

declare const checked: unique symbol;

/**
 * Stock lines as `checkLines` returns them: ids are lower-case ObjectIds, quantities whole numbers
 * of at least 1, each book once. `takeStock` and `returnStock` take only these, so lines are
 * checked and merged once, where they come in (the order), never again on the way.
 */
export type CheckedLines = readonly StockLine[] & { readonly [checked]: true };

/**
 * A book as it was when copies of it were taken: what an order keeps of it, so that it needs no
 * second query. `image` is the stored reference (an image id or external URL, see
 * `ImagesService.urlFor`); the price is in integer cents (common/money).
 */
export interface BookSnapshot {
  _id: string;
  title: string;
  author: string;
  category: BookCategory;
  description: string;
  image: string;
  priceCents: number;
}

export interface StockOptions {
  /**
   * An order's id, recorded on every book that gives copies (`reservations: [{ order, quantity }]`)
   * so that a repair knows exactly which books to give back to, and how many.
   */
  reservation?: string;
  /**
   * A cancelled order's id: each book gets the line's copies back only if it holds no receipt for
   * that order yet, and records one (`restocks`) in the same atomic update, so that a return
   * repeated after a crash, or racing another, gives every copy back exactly once.
   */
  restock?: string;
}

/** The result of taking stock: one line per book, in the order the books first appeared. */
export interface TakenLine {
  book: BookSnapshot;
  quantity: number;
}

/** The stored fields a snapshot needs. */
export const SNAPSHOT_FIELDS = 'title author category description image priceCents';

export const EXPECTED_STOCK_MESSAGE = 'Expected stock must be a whole number of at least 0';

export const bookNotFound = () => AppError.notFound('Book not found');

export const insufficientStock = (title: string, available: number, requested: number) =>
  new AppError(
    ErrorCode.INSUFFICIENT_STOCK,
    `Insufficient stock for ${title}. Available: ${available}, Requested: ${requested}`,
  );

export const stockChanged = (current: number) =>
  new AppError(ErrorCode.STOCK_CHANGED, `Stock changed to ${current} while you were editing. Check it and save again.`);

/**
 * Checks stock lines and merges repeats of one book into one line (so "Requested" counts every
 * copy asked for): ids must be ObjectIds (400 INVALID_ID), quantities whole numbers of at least 1
 * (400 VALIDATION_FAILED). Keeps the order in which books first appear.
 */
export function checkLines(lines: readonly StockLine[]): CheckedLines {
  const merged = new Map<string, number>();
  for (const { bookId, quantity } of lines) {
    if (!isObjectIdString(bookId)) {
      throw new AppError(ErrorCode.INVALID_ID, 'Invalid book id: expected a 24-character hexadecimal id');
    }
    if (!isQuantity(quantity)) throw AppError.validation(QUANTITY_MESSAGE);
    const id = bookId.toLowerCase();
    const total = (merged.get(id) ?? 0) + quantity;
    if (!isQuantity(total)) throw AppError.validation(QUANTITY_MESSAGE);
    merged.set(id, total);
  }
  return [...merged].map(([bookId, quantity]) => ({ bookId, quantity })) as readonly StockLine[] as CheckedLines;
}

/** The same checked lines in book id order (the one order in which every order takes its books). */
export function inBookIdOrder(lines: CheckedLines): CheckedLines {
  return [...lines].sort((x, y) => x.bookId.localeCompare(y.bookId)) as readonly StockLine[] as CheckedLines;
}

export function toSnapshot(record: Omit<BookSnapshot, '_id'> & { _id: unknown }): BookSnapshot {
  return {
    _id: String(record._id),
    title: record.title,
    author: record.author,
    category: record.category,
    description: record.description ?? '',
    image: record.image ?? '',
    priceCents: record.priceCents,
  };
}
