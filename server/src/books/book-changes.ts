import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LiveStreams, type Topic } from '../common/events/live-streams';
import { BooksChangedElsewhere, BooksRemoved, BooksSaved, BookStockChanged, CatalogueChange } from './book-events';
import { BooksService } from './books.service';
import type { BookChange } from './models/book-change.model';
import type { Book } from './models/book.model';

/** The ids (lower case, as watched) a catalogue event may have changed (price, stock, presence), or 'all'. */
function changedIds(event: CatalogueChange): readonly string[] | 'all' {
  const ids =
    event instanceof BooksSaved
      ? event.records.map((record) => String(record._id))
      : event instanceof BooksRemoved || event instanceof BooksChangedElsewhere
        ? event.ids
        : event instanceof BookStockChanged
          ? [event.bookId]
          : [];
  return ids === 'all' ? ids : ids.map((id) => id.toLowerCase());
}

/**
 * The catalogue's subscriptions: `bookChanged(id)` and the admin's `lowStock`. A changed book is
 * read once for all its watchers (after this turn of the event loop, so the catalogue's own
 * listeners have applied the change), and a change reaches the watchers of that book only.
 */
@Injectable()
export class BookChanges {
  private readonly byBook: Topic<BookChange>;
  private readonly threshold: number;

  constructor(
    private readonly streams: LiveStreams,
    private readonly books: BooksService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.threshold = config.lowStockThreshold;
    this.byBook = streams.topic(CatalogueChange, changedIds, (event, id) =>
      (event instanceof BooksRemoved ? Promise.resolve(null) : this.read(id)).then((book) => ({ id, book })),
    );
  }

  /** Every change of this book's price, stock or presence; `book` null once it is gone. */
  watch(id: string): AsyncIterableIterator<BookChange> {
    return this.byBook.watch(id.toLowerCase());
  }

  /** A book whose stock fell to the low-stock threshold or below (a sale took copies). */
  lowStock(): AsyncIterableIterator<Book> {
    return this.streams.of(BookStockChanged, ({ bookId, stock, change }) =>
      change < 0 && stock <= this.threshold ? this.read(bookId).then((book) => book ?? undefined) : undefined,
    );
  }

  private read(id: string): Promise<Book | null> {
    return new Promise((resolve) => setImmediate(resolve)).then(
      async () => (await this.books.findMany([id]))[0]?.book ?? null,
    );
  }
}
