import type { BookSuggestion, FindBooksRequest, FoundBooks } from './book-finder';
import type { PreparedJson } from '../common/http/prepared-json';
import type { Connection } from '../common/pagination/paginated';
import type { CataloguePageRequest } from './catalogue-order';
import type { CategoryCount } from './models/book-payloads.model';
import type { Book } from './models/book.model';

/**
 * REST allBooks: every book, newest first, with a strong ETag naming this state of the
 * catalogue; either the JSON body `{"books":[...]}` made ahead (`body`), or the books to stream
 * when the ETag does not match (`books`).
 */
export type AllBooks = PreparedJson | { etag: string; books: () => AsyncIterable<Book> };

/**
 * A book as the client sees it, with its unit price in cents as stored (`book.price` is the
 * decimal the wire carries): what a reader that counts money (the cart) needs, so it never turns
 * the decimal back into cents.
 */
export interface PricedBook {
  book: Book;
  priceCents: number;
}

/**
 * The catalogue's reads, whoever answers them: the in-process index (`CatalogueMemory`) or the
 * database (`CatalogueDatabase`), chosen once at start-up by CATALOGUE_READS
 * (catalogue-reads.provider.ts). Both give the same answers, cursors and errors (the
 * equivalence suite runs the same cases through this class against both). Each keeps itself
 * current from the catalogue's events (book-events.ts); nothing here decides a sale.
 */
export abstract class CatalogueReads {
  /** One page: search (in its scope), category and stock limit, in the sort's keyset order. */
  abstract page(request: CataloguePageRequest): Promise<Connection<Book>>;

  /** One book, or undefined when there is none with this id. */
  abstract findOne(id: string): Promise<Book | undefined>;

  /** The books with these ids and their prices in cents, in the same order, null for an unknown (or malformed) id. */
  abstract findMany(ids: readonly string[]): Promise<Array<PricedBook | null>>;

  /** Every book, newest first (createdAt, then `_id`, both descending). */
  abstract all(): AsyncIterable<Book>;

  /** REST allBooks' answer (see `AllBooks`). */
  abstract allBooks(): Promise<AllBooks>;

  /** The categories that have books, in code-point order, each with its number of books. */
  abstract categories(): Promise<CategoryCount[]>;

  /**
   * How many books this instance holds in memory, or undefined when it holds none (the database
   * answers, or the index is loading): the change feed's polling compares it with the
   * collection's count to notice deletions.
   */
  abstract heldBooks(): number | undefined;

  /** The shoppers' search: ranked results with facet counts, one page by offset (book-finder.ts). */
  abstract find(request: FindBooksRequest): Promise<FoundBooks>;

  /** Titles and authors for the search box, at most MAX_SUGGESTIONS, the best first. */
  abstract suggest(text: string): Promise<BookSuggestion[]>;
}
