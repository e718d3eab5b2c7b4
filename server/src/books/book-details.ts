import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { BOOK_DETAILS, type BookDetail } from './models/book.model';
import type { Book as BookRecord } from './schemas/book.schema';

/** The optional details as stored: a key is present only when the book has that detail. */
export type BookDetails = Partial<Pick<BookRecord, BookDetail>>;

/** What a write does to the details: sets some, removes others, keeps the rest. */
export interface DetailChanges {
  set: BookDetails;
  unset: BookDetail[];
}

/**
 * The details an input changes: a detail left out (undefined) is kept as the book has it (older
 * clients never send them), null or '' removes it, any other value (already checked by the
 * input's rules) is set.
 */
export function detailChanges(input: Partial<Record<BookDetail, unknown>>): DetailChanges {
  const set: Record<string, unknown> = {};
  const unset: BookDetail[] = [];
  for (const key of BOOK_DETAILS) {
    const value = input[key];
    if (value === undefined) continue;
    if (value === null || value === '') unset.push(key);
    else set[key] = value;
  }
  return { set: set as BookDetails, unset };
}

/** The update operators for detail changes (`$set` merged by the caller's own). */
export function unsetOperator(unset: readonly BookDetail[]): { $unset?: Record<string, 1> } {
  return unset.length ? { $unset: Object.fromEntries(unset.map((key) => [key, 1])) } : {};
}

/** A record with detail changes applied, as the database now holds it. */
export function applyDetailChanges<T extends object>(record: T, { set, unset }: DetailChanges): T {
  const next: Record<string, unknown> = { ...record, ...set };
  for (const key of unset) delete next[key];
  return next as T;
}

/** The unique index on `isbn`, as a duplicate key names it (common/database/duplicate-key.ts). */
export const ISBN_INDEX = 'isbn_1';
export const ISBN_TAKEN_MESSAGE = 'Another book already has this ISBN.';
export const isbnTaken = () => new AppError(ErrorCode.ISBN_TAKEN, ISBN_TAKEN_MESSAGE);
