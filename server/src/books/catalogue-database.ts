import { randomBytes } from 'node:crypto';
import { trusted, type FilterQuery } from 'mongoose';
import type { EventBus } from '../common/events/event-bus';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { compactFilter } from '../common/pagination/blank-filter';
import type { Connection } from '../common/pagination/paginated';
import { CatalogueChange } from './book-events';
import {
  compareRanked,
  fieldScore,
  filterAndCount,
  MAX_RANKED,
  MAX_SUGGESTIONS,
  pickPage,
  type BookSuggestion,
  type FindBooksRequest,
  type FoundBooks,
} from './book-finder';
import { BookSearchScope, parseSearch, searchFilter, wordTokens } from './book-search';
import type { BooksRepository } from './books.repository';
import { catalogueOrder, type CataloguePageRequest } from './catalogue-order';
import { CatalogueReads, type AllBooks, type PricedBook } from './catalogue-reads';
import type { CategoryCount } from './models/book-payloads.model';
import { Book, BOOK_FIELDS, type toBook } from './models/book.model';
import type { Book as BookRecord } from './schemas/book.schema';

type ToModel = (record: Parameters<typeof toBook>[0]) => Book;

/**
 * The catalogue's reads answered by the database (through BooksRepository), holding nothing in memory but a counter: with
 * CATALOGUE_READS=database (the default on an external MongoDB, whose indexes serve every page),
 * and while the in-process index loads (or could not load). On an engine without secondary
 * indexes (mongo-java-server) every page scans the collection.
 *
 * allBooks streams from a cursor in constant memory. Its ETag is a version bumped by every
 * catalogue event (this instance's writes, and other instances' through the change feed), taken
 * before the books are read: the body sent is at least as new as the version it names, so a
 * 304 never keeps a client on books older than the events this instance has seen.
 */
export class CatalogueDatabase extends CatalogueReads {
  private readonly nonce = randomBytes(6).toString('base64url');
  private version = 0;

  constructor(
    private readonly books: BooksRepository,
    private readonly toModel: ToModel,
    events: EventBus,
  ) {
    super();
    events.subscribe(CatalogueChange, () => {
      this.version++;
    });
  }

  /** Every book, newest first, read from a database cursor one at a time; leaving early closes it. */
  async *all(): AsyncGenerator<Book> {
    const cursor = this.books.cursor(BOOK_FIELDS, 1000, { createdAt: -1, _id: -1 });
    try {
      for await (const record of cursor) yield this.toModel(record);
    } finally {
      await cursor.close();
    }
  }

  async allBooks(): Promise<AllBooks> {
    return { etag: `"${this.nonce}-${this.version}"`, books: () => this.all() };
  }

  async findOne(id: string): Promise<Book | undefined> {
    const record = await this.books.findById(id, BOOK_FIELDS);
    return record ? this.toModel(record) : undefined;
  }

  /** One `$in` query for all of them. */
  async findMany(ids: readonly string[]): Promise<Array<PricedBook | null>> {
    const valid = (id: unknown): id is string => typeof id === 'string' && isObjectIdString(id);
    const wanted = [...new Set(ids.filter(valid).map((id) => id.toLowerCase()))];
    const records = wanted.length ? await this.books.findByIds(wanted, BOOK_FIELDS) : [];
    const byId = new Map(
      records.map((record) => [String(record._id), { book: this.toModel(record), priceCents: record.priceCents }]),
    );
    return ids.map((id) => (valid(id) ? (byId.get(id.toLowerCase()) ?? null) : null));
  }

  /** `paginate` over `searchFilter`, category and stock, ordered by the sort key with `_id` as tie-break. */
  async page(request: CataloguePageRequest): Promise<Connection<Book>> {
    const filter: FilterQuery<BookRecord> = {
      ...compactFilter({ category: request.category }),
      ...(typeof request.maxStock === 'number' ? { stock: trusted({ $lte: request.maxStock }) } : {}),
      ...searchFilter(request.search, request.searchIn),
    };
    return this.books.page(
      {
        filter,
        order: catalogueOrder(request.sort, request.direction),
        first: request.first,
        after: request.after,
        projection: BOOK_FIELDS,
      },
      (record) => this.toModel(record),
    );
  }

  async categories(): Promise<CategoryCount[]> {
    const groups = await this.books.categoryCounts();
    return groups.map((group) => ({ category: group._id, count: group.count }));
  }

  /**
   * The shoppers' search: the books the keyword search matches (no typo tolerance here), each
   * scored from its words with the field weights (book-finder.ts `fieldScore`), then filtered,
   * counted and paged in process: the database returns at most MAX_RANKED matches (the first in
   * title order, a bounded sort), so a request holds a bounded number of books however many match.
   */
  async find(request: FindBooksRequest): Promise<FoundBooks> {
    const parsed = parseSearch(request.search);
    const tokens = parsed?.kind === 'words' ? parsed.tokens : [];
    const filter = searchFilter(request.search) ?? {};
    const read = await this.books.findWhere(filter, `${BOOK_FIELDS} titleKey`, MAX_RANKED + 1);
    const capped = read.length > MAX_RANKED;
    const records = capped ? read.slice(0, MAX_RANKED) : read;
    const ranked = records.map((record) => {
      const book = this.toModel(record);
      const score = tokens.length ? fieldScore(tokens, fieldWords(book)) : 0;
      return { book, tier: 0, score, titleKey: record.titleKey, id: book._id.toLowerCase() };
    });
    const { kept, facets } = filterAndCount(ranked, (entry) => entry.book, request);
    return {
      totalCount: kept.length,
      totalCountCapped: capped,
      books: pickPage(kept, compareRanked, request).map((entry) => entry.book),
      facets,
    };
  }

  /** Titles and authors whose words start with the text's words, best scored first (no typo tolerance). */
  async suggest(text: string): Promise<BookSuggestion[]> {
    const tokens = wordTokens(text);
    const filter = searchFilter(text, BookSearchScope.TITLE_AUTHOR);
    if (!tokens.length || !filter) return [];
    const records = await this.books.findWhere(filter, 'title author titleKey', 200);
    const ranked = records
      .map((record) => {
        const words = { title: wordTokens(record.title), author: wordTokens(record.author), description: [] };
        return { record, words, tier: 0, score: fieldScore(tokens, words), titleKey: record.titleKey, id: '' };
      })
      .sort(compareRanked);
    const seen = new Set<string>();
    const suggestions: BookSuggestion[] = [];
    for (const { record, words } of ranked) {
      for (const kind of ['title', 'author'] as const) {
        if (!words[kind].some((word) => tokens.some((token) => word.startsWith(token)))) continue;
        const key = `${kind}:${record[kind].toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        suggestions.push({ kind, text: record[kind] });
      }
      if (suggestions.length >= MAX_SUGGESTIONS) break;
    }
    return suggestions.slice(0, MAX_SUGGESTIONS);
  }

  heldBooks(): undefined {
    return undefined;
  }
}

function fieldWords(book: Book) {
  return { title: wordTokens(book.title), author: wordTokens(book.author), description: wordTokens(book.description) };
}
