import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventStream } from '../common/events/event-stream';
import { BooksChangedElsewhere, BooksRemoved, BooksSaved, BookStockChanged, CatalogueChange } from './book-events';
import { BooksService } from './books.service';
import type { BookChange } from './models/book-change.model';
import type { Book } from './models/book.model';

/** The ids a catalogue event may have changed (price, stock, presence), or 'all'. */
function changedIds(event: CatalogueChange): readonly string[] | 'all' {
  if (event instanceof BooksSaved) return event.records.map((record) => String(record._id));
  if (event instanceof BooksRemoved || event instanceof BooksChangedElsewhere) return event.ids;
  if (event instanceof BookStockChanged) return [event.bookId];
  return [];
}

/**
 * The catalogue's subscriptions: `bookChanged(id)` and the admin's `lowStock`. One listener on the
 * catalogue's events serves every watcher: a changed book is read once (after this turn of the
 * event loop, so the catalogue's own listeners have applied the change) and handed to each of its
 * watchers.
 */
@Injectable()
export class BookChanges {
  private readonly watchers = new Map<string, Set<(change: Promise<BookChange>) => void>>();
  private readonly threshold: number;

  constructor(
    private readonly bus: EventBus,
    private readonly books: BooksService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.threshold = config.lowStockThreshold;
    bus.subscribe(CatalogueChange, (event) => this.changed(event));
  }

  /** Every change of this book's price, stock or presence; `book` null once it is gone. */
  watch(id: string): AsyncIterableIterator<BookChange> {
    const key = id.toLowerCase();
    return new EventStream<BookChange>((push) => {
      let set = this.watchers.get(key);
      if (!set) this.watchers.set(key, (set = new Set()));
      set.add(push);
      return () => {
        set.delete(push);
        if (!set.size) this.watchers.delete(key);
      };
    });
  }

  /** A book whose stock fell to the low-stock threshold or below (a sale took copies). */
  lowStock(): AsyncIterableIterator<Book> {
    return new EventStream<Book>((push) =>
      this.bus.subscribe(BookStockChanged, ({ bookId, stock, change }) => {
        if (change < 0 && stock <= this.threshold) push(this.read(bookId).then((book) => book ?? undefined));
      }),
    );
  }

  private changed(event: CatalogueChange): void {
    if (!this.watchers.size) return;
    const ids = changedIds(event);
    const watched = ids === 'all' ? [...this.watchers.keys()] : ids.filter((id) => this.watchers.has(id.toLowerCase()));
    for (const id of watched) {
      const removed = event instanceof BooksRemoved;
      const change = removed ? Promise.resolve(null) : this.read(id);
      const delivery = change.then((book) => ({ id, book }));
      for (const push of this.watchers.get(id.toLowerCase()) ?? []) push(delivery);
    }
  }

  private read(id: string): Promise<Book | null> {
    return new Promise((resolve) => setImmediate(resolve)).then(
      async () => (await this.books.findMany([id]))[0]?.book ?? null,
    );
  }
}
