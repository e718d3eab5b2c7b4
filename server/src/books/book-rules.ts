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

/** A book's optional details (publisher, year of the edition, pages); ISBN rules in `isbn.ts`, languages in `book-language.ts`. */
export const MAX_PUBLISHER_LENGTH = 200;
/** The first printed books. */
export const MIN_YEAR = 1450;
export const MAX_YEAR = 2100;
export const YEAR_MESSAGE = `Year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}`;
export const MAX_PAGES = 50_000;
export const PAGES_MESSAGE = `Pages must be a whole number from 1 to ${MAX_PAGES}`;

/** A whole number within [min, max]. */
export const isWholeNumberIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

export const isYear = (value: unknown): value is number => isWholeNumberIn(value, MIN_YEAR, MAX_YEAR);
export const isPageCount = (value: unknown): value is number => isWholeNumberIn(value, 1, MAX_PAGES);
