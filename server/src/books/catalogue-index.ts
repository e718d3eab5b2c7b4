import { randomBytes } from 'node:crypto';
import { invalidCursor, encodeCursor } from '../common/pagination/cursor';
import { isBlankFilter } from '../common/pagination/blank-filter';
import { readCursor, type KeysetOrder } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import { SortDirection } from '../common/pagination/sort-direction';
import { BookSearchScope, derivedBookFields, wordTokens } from './book-search';
import { BookSort } from './dto/list-books.args';
import { catalogueOrder, compareIds, compareKeys, compareText, type CataloguePageRequest } from './catalogue-order';
import { CatalogueSearch, type SearchSource } from './catalogue-search';
import { CatalogueRelevance, type RelevanceText } from './catalogue-relevance';
import type { FindSource } from './catalogue-find';
import type { PricedBook } from './catalogue-reads';
import { SlotOrder } from './slot-order';
import type { CategoryCount } from './models/book-payloads.model';
import { BOOK_DETAILS, BOOK_FIELDS, toBook, type Book, type BookDetail } from './models/book.model';
import type { Book as BookRecord } from './schemas/book.schema';

/** A stored book as the index reads it (a lean document with `CATALOGUE_FIELDS`). */
export type CatalogueRecord = Pick<
  BookRecord,
  'title' | 'author' | 'category' | 'description' | 'priceCents' | 'stock' | 'image' | 'createdAt'
> &
  Partial<
    Pick<
      BookRecord,
      | BookDetail
      | 'keywords'
      | 'titleAuthorKeywords'
      | 'titleKey'
      | 'authorKey'
      | 'ratingCount'
      | 'ratingTotal'
      | 'ratingKey'
    >
  > & {
    _id: unknown;
  };

/** The fields a query must load for the index: the client's fields plus the search and sort fields. */
export const CATALOGUE_FIELDS = `${BOOK_FIELDS} keywords titleAuthorKeywords titleKey authorKey ratingKey`;

const SORTS = Object.values(BookSort);

/** What the index keeps of one book, read from its record. */
interface Fields {
  /** The `_id` as lower-case hex (the order of ObjectIds). */
  id: string;
  book: Book;
  /** The stored cover reference (an image id, an external URL or ''). */
  imageRef: string;
  category: string;
  titleKey: string;
  authorKey: string;
  priceCents: number;
  /** createdAt in ms. */
  createdAt: number;
  /** The rating sort's key (book-rating.ts); 0 for a book stored before ratings. */
  ratingKey: number;
  keywords: string[];
  titleAuthorKeywords: string[];
  /** The distinct words of the title (derived here: they score a search's title matches). */
  titleKeywords: string[];
}

/**
 * `upsertMany` inserts one by one below this many records (or 1/256 of the catalogue), and
 * otherwise appends them all and sorts each order once.
 */
const BULK_MIN = 64;

/**
 * The whole catalogue in memory, answering exactly what the database answers for the
 * catalogue's reads (CatalogueMirror keeps it current from the catalogue's events): a page with search,
 * category, sort and keyset cursor; a book by id; every book newest first; the category counts.
 *
 * Each book has a slot (a small integer); what a page looks at is kept in columns by slot (typed
 * arrays for prices, dates and categories). Per sort, one `SlotOrder` of all slots in (sort value,
 * `_id`) order, as `paginate` orders them; DESC walks it backwards. Search: keyword postings per
 * scope (keyword-postings.ts); a page marks the matching slots in a byte array, then walks the
 * sort's order from the cursor picking marked slots until `first + 1`. Strings order by code
 * point, as MongoDB compares them without a collation.
 */
export class CatalogueIndex {
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private ids: Array<string | undefined> = [];
  private books: Array<Book | undefined> = [];
  /** Each book's JSON text, made by `allBooksJson` and dropped when the book changes. */
  private texts: Array<string | undefined> = [];
  private imageRefs: string[] = [];
  private titleKeys: string[] = [];
  private authorKeys: string[] = [];
  private prices = new Float64Array(1024);
  private dates = new Float64Array(1024);
  private ratingKeys = new Float64Array(1024);
  /** Category codes by slot (see `codeOf`); 0 for a free slot. */
  private categoryCodes = new Uint16Array(1024);
  private readonly codes = new Map<string, number>();
  /** The slot of each ISBN a book has (a search that is an ISBN). */
  private readonly isbnSlots = new Map<string, number>();
  private readonly categoryCounts = new Map<string, number>();
  private readonly search = new CatalogueSearch();
  /** The shoppers' relevance search (MiniSearch), following every change made here. */
  private readonly relevance = new CatalogueRelevance();
  private readonly searchSource: SearchSource;
  private readonly orders: Record<BookSort, SlotOrder>;
  /** Bulk loading appended slots that `settle()` has not sorted yet. */
  private unsorted = false;
  /** Bumped by every change; with `nonce`, names the catalogue's content (the allBooks ETag). */
  private changes = 0;
  private readonly nonce = randomBytes(6).toString('base64url');
  private body: { version: number; body: Buffer; etag: string } | undefined;

  constructor(private readonly imageUrl: (ref: string) => string) {
    const byId = (a: number, b: number) => compareIds(this.ids[a]!, this.ids[b]!);
    this.orders = {
      [BookSort.TITLE]: new SlotOrder((a, b) => compareText(this.titleKeys[a], this.titleKeys[b]) || byId(a, b)),
      [BookSort.AUTHOR]: new SlotOrder((a, b) => compareText(this.authorKeys[a], this.authorKeys[b]) || byId(a, b)),
      [BookSort.PRICE]: new SlotOrder((a, b) => this.prices[a] - this.prices[b] || byId(a, b)),
      [BookSort.CREATED_AT]: new SlotOrder((a, b) => this.dates[a] - this.dates[b] || byId(a, b)),
      [BookSort.RATING]: new SlotOrder((a, b) => this.ratingKeys[a] - this.ratingKeys[b] || byId(a, b)),
    };
    this.searchSource = {
      capacity: () => this.ids.length,
      categoryCode: (slot) => this.categoryCodes[slot],
      slotOfIsbn: (isbn) => this.isbnSlots.get(isbn),
      eachBook: (visit) => {
        for (const slot of this.slotOf.values()) visit(slot, this.books[slot]!);
      },
    };
  }

  get size(): number {
    return this.slotOf.size;
  }

  get(id: string): Book | undefined {
    const slot = this.slotOf.get(id.toLowerCase());
    return slot === undefined ? undefined : this.books[slot];
  }

  /** A book with its price in cents as stored (the prices column), or undefined. */
  getPriced(id: string): PricedBook | undefined {
    const slot = this.slotOf.get(id.toLowerCase());
    return slot === undefined ? undefined : { book: this.books[slot]!, priceCents: this.prices[slot] };
  }

  /** Every book, newest first (createdAt, then `_id`, both descending), as REST allBooks lists them. */
  all(): Book[] {
    return this.newestFirst().map((slot) => this.books[slot]!);
  }

  /**
   * `{"books":[...]}` of `all()` with a strong ETag, made once per version of the catalogue from
   * each book's JSON text (itself made once per change of the book): byte for byte what
   * `JSON.stringify({ books: all() })` gives.
   */
  allBooksJson(): { body: Buffer; etag: string } {
    if (this.body?.version !== this.changes) {
      const texts = this.newestFirst().map((slot) => (this.texts[slot] ??= JSON.stringify(this.books[slot])));
      this.body = {
        version: this.changes,
        body: Buffer.from(`{"books":[${texts.join(',')}]}`, 'utf8'),
        etag: `"${this.nonce}-${this.changes}"`,
      };
    }
    return this.body;
  }

  /** The categories that have books, in code-point order, with their counts. */
  categories(): CategoryCount[] {
    return [...this.categoryCounts]
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
    const slots = this.orders[request.sort];
    const start = request.after ? this.startAfter(order, request.after) : undefined;
    slots.settle();
    const category = isBlankFilter(request.category) ? undefined : request.category!;
    // A category no book has: code -1, which no slot carries.
    const code = category === undefined ? 0 : (this.codes.get(category) ?? -1);
    const search = this.search.match(request.search, request.searchIn ?? BookSearchScope.ALL, this.searchSource);
    const target = search?.target ?? 0;
    const marks = search?.marks;
    const codes = this.categoryCodes;
    const maxStock = request.maxStock ?? undefined;
    const matches = (slot: number) =>
      (marks === undefined || marks[slot] === target) &&
      (code === 0 || codes[slot] === code) &&
      (maxStock === undefined || this.books[slot]!.stock <= maxStock);

    const picked: number[] = [];
    const wanted = request.first + 1;
    const step = request.direction === SortDirection.DESC ? -1 : 1;
    for (
      let i = start ?? (step < 0 ? slots.length - 1 : 0);
      i >= 0 && i < slots.length && picked.length < wanted;
      i += step
    ) {
      const slot = slots.at(i);
      if (matches(slot)) picked.push(slot);
    }

    const edges = picked.slice(0, request.first).map((slot) => ({
      cursor: encodeCursor([order.name, order.direction, this.sortValue(request.sort, slot), this.ids[slot]]),
      node: this.books[slot]!,
    }));
    // Stock is not counted ahead (it changes with every sale): a stock filter (the admin's
    // low-stock list) counts its matches here, in one pass over the books.
    const totalCount =
      maxStock !== undefined
        ? this.countWhere(matches)
        : search
          ? code === 0
            ? search.total
            : code < 0
              ? 0
              : (search.byCategory[code] ?? 0)
          : category === undefined
            ? this.size
            : (this.categoryCounts.get(category) ?? 0);
    return {
      edges,
      pageInfo: { hasNextPage: picked.length > request.first, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount,
    };
  }

  private countWhere(matches: (slot: number) => boolean): number {
    let count = 0;
    for (const slot of this.slotOf.values()) if (matches(slot)) count++;
    return count;
  }

  /** Adds a book, or replaces what the index holds for it; a record identical to the held one changes nothing. */
  upsert(record: CatalogueRecord): void {
    const next = this.read(record);
    const slot = this.slotOf.get(next.id);
    if (slot === undefined) {
      this.settle();
      this.insert(next, this.freeSlots.pop() ?? this.ids.length, false);
      this.changes++;
      return;
    }
    if (this.holds(slot, next)) return;
    this.settle();
    const moved = SORTS.filter((sort) => this.sortValue(sort, slot) !== sortValueOf(sort, next));
    for (const sort of moved) this.orders[sort].remove(slot);
    // Kept search results depend on the texts (keywords, and literal searches) and the category,
    // not on price or stock: a sale does not throw them away.
    const held = this.books[slot]!;
    const matchedOn = ['title', 'author', 'description', 'category', 'isbn'] as const;
    if (matchedOn.some((field) => held[field] !== next.book[field])) this.search.forget();
    this.search.replace(slot, next);
    this.relevance.replace(relevanceText(slot, held), relevanceText(slot, next.book));
    this.count(this.books[slot]!.category, -1);
    this.setColumns(slot, next);
    for (const sort of moved) this.orders[sort].insert(slot);
    this.changes++;
  }

  /**
   * `upsert` for many records: a large batch (a bulk import, the start-up load) is appended and
   * each order sorted once. With `settle: false` the sorting waits for `settle()` (the start-up
   * load appends batch after batch).
   */
  upsertMany(records: readonly CatalogueRecord[], { settle = true } = {}): void {
    if (!this.unsorted && records.length < Math.max(BULK_MIN, this.size / 256)) {
      for (const record of records) this.upsert(record);
      return;
    }
    const fresh = new Map<string, Fields>();
    for (const record of records) {
      const next = this.read(record);
      fresh.set(next.id, next);
    }
    for (const id of fresh.keys()) if (this.slotOf.has(id)) this.remove(id);
    for (const next of fresh.values()) this.insert(next, this.ids.length, true);
    this.unsorted = true;
    this.changes++;
    if (settle) this.settle();
  }

  /** Sets a book's stock (the document a stock change returned); false if the index does not hold it. */
  setStock(id: string, stock: number): boolean {
    const slot = this.slotOf.get(id.toLowerCase());
    if (slot === undefined) return false;
    const book = this.books[slot]!;
    if (book.stock !== stock) {
      this.books[slot] = { ...book, stock };
      this.texts[slot] = undefined;
      this.changes++;
    }
    return true;
  }

  /** Books whose cover is one of these references lose it (the image sweep found the files gone). */
  forgetImages(refs: ReadonlySet<string>): void {
    for (const slot of this.slotOf.values()) {
      if (!refs.has(this.imageRefs[slot])) continue;
      this.imageRefs[slot] = '';
      this.books[slot] = { ...this.books[slot]!, image: this.imageUrl('') };
      this.texts[slot] = undefined;
      this.changes++;
    }
  }

  remove(id: string): boolean {
    const slot = this.slotOf.get(id.toLowerCase());
    if (slot === undefined) return false;
    this.settle();
    for (const sort of SORTS) this.orders[sort].remove(slot);
    this.search.remove(slot);
    this.relevance.remove(slot);
    this.count(this.books[slot]!.category, -1);
    this.forgetIsbn(slot);
    this.slotOf.delete(id.toLowerCase());
    this.ids[slot] = this.books[slot] = this.texts[slot] = undefined;
    this.categoryCodes[slot] = 0;
    this.freeSlots.push(slot);
    this.changes++;
    return true;
  }

  /** Sorts what bulk loading appended. */
  settle(): void {
    if (!this.unsorted) return;
    for (const sort of SORTS) this.orders[sort].settle();
    this.search.settle();
    this.unsorted = false;
  }

  /** Counts for the memory figures (bench/catalogue-index.probe.ts). */
  stats() {
    return { books: this.size, ...this.search.stats(), relevance: this.relevance.size };
  }

  /** What the shoppers' search (catalogue-find.ts) reads of the index. */
  findSource(): FindSource {
    return {
      exact: (search) => this.search.match(search, BookSearchScope.ALL, this.searchSource),
      fieldScores: (tokens) => this.search.fieldScores(tokens, this.ids.length),
      capacity: () => this.ids.length,
      every: () => this.slotOf.values(),
      book: (slot) => this.books[slot]!,
      priceCents: (slot) => this.prices[slot],
      id: (slot) => this.ids[slot]!,
      titleKey: (slot) => this.titleKeys[slot],
      relevance: this.relevance,
    };
  }

  private newestFirst(): number[] {
    const order = this.orders[BookSort.CREATED_AT];
    order.settle();
    const slots = new Array<number>(order.length);
    for (let i = 0; i < order.length; i++) slots[i] = order.at(order.length - 1 - i);
    return slots;
  }

  private sortValue(sort: BookSort, slot: number): string | number {
    if (sort === BookSort.TITLE) return this.titleKeys[slot];
    if (sort === BookSort.AUTHOR) return this.authorKeys[slot];
    if (sort === BookSort.RATING) return this.ratingKeys[slot];
    return sort === BookSort.PRICE ? this.prices[slot] : this.dates[slot];
  }

  /** The position a page starts from, just after the cursor's (value, id) in the order's direction. */
  private startAfter(order: KeysetOrder, after: string): number {
    const cursor = readCursor(after, order);
    const value = cursor.value instanceof Date ? cursor.value.getTime() : cursor.value;
    if (typeof value === 'number' && Number.isNaN(value)) throw invalidCursor();
    const id = cursor.id.toLowerCase();
    const sort = order.name as BookSort;
    const compare = (slot: number) => compareKeys(this.sortValue(sort, slot), this.ids[slot]!, value, id);
    const slots = this.orders[sort];
    if (order.direction === SortDirection.ASC) return slots.partition((slot) => compare(slot) <= 0);
    // Descending: the last position before (value, id).
    return slots.partition((slot) => compare(slot) < 0) - 1;
  }

  /** Reads a record; missing search or sort fields are derived as a write would store them. */
  private read(record: CatalogueRecord): Fields {
    const stored =
      record.titleKey && record.authorKey && record.keywords && record.titleAuthorKeywords
        ? (record as Required<CatalogueRecord>)
        : { ...derivedBookFields(record), ...dropUndefined(record) };
    return {
      id: String(record._id).toLowerCase(),
      book: toBook(record, this.imageUrl),
      imageRef: record.image ?? '',
      category: record.category as string,
      titleKey: stored.titleKey,
      authorKey: stored.authorKey,
      priceCents: record.priceCents,
      createdAt: record.createdAt ? new Date(record.createdAt).getTime() || 0 : 0,
      ratingKey: record.ratingKey ?? 0,
      keywords: stored.keywords,
      titleAuthorKeywords: stored.titleAuthorKeywords,
      titleKeywords: [...new Set(wordTokens(record.title))],
    };
  }

  private insert(next: Fields, slot: number, bulk: boolean): void {
    this.reserve(slot + 1);
    this.ids[slot] = next.id;
    this.slotOf.set(next.id, slot);
    this.search.add(slot, next, bulk);
    this.relevance.add(relevanceText(slot, next.book));
    this.setColumns(slot, next);
    for (const sort of SORTS) {
      if (bulk) this.orders[sort].append(slot);
      else this.orders[sort].insert(slot);
    }
  }

  /** Everything but the id and the keywords. */
  private setColumns(slot: number, next: Fields): void {
    this.forgetIsbn(slot);
    if (next.book.isbn) this.isbnSlots.set(next.book.isbn, slot);
    this.books[slot] = next.book;
    this.texts[slot] = undefined;
    this.imageRefs[slot] = next.imageRef;
    this.titleKeys[slot] = next.titleKey;
    this.authorKeys[slot] = next.authorKey;
    this.prices[slot] = next.priceCents;
    this.dates[slot] = next.createdAt;
    this.ratingKeys[slot] = next.ratingKey;
    this.categoryCodes[slot] = this.codeOf(next.category);
    this.count(next.category, 1);
  }

  /** Drops the ISBN of the book in this slot, unless another book has taken it since. */
  private forgetIsbn(slot: number): void {
    const isbn = this.books[slot]?.isbn;
    if (isbn && this.isbnSlots.get(isbn) === slot) this.isbnSlots.delete(isbn);
  }

  private holds(slot: number, next: Fields): boolean {
    const [a, b] = [this.books[slot]!, next.book];
    return (
      a.title === b.title &&
      a.author === b.author &&
      a.category === b.category &&
      a.description === b.description &&
      a.price === b.price &&
      a.stock === b.stock &&
      a.image === b.image &&
      a.createdAt.getTime() === b.createdAt.getTime() &&
      BOOK_DETAILS.every((key: BookDetail) => a[key] === b[key]) &&
      a.ratingCount === b.ratingCount &&
      a.ratingAverage === b.ratingAverage &&
      this.imageRefs[slot] === next.imageRef &&
      SORTS.every((sort) => this.sortValue(sort, slot) === sortValueOf(sort, next)) &&
      this.search.holds(slot, next)
    );
  }

  private codeOf(category: string): number {
    let code = this.codes.get(category);
    if (code === undefined) this.codes.set(category, (code = this.codes.size + 1));
    return code;
  }

  private count(category: string, delta: number): void {
    const count = (this.categoryCounts.get(category) ?? 0) + delta;
    if (count > 0) this.categoryCounts.set(category, count);
    else this.categoryCounts.delete(category);
  }

  /** Grows the typed columns to hold `size` slots. */
  private reserve(size: number): void {
    if (size <= this.prices.length) return;
    const capacity = Math.max(size, this.prices.length * 2);
    const grow = <T extends Float64Array | Uint16Array>(column: T, make: (n: number) => T) => {
      const grown = make(capacity);
      grown.set(column);
      return grown;
    };
    this.prices = grow(this.prices, (n) => new Float64Array(n));
    this.dates = grow(this.dates, (n) => new Float64Array(n));
    this.ratingKeys = grow(this.ratingKeys, (n) => new Float64Array(n));
    this.categoryCodes = grow(this.categoryCodes, (n) => new Uint16Array(n));
  }
}

function sortValueOf(sort: BookSort, fields: Fields): string | number {
  if (sort === BookSort.TITLE) return fields.titleKey;
  if (sort === BookSort.AUTHOR) return fields.authorKey;
  if (sort === BookSort.RATING) return fields.ratingKey;
  return sort === BookSort.PRICE ? fields.priceCents : fields.createdAt;
}

function relevanceText(slot: number, book: Book): RelevanceText {
  return { id: slot, title: book.title, author: book.author, description: book.description };
}

function dropUndefined<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}
