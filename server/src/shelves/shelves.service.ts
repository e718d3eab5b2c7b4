import { Injectable } from '@nestjs/common';
import { BooksService } from '../books/books.service';
import { BookSearchScope } from '../books/book-search';
import { BookSort, ListBooksArgs } from '../books/dto/list-books.args';
import type { Book } from '../books/models/book.model';
import { SortDirection } from '../common/pagination/sort-direction';
import { OrderFigures } from '../orders/order-figures';
import { lastDays } from '../reports/report-range';
import { AlsoBoughtCounts } from './also-bought-counts';
import type { Shelves } from './models/shelves.model';

/** Books per shelf. */
export const SHELF_SIZE = 12;
/** Books shown under "Readers who bought this also bought". */
export const ALSO_BOUGHT_SIZE = 6;
/** Highly rated: at least this many visible reviews … */
export const MIN_RATINGS = 3;
/** … averaging at least this. */
export const MIN_AVERAGE = 4;
/** The best sellers' days, today included. */
export const BEST_SELLER_DAYS = 30;
/** The rating order's pages read at most, looking past books with too few reviews. */
const RATED_PAGES = 4;
const PAGE = 50;

/** A catalogue page request with the list's defaults. */
const pageOf = (request: Partial<ListBooksArgs>): ListBooksArgs => Object.assign(new ListBooksArgs(), request);

/**
 * The home page's shelves and a book's "also bought", read through the catalogue (its indexes, or
 * the in-process index) and the orders' running totals: nothing here reads the orders. Books out
 * of stock stay on the shelves: their page offers the wishlist's back-in-stock alert.
 */
@Injectable()
export class ShelvesService {
  constructor(
    private readonly books: BooksService,
    private readonly figures: OrderFigures,
    private readonly alsoBoughtCounts: AlsoBoughtCounts,
  ) {}

  async shelves(now = new Date()): Promise<Shelves> {
    const [newArrivals, bestSellers, highlyRated] = await Promise.all([
      this.newArrivals(),
      this.bestSellers(now),
      this.highlyRated(),
    ]);
    return { newArrivals, bestSellers, highlyRated };
  }

  /** Bought with the book most often, then the same author's, then the same category's (best rated first); never the book itself or twice. */
  async alsoBought(bookId: string): Promise<Book[]> {
    const book = await this.books.findOne(bookId);
    const picked = new Map<string, Book>();
    const take = (candidates: ReadonlyArray<Book | null | undefined>) => {
      for (const candidate of candidates) {
        if (picked.size >= ALSO_BOUGHT_SIZE) return;
        if (candidate && candidate._id !== book._id && !picked.has(candidate._id)) picked.set(candidate._id, candidate);
      }
    };
    const paired = await this.alsoBoughtCounts.top(book._id, ALSO_BOUGHT_SIZE * 2);
    take((await this.books.findMany(paired)).map((priced) => priced?.book));
    if (picked.size < ALSO_BOUGHT_SIZE && book.author) {
      const byAuthor = await this.books.list(
        pageOf({
          search: book.author,
          searchIn: BookSearchScope.TITLE_AUTHOR,
          sort: BookSort.RATING,
          direction: SortDirection.DESC,
          first: PAGE,
        }),
      );
      take(byAuthor.edges.map((edge) => edge.node).filter((other) => other.author === book.author));
    }
    if (picked.size < ALSO_BOUGHT_SIZE) {
      const sameCategory = await this.books.list(
        pageOf({
          category: book.category,
          sort: BookSort.RATING,
          direction: SortDirection.DESC,
          first: ALSO_BOUGHT_SIZE * 2,
        }),
      );
      take(sameCategory.edges.map((edge) => edge.node));
    }
    return [...picked.values()];
  }

  private async newArrivals(): Promise<Book[]> {
    const newest = await this.books.list(
      pageOf({ sort: BookSort.CREATED_AT, direction: SortDirection.DESC, first: SHELF_SIZE }),
    );
    return newest.edges.map((edge) => edge.node);
  }

  /** The last 30 days' copies per book, from the days' running totals (OrderFigures.sales: one document a day). */
  private async bestSellers(now: Date): Promise<Book[]> {
    const { from, to } = lastDays(BEST_SELLER_DAYS, now);
    const days = await this.figures.sales(from, to, { books: 'all' });
    const copies = new Map<string, number>();
    for (const day of days)
      for (const [bookId, sold] of Object.entries(day.books)) copies.set(bookId, (copies.get(bookId) ?? 0) + sold.c);
    const ranked = [...copies]
      .filter(([, sold]) => sold > 0)
      .sort(([idA, a], [idB, b]) => b - a || (idA < idB ? -1 : idA > idB ? 1 : 0))
      .map(([bookId]) => bookId);
    const books: Book[] = [];
    // Deleted books drop out; a few more than a shelf are looked up in one read.
    for (let start = 0; start < ranked.length && books.length < SHELF_SIZE; start += SHELF_SIZE * 2) {
      const found = await this.books.findMany(ranked.slice(start, start + SHELF_SIZE * 2));
      for (const priced of found) if (priced && books.length < SHELF_SIZE) books.push(priced.book);
    }
    return books;
  }

  /** Down the rating order (average, then count), keeping books with enough reviews, until the average falls short. */
  private async highlyRated(): Promise<Book[]> {
    const books: Book[] = [];
    let after: string | null = null;
    for (let read = 0; read < RATED_PAGES && books.length < SHELF_SIZE; read++) {
      const connection = await this.books.list(
        pageOf({
          sort: BookSort.RATING,
          direction: SortDirection.DESC,
          first: PAGE,
          after,
        }),
      );
      for (const { node } of connection.edges) {
        if ((node.ratingAverage ?? 0) < MIN_AVERAGE) return books;
        if (node.ratingCount >= MIN_RATINGS && books.length < SHELF_SIZE) books.push(node);
      }
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor ?? null;
    }
    return books;
  }
}
