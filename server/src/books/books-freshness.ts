import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ChangeFeed } from '../database/change-feed';
import { BooksService } from './books.service';

/**
 * Keeps this instance's view of the catalogue current with what other instances write: the
 * change feed names the books changed elsewhere (or says anything may have changed), and
 * BooksService reads them again. Stopped with the feed when the app shuts down.
 */
@Injectable()
export class BooksFreshness implements OnApplicationBootstrap {
  constructor(
    private readonly feed: ChangeFeed,
    private readonly books: BooksService,
  ) {}

  onApplicationBootstrap(): void {
    // With the index's size to compare, a poll reloads everything only when a deletion it cannot
    // see by `updatedAt` made the counts differ, not on every new book.
    this.feed.watch(
      'books',
      (change) => (change.all ? this.books.reloadCatalogue() : this.books.refreshBooks(change.ids)),
      { expectedCount: () => this.books.catalogueSize() },
    );
  }
}
