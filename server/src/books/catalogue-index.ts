import { randomBytes } from 'node:crypto';
import { invalidCursor, encodeCursor } from '../common/pagination/cursor';
import { isBlankFilter } from '../common/pagination/blank-filter';
import { readCursor, type CursorValueType, type KeysetOrder } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import { SortDirection } from '../common/pagination/sort-direction';
import { BookSearchScope, derivedBookFields, escapeRegExp, parseSearch } from './book-search';
import { BookSort } from './dto/list-books.args';
import { KeywordPostings } from './keyword-postings';
import type { CategoryCount } from './models/book-payloads.model';
import { BOOK_FIELDS, toBook, type Book } from './models/book.model';
import { SORT_FIELD, type Book as BookRecord } from './schemas/book.schema';

/** A stored book as the index reads it (a lean document with `CATALOGUE_FIELDS`). */
export type CatalogueRecord = Pick<
  BookRecord,
  'title' | 'author' | 'category' | 'description' | 'priceCents' | 'stock' | 'image' | 'createdAt'
> &
  Partial<Pick<BookRecord, 'keywords' | 'titleAuthorKeywords' | 'titleKey' | 'authorKey'>> & { _id: unknown };

/** The fields a query must load for the index: the client's fields plus the search and sort fields. */
export const CATALOGUE_FIELDS = `${BOOK_FIELDS} keywords titleAuthorKeywords titleKey authorKey`;

/** What a catalogue page asks for (ListBooksArgs has this shape). */
export interface CataloguePageRequest {
  search?: string | null;
  searchIn?: BookSearchScope;
  category?: string | null;
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
};
const SORTS = Object.values(BookSort);

/** The keyset order of a catalogue sort: the same for the database path and the index. */
export function catalogueOrder(sort: BookSort, direction: SortDirection): KeysetOrder {
  return { name: sort, field: SORT_FIELD[sort], type: SORT_TYPE[sort], direction };
}

interface Entry {
  /** The `_id` as lower-case hex (the order of ObjectIds). */
  readonly id: string;
  /** A small number of its own, for the search marks and keyword postings. */
  readonly slot: number;
  book: Book;
  /** The stored cover reference (an image id, an external URL or ''). */
  imageRef: string;
  category: string;
  /** The sort values: title and author sort keys, price in cents, createdAt in ms. */
  keys: Record<BookSort, string | number>;
  keywords: string[];
  titleAuthorKeywords: string[];
}

/**
 * `upsertMany` inserts one by one below this many records (or 1/256 of the catalogue), and
 * otherwise appends them all and sorts each array once.
 */
const BULK_MIN = 64;

/**
 * The whole catalogue in memory, answering exactly what the database answers for the
 * catalogue's reads (BooksService keeps it current on every write): a page with search,
 * category, sort and keyset cursor; a book by id; every book newest first; the category counts.
 *
 * Per sort, one array of all books in (sort value, `_id`) order, as `paginate` orders them; DESC
 * walks it backwards. Search: keyword postings per scope (keyword-postings.ts); a page marks the
 * matching slots in a byte array, then walks the sort's array from the cursor picking marked books
 * until `first + 1`. Strings order by code point, as MongoDB compares them without a collation.
 */
export class CatalogueIndex {
  private readonly byId = new Map<string, Entry>();
  private readonly bySlot: Array<Entry | undefined> = [];
  private readonly freeSlots: number[] = [];
  private readonly sorted = Object.fromEntries(SORTS.map((sort) => [sort, [] as Entry[]])) as Record<BookSort, Entry[]>;
  private unsorted = false;
  private readonly words = {
    keywords: new KeywordPostings(),
    titleAuthorKeywords: new KeywordPostings(),
  };
  private readonly categoryCounts = new Map<string, number>();
  private marks = new Uint8Array(0);
  /** Bumped by every change; with `nonce`, names the catalogue's content (the allBooks ETag). */
  private changes = 0;
  private readonly nonce = randomBytes(6).toString('base64url');
  private json: { version: number; body: Buffer; etag: string } | undefined;

  constructor(private readonly imageUrl: (ref: string) => string) {}

  get size(): number {
    return this.byId.size;
  }

  get version(): number {
    return this.changes;
  }

  get(id: string): Book | undefined {
    return this.byId.get(id.toLowerCase())?.book;
  }

  /** Every book, newest first (createdAt, then `_id`, both descending), as REST allBooks lists them. */
  all(): Book[] {
    this.settle();
    const entries = this.sorted[BookSort.CREATED_AT];
    const books = new Array<Book>(entries.length);
    for (let i = 0; i < entries.length; i++) books[i] = entries[entries.length - 1 - i].book;
    return books;
  }

  /** `{"books":[...]}` of `all()` with a strong ETag, serialized once per version of the catalogue. */
  allBooksJson(): { body: Buffer; etag: string } {
    if (this.json?.version !== this.changes) {
      this.json = {
        version: this.changes,
        body: Buffer.from(JSON.stringify({ books: this.all() }), 'utf8'),
        etag: `"${this.nonce}-${this.changes}"`,
      };
    }
    return this.json;
  }

  /** The categories that have books, in code-point order, with their counts. */
  categories(): CategoryCount[] {
    return [...this.categoryCounts]
      .filter(([, count]) => count > 0)
      .sort(([a], [b]) => compareText(a, b))
      .map(([category, count]) => ({ category, count }));
  }

  /**
   * One page, as `paginate` over `searchFilter` + category answers it: the same books in the same
   * order, the same cursors (either path reads the other's), the same totalCount, and the same
   * 400 VALIDATION_FAILED for a cursor that does not decode or belongs to another order.
   */
  page(request: CataloguePageRequest): Connection<Book> {
    const order = catalogueOrder(request.sort, request.direction);
    const start = request.after ? this.startAfter(order, request.after) : undefined;
    this.settle();
    const category = isBlankFilter(request.category) ? undefined : request.category!;
    const search = this.match(request.search, request.searchIn ?? BookSearchScope.ALL, category);
    const accept = (entry: Entry) =>
      (!search || this.marks[entry.slot] === search.target) && (category === undefined || entry.category === category);

    const entries = this.sorted[request.sort];
    const picked: Entry[] = [];
    const wanted = request.first + 1;
    if (request.direction === SortDirection.DESC) {
      for (let i = start ?? entries.length - 1; i >= 0 && picked.length < wanted; i--) {
        if (accept(entries[i])) picked.push(entries[i]);
      }
    } else {
      for (let i = start ?? 0; i < entries.length && picked.length < wanted; i++) {
        if (accept(entries[i])) picked.push(entries[i]);
      }
    }

    const edges = picked.slice(0, request.first).map((entry) => ({
      cursor: encodeCursor([order.name, order.direction, entry.keys[request.sort], entry.id]),
      node: entry.book,
    }));
    const totalCount = search
      ? search.count
      : category === undefined
        ? this.size
        : (this.categoryCounts.get(category) ?? 0);
    return {
      edges,
      pageInfo: { hasNextPage: picked.length > request.first, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount,
    };
  }

  /** Adds a book, or replaces what the index holds for it; a record identical to the held one changes nothing. */
  upsert(record: CatalogueRecord): void {
    const next = this.read(record);
    const entry = this.byId.get(next.id);
    if (!entry) {
      this.settle();
      this.insert(next, this.freeSlots.pop() ?? this.bySlot.length, false);
      this.changes++;
      return;
    }
    if (sameEntry(entry, next)) return;
    this.settle();
    for (const sort of SORTS) {
      if (entry.keys[sort] === next.keys[sort]) continue;
      this.detach(this.sorted[sort], sort, entry);
      entry.keys[sort] = next.keys[sort];
      this.attach(this.sorted[sort], sort, entry);
    }
    for (const field of ['keywords', 'titleAuthorKeywords'] as const) {
      if (sameWords(entry[field], next[field])) continue;
      for (const word of entry[field]) this.words[field].remove(word, entry.slot);
      entry[field] = [...new Set(next[field])].map((word) => this.words[field].add(word, entry.slot));
    }
    if (entry.category !== next.category) {
      this.count(entry.category, -1);
      this.count(next.category, 1);
      entry.category = next.category;
    }
    entry.book = next.book;
    entry.imageRef = next.imageRef;
    this.changes++;
  }

  /**
   * `upsert` for many records: a large batch (a bulk import, the start-up load) is appended and
   * each sort array sorted once. With `settle: false` the sorting waits for `settle()` (the
   * start-up load appends batch after batch).
   */
  upsertMany(records: readonly CatalogueRecord[], { settle = true } = {}): void {
    if (!this.unsorted && records.length < Math.max(BULK_MIN, this.size / 256)) {
      for (const record of records) this.upsert(record);
      return;
    }
    const fresh = new Map<string, ReturnType<CatalogueIndex['read']>>();
    for (const record of records) {
      const next = this.read(record);
      fresh.set(next.id, next);
    }
    for (const id of fresh.keys()) if (this.byId.has(id)) this.remove(id);
    for (const next of fresh.values()) this.insert(next, this.bySlot.length, true);
    this.unsorted = true;
    this.changes++;
    if (settle) this.settle();
  }

  /** Sets a book's stock (the document a stock change returned); false if the index does not hold it. */
  setStock(id: string, stock: number): boolean {
    const entry = this.byId.get(id.toLowerCase());
    if (!entry) return false;
    if (entry.book.stock !== stock) {
      entry.book = { ...entry.book, stock };
      this.changes++;
    }
    return true;
  }

  /** Books whose cover is one of these references lose it (the image sweep found the files gone). */
  forgetImages(refs: ReadonlySet<string>): void {
    for (const entry of this.byId.values()) {
      if (!refs.has(entry.imageRef)) continue;
      entry.imageRef = '';
      entry.book = { ...entry.book, image: this.imageUrl('') };
      this.changes++;
    }
  }

  remove(id: string): boolean {
    const entry = this.byId.get(id.toLowerCase());
    if (!entry) return false;
    this.settle();
    for (const sort of SORTS) this.detach(this.sorted[sort], sort, entry);
    for (const field of ['keywords', 'titleAuthorKeywords'] as const) {
      for (const word of entry[field]) this.words[field].remove(word, entry.slot);
    }
    this.count(entry.category, -1);
    this.byId.delete(entry.id);
    this.bySlot[entry.slot] = undefined;
    this.freeSlots.push(entry.slot);
    this.changes++;
    return true;
  }

  /** Sorts what bulk loading appended. */
  settle(): void {
    if (!this.unsorted) return;
    for (const sort of SORTS) this.sorted[sort].sort((a, b) => compareEntries(sort, a, b));
    this.words.keywords.settle();
    this.words.titleAuthorKeywords.settle();
    this.unsorted = false;
  }

  /** Counts for the memory figures (docs/architecture.md). */
  stats() {
    return {
      books: this.size,
      keywords: this.words.keywords.size,
      postings: this.words.keywords.postingCount() + this.words.titleAuthorKeywords.postingCount(),
    };
  }

  /** The position a page starts from, just after the cursor's (value, id) in the order's direction. */
  private startAfter(order: KeysetOrder, after: string): number {
    const cursor = readCursor(after, order);
    const value = cursor.value instanceof Date ? cursor.value.getTime() : cursor.value;
    if (typeof value === 'number' && Number.isNaN(value)) throw invalidCursor();
    const id = cursor.id.toLowerCase();
    this.settle();
    const sort = order.name as BookSort;
    const entries = this.sorted[sort];
    // The first entry after (value, id) in ascending order.
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareKeys(entries[mid].keys[sort], entries[mid].id, value, id) <= 0) low = mid + 1;
      else high = mid;
    }
    if (order.direction === SortDirection.ASC) return low;
    // Descending: the last entry before (value, id).
    const at = low - 1;
    return at >= 0 && compareKeys(entries[at].keys[sort], entries[at].id, value, id) === 0 ? at - 1 : at;
  }

  /**
   * Marks the books a search matches with `target` in `this.marks` (a fresh count of them, in
   * this category, beside it); undefined for a blank search. Word tokens: a slot climbs one mark
   * per token it matches, in order, so only books matching every token reach the last.
   */
  private match(search: string | null | undefined, scope: BookSearchScope, category: string | undefined) {
    const parsed = parseSearch(search, scope);
    if (!parsed) return undefined;
    if (this.marks.length < this.bySlot.length) this.marks = new Uint8Array(Math.ceil(this.bySlot.length * 1.25) + 64);
    const marks = this.marks;
    marks.fill(0);
    let count = 0;
    const counts = (slot: number) => category === undefined || this.bySlot[slot]!.category === category;
    if (parsed.kind === 'literal') {
      const matches = literalMatcher(parsed.text);
      for (const entry of this.byId.values()) {
        if (parsed.fields.some((field) => matches(entry.book[field]))) {
          marks[entry.slot] = 1;
          if (counts(entry.slot)) count++;
        }
      }
      return { target: 1, count };
    }
    const postings = this.words[parsed.field];
    const last = parsed.tokens.length - 1;
    parsed.tokens.forEach((token, step) =>
      postings.forPrefix(token, (slots) => {
        for (const slot of slots) {
          if (marks[slot] !== step) continue;
          marks[slot] = step + 1;
          if (step === last && counts(slot)) count++;
        }
      }),
    );
    return { target: parsed.tokens.length, count };
  }

  /** Reads a record into the fields of an entry; missing search or sort fields are derived as a write would store them. */
  private read(record: CatalogueRecord) {
    const stored =
      record.titleKey && record.authorKey && record.keywords && record.titleAuthorKeywords
        ? (record as Required<CatalogueRecord>)
        : { ...derivedBookFields(record), ...dropUndefined(record) };
    const createdAt = record.createdAt ? new Date(record.createdAt).getTime() || 0 : 0;
    return {
      id: String(record._id).toLowerCase(),
      book: toBook(record, this.imageUrl),
      imageRef: record.image ?? '',
      category: record.category as string,
      keys: {
        [BookSort.TITLE]: stored.titleKey,
        [BookSort.AUTHOR]: stored.authorKey,
        [BookSort.PRICE]: record.priceCents,
        [BookSort.CREATED_AT]: createdAt,
      } as Record<BookSort, string | number>,
      keywords: stored.keywords,
      titleAuthorKeywords: stored.titleAuthorKeywords,
    };
  }

  private insert(next: ReturnType<CatalogueIndex['read']>, slot: number, bulk: boolean): void {
    const entry: Entry = { ...next, slot, keywords: [], titleAuthorKeywords: [] };
    for (const field of ['keywords', 'titleAuthorKeywords'] as const) {
      const postings = this.words[field];
      entry[field] = [...new Set(next[field])].map((word) =>
        bulk ? postings.appendSlot(word, slot) : postings.add(word, slot),
      );
    }
    this.byId.set(entry.id, entry);
    this.bySlot[slot] = entry;
    this.count(entry.category, 1);
    for (const sort of SORTS) {
      if (bulk) this.sorted[sort].push(entry);
      else this.attach(this.sorted[sort], sort, entry);
    }
  }

  private attach(entries: Entry[], sort: BookSort, entry: Entry): void {
    entries.splice(this.position(entries, sort, entry), 0, entry);
  }

  private detach(entries: Entry[], sort: BookSort, entry: Entry): void {
    const at = this.position(entries, sort, entry);
    entries.splice(entries[at] === entry ? at : entries.indexOf(entry), 1);
  }

  /** The first position whose entry is not before `entry`. */
  private position(entries: Entry[], sort: BookSort, entry: Entry): number {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareEntries(sort, entries[mid], entry) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private count(category: string, delta: number): void {
    const count = (this.categoryCounts.get(category) ?? 0) + delta;
    if (count > 0) this.categoryCounts.set(category, count);
    else this.categoryCounts.delete(category);
  }
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

function compareKeys(key: string | number, id: string, otherKey: string | number, otherId: string): number {
  const byKey = typeof key === 'number' ? key - (otherKey as number) : compareText(key, otherKey as string);
  if (byKey !== 0) return byKey;
  return id < otherId ? -1 : id > otherId ? 1 : 0;
}

function compareEntries(sort: BookSort, a: Entry, b: Entry): number {
  return compareKeys(a.keys[sort], a.id, b.keys[sort], b.id);
}

/** A literal search: case-insensitive containment, as the database's escaped regular expression with `i`. */
function literalMatcher(text: string): (value: string) => boolean {
  if (text.toLowerCase() === text && text.toUpperCase() === text) return (value) => value.includes(text);
  const pattern = new RegExp(escapeRegExp(text), 'i');
  return (value) => pattern.test(value);
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

function sameEntry(entry: Entry, next: ReturnType<CatalogueIndex['read']>): boolean {
  const [a, b] = [entry.book, next.book];
  return (
    a.title === b.title &&
    a.author === b.author &&
    a.category === b.category &&
    a.description === b.description &&
    a.price === b.price &&
    a.stock === b.stock &&
    a.image === b.image &&
    a.createdAt.getTime() === b.createdAt.getTime() &&
    entry.imageRef === next.imageRef &&
    SORTS.every((sort) => entry.keys[sort] === next.keys[sort]) &&
    sameWords(entry.keywords, next.keywords) &&
    sameWords(entry.titleAuthorKeywords, next.titleAuthorKeywords)
  );
}

function dropUndefined<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}
