/**
 * The limits of a book's fields, shared by the input validation, the schema and the client's
 * tests. Pure (no Nest or Mongoose imports). Price rules live in `common/money`, categories in
 * `book-category.ts`.
 */
export const MAX_TITLE_LENGTH = 200;
export const MAX_AUTHOR_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;

/** The highest stock count a book may have. */
export const MAX_STOCK = 1_000_000;
export const STOCK_MESSAGE = 'Stock must be a whole number of at least 0';
export const MAX_STOCK_MESSAGE = `Stock must be at most ${MAX_STOCK}`;

/** A stock count as multipart text: digits only ("3"). */
export const STOCK_TEXT = /^\d+$/;

/** A valid stock count: a whole number from 0 to MAX_STOCK. */
export const isStockCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_STOCK;
