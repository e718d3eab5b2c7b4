import type { CursorValueType, KeysetOrder } from '../common/pagination/paginate';
import type { SortDirection } from '../common/pagination/sort-direction';
import type { BookSearchScope } from './book-search';
import { BookSort } from './dto/list-books.args';
import { SORT_FIELD } from './schemas/book.schema';

/**
 * The catalogue's order, shared by its two read paths (the database through `paginate`, and
 * the in-process index): each sort's stored field and cursor type, and how values compare.
 */

/** What a catalogue page asks for (ListBooksArgs has this shape). */
export interface CataloguePageRequest {
  search?: string | null;
  searchIn?: BookSearchScope;
  category?: string | null;
  /** Only books with at most this many copies in stock; undefined or null for all. */
  maxStock?: number | null;
  sort: BookSort;
  direction: SortDirection;
  first: number;
  after?: string | null;
}

/** How each catalogue sort's values are kept in cursors. */
const SORT_TYPE: Record<BookSort, CursorValueType> = {
  [BookSort.TITLE]: 'string',
  [BookSort.AUTHOR]: 'string',
  [BookSort.PRICE]: 'number',
  [BookSort.CREATED_AT]: 'date',
  [BookSort.RATING]: 'number',
};

/** The keyset order of a catalogue sort: the same for the database path and the index. */
export function catalogueOrder(sort: BookSort, direction: SortDirection): KeysetOrder {
  return { name: sort, field: SORT_FIELD[sort], type: SORT_TYPE[sort], direction };
}

/**
 * Strings in code-point order (UTF-8 byte order, MongoDB's order without a collation): UTF-16
 * code units order the same except that surrogates (code points above U+FFFF) must come after
 * U+E000..U+FFFF.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

export function compareKeys(key: string | number, id: string, otherKey: string | number, otherId: string): number {
  const byKey = typeof key === 'number' ? key - (otherKey as number) : compareText(key, otherKey as string);
  return byKey || compareIds(id, otherId);
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
