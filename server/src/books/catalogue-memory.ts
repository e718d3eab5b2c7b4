import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import type { Connection } from '../common/pagination/paginated';
import type { BookSuggestion, FindBooksRequest, FoundBooks } from './book-finder';
import type { CatalogueDatabase } from './catalogue-database';
import { findInIndex, suggestInIndex } from './catalogue-find';
import type { CatalogueMirror } from './catalogue-mirror';
import type { CataloguePageRequest } from './catalogue-order';
import { CatalogueReads, type AllBooks, type PricedBook } from './catalogue-reads';
import type { CategoryCount } from './models/book-payloads.model';
import type { Book } from './models/book.model';

/**
 * The catalogue's reads answered from the in-process index of every book (catalogue-index.ts),
 * kept current by the mirror from the catalogue's events; loaded at start-up without blocking
 * it. Until the index has loaded, or while loading it fails, the database answers instead: the
 * choice is made here, read by read, and the caller never knows which answered.
 */
export class CatalogueMemory extends CatalogueReads implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly mirror: CatalogueMirror,
    private readonly database: CatalogueDatabase,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.mirror.start();
  }

  onApplicationShutdown(): void {
    this.mirror.stop();
  }

  async page(request: CataloguePageRequest): Promise<Connection<Book>> {
    return this.mirror.index?.page(request) ?? this.database.page(request);
  }

  async findOne(id: string): Promise<Book | undefined> {
    const index = this.mirror.index;
    return index ? index.get(id) : this.database.findOne(id);
  }

  async findMany(ids: readonly string[]): Promise<Array<PricedBook | null>> {
    const index = this.mirror.index;
    if (!index) return this.database.findMany(ids);
    return ids.map((id) => (typeof id === 'string' && isObjectIdString(id) ? (index.getPriced(id) ?? null) : null));
  }

  async *all(): AsyncGenerator<Book> {
    const index = this.mirror.index;
    if (index) yield* index.all();
    else yield* this.database.all();
  }

  /** The body made once per change of the index, or the database's stream while it loads. */
  async allBooks(): Promise<AllBooks> {
    return this.mirror.index?.allBooksJson() ?? this.database.allBooks();
  }

  async categories(): Promise<CategoryCount[]> {
    return this.mirror.index?.categories() ?? this.database.categories();
  }

  heldBooks(): number | undefined {
    return this.mirror.index?.size;
  }

  async find(request: FindBooksRequest): Promise<FoundBooks> {
    const index = this.mirror.index;
    return index ? findInIndex(index.findSource(), request) : this.database.find(request);
  }

  async suggest(text: string): Promise<BookSuggestion[]> {
    const index = this.mirror.index;
    return index ? suggestInIndex(index.findSource(), text) : this.database.suggest(text);
  }
}
