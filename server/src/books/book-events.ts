import { DomainEvent, type EventOptions, WITH_NOTICE } from '../common/events/event-bus';
import type { CatalogueRecord } from './catalogue-index';

/**
 * What changed in the catalogue, published on the EventBus by the write that changed it (or,
 * for other instances' writes, from the change feed as BooksChangedElsewhere). The catalogue's readers
 * keep themselves current from these alone: no write touches them.
 *
 * `startedAt` (`performance.now()` when the write began, before its database operation) lets a
 * listener see that two writes to one book overlapped: their results may reach it in either
 * order, so it reads the book again (catalogue-mirror.ts). A write creating new books has none.
 */
export abstract class CatalogueChange extends DomainEvent {}

/**
 * Books as a write stored them: created, imported, or updated (the document with its `$set` applied).
 * `stockLowered`: the books among them whose stock the admin's edit lowered, and when (the time
 * the update wrote as the book's `stockLowered.at`).
 */
export class BooksSaved extends CatalogueChange {
  constructor(
    readonly records: readonly CatalogueRecord[],
    readonly startedAt?: number,
    readonly stockLowered: ReadonlyArray<{ bookId: string; at: Date }> = [],
    options?: EventOptions,
  ) {
    super(options);
  }
}

/** These books were deleted, or `'all'` of them (the demo catalogue's reload). */
export class BooksRemoved extends CatalogueChange {
  constructor(
    readonly ids: readonly string[] | 'all',
    readonly startedAt?: number,
  ) {
    super();
  }
}

/**
 * A book's stock as the conditional update that changed it returned it (a sale, copies put back),
 * and the change it made (`-2`: a sale took two copies). `soldAt`: a sale's time, as the update
 * wrote it into the book's `stockLowered.at`.
 */
export class BookStockChanged extends CatalogueChange {
  constructor(
    readonly bookId: string,
    readonly stock: number,
    readonly startedAt: number,
    readonly change: number,
    readonly soldAt?: Date,
  ) {
    super();
  }
}

/** Books whose cover was one of these image references lost it (the image sweep found the files gone). */
export class CoversForgotten extends CatalogueChange {
  constructor(readonly refs: readonly string[]) {
    super();
  }
}

/**
 * Another instance changed these books, or `'all'`: anything may have changed (a deletion seen
 * by polling, a reopened change stream, a restart of the embedded engine). Only the ids are
 * known; a listener reads the books again.
 */
export class BooksChangedElsewhere extends CatalogueChange {
  constructor(readonly ids: readonly string[] | 'all') {
    super();
  }
}

/**
 * A sale or the admin's edit took this book to the low-stock threshold or below, and its alert is
 * stored with its email's notice (LowStockAlerts, stock-notices.ts). Not a catalogue change.
 */
export class LowStockAlerted extends DomainEvent {
  constructor(readonly bookId: string) {
    super(WITH_NOTICE);
  }
}
