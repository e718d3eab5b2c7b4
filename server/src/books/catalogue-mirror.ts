import type { Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import type { EventBus } from '../common/events/event-bus';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { BookStockChanged, BooksChangedElsewhere, BooksRemoved, BooksSaved, CoversForgotten } from './book-events';
import type { BooksRepository } from './books.repository';
import { CATALOGUE_FIELDS, CatalogueIndex, type CatalogueRecord } from './catalogue-index';

/** The start-up load reads the catalogue in batches of this many books. */
const LOAD_BATCH = 1000;
/** Up to this many books are re-read one `findById` each; more with one `$in` (which scans on the local engine). */
const BY_ID_MAX = 32;
/** A failed load is tried again after this long (reads use the database, or the previous index, meanwhile). */
const RELOAD_RETRY_MS = 5000;
/** Books that could not be read again are tried again after this long. */
const REREAD_RETRY_MS = 1000;
/** A re-read that keeps crossing other changes of its books gives way to a retry after this many attempts. */
const REREAD_ATTEMPTS = 3;

/**
 * Keeps the catalogue index current from the catalogue's events (book-events.ts): loads it at
 * start-up (in batches, from a lean cursor of BooksRepository), applies every write's result as it is published,
 * re-reads the books another instance changed, or everything (`reload`, swapped in whole when
 * complete). Until the first load completes, `index` is undefined (CatalogueMemory then asks the
 * database).
 *
 * - Overlapping writes: two writes to one book may publish their results in either order. An
 *   event whose write began before another change of the same book was applied is not applied:
 *   the book is read again instead, before the event's publisher returns.
 * - Writes during a load are noted and re-read before the new index is swapped in.
 * - Failures: a result that cannot be applied is logged and its books are read again; a re-read
 *   that fails is tried again a second later until it succeeds, and one whose result cannot be
 *   applied either reads a new index; a failed load is tried again five seconds later. Nothing
 *   here ever fails the write that published.
 */
export class CatalogueMirror {
  private current: CatalogueIndex | undefined;
  /** The load in progress: the books changed meanwhile, or `restart` when it must read everything again. */
  private build: { changed: Set<string>; restart: boolean } | undefined;
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private readonly applied = new AppliedTimes();
  private readonly unread = new Set<string>();
  private rereadTimer: NodeJS.Timeout | undefined;
  private reloadTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly books: BooksRepository,
    private readonly imageUrl: (ref: string) => string,
    private readonly logger: Pick<Logger, 'log' | 'warn' | 'error'>,
    events: EventBus,
  ) {
    events.subscribe(BooksSaved, ({ records, startedAt }) =>
      this.applyWrite(
        records.map((record) => String(record._id)),
        startedAt,
        (index, ids) => index.upsertMany(records.filter((record) => ids.has(String(record._id).toLowerCase()))),
      ),
    );
    events.subscribe(BooksRemoved, ({ ids, startedAt }) =>
      ids === 'all'
        ? this.everyBookChanged(() => new CatalogueIndex(this.imageUrl))
        : this.applyWrite(ids, startedAt, (index, keys) => keys.forEach((id) => index.remove(id))),
    );
    events.subscribe(BookStockChanged, ({ bookId, stock, startedAt }) =>
      this.applyWrite([bookId], startedAt, (index) => index.setStock(bookId, stock)),
    );
    events.subscribe(CoversForgotten, ({ refs }) =>
      this.everyBookChanged((index) => (index.forgetImages(new Set(refs)), index)),
    );
    events.subscribe(BooksChangedElsewhere, ({ ids }) => (ids === 'all' ? this.reload() : this.refresh(ids)));
  }

  /** The index, once loaded. */
  get index(): CatalogueIndex | undefined {
    return this.current;
  }

  /** Starts the first load without waiting for it (a failure is logged and tried again). */
  start(): void {
    void this.reload();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.reloadTimer);
    clearTimeout(this.rereadTimer);
  }

  /**
   * Reads the whole catalogue into a new index and swaps it in once complete. A call while a
   * load runs waits for one more load that starts after it (calls meanwhile share that one).
   * Never rejects: a failed load is logged and tried again.
   */
  reload(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.chain.then(() => {
      this.queued = undefined;
      return this.rebuild();
    });
    this.queued = run;
    this.chain = run;
    return run;
  }

  /** Re-reads these books: found ones are replaced, missing ones dropped. */
  async refresh(ids: readonly string[]): Promise<void> {
    let wanted = unique(ids);
    for (const id of wanted) this.build?.changed.add(id);
    for (let attempt = 1; wanted.length && this.current; attempt++) {
      const startedAt = performance.now();
      let records: CatalogueRecord[];
      try {
        records = await this.read(wanted);
      } catch (error) {
        this.logger.warn(
          `Could not re-read ${wanted.length} book(s) for the catalogue index: ${(error as Error).message}`,
        );
        return this.rereadLater(wanted);
      }
      // A change applied while this read ran may be newer than what it found: those are read again.
      const crossed = wanted.filter((id) => this.applied.since(id, startedAt));
      const settled = new Set(wanted);
      for (const id of crossed) settled.delete(id);
      const found = records.filter((record) => settled.has(String(record._id).toLowerCase()));
      if (this.applyNow([...settled], (index) => apply(index, [...settled], found)).length) {
        // What the database holds cannot be applied either: a new index is read in the background.
        void this.reload();
        return;
      }
      wanted = crossed;
      if (wanted.length && attempt >= REREAD_ATTEMPTS) return this.rereadLater(wanted);
    }
  }

  /**
   * A write's result for these books: applied at once, unless another change of one of them was
   * applied since the write began (its result may then be the older one), in which case the
   * book is read again.
   */
  private async applyWrite(
    ids: readonly string[],
    startedAt: number | undefined,
    apply: (index: CatalogueIndex, ids: ReadonlySet<string>) => void,
  ): Promise<void> {
    const keys = unique(ids);
    for (const id of keys) this.build?.changed.add(id);
    const crossed = startedAt === undefined ? [] : keys.filter((id) => this.applied.since(id, startedAt));
    const clear = new Set(keys);
    for (const id of crossed) clear.delete(id);
    const failed = this.applyNow([...clear], (index) => apply(index, clear));
    await this.refresh([...crossed, ...failed]);
  }

  /** Applies a change to the index (if loaded) and notes when; returns the ids to read again if it failed. */
  private applyNow(ids: readonly string[], apply: (index: CatalogueIndex) => void): readonly string[] {
    if (!ids.length) return [];
    for (const id of ids) this.applied.mark(id);
    if (!this.current) return [];
    try {
      apply(this.current);
      return [];
    } catch (error) {
      this.logger.error(
        `Could not apply a change of ${ids.length} book(s) to the catalogue index: ${(error as Error).message}`,
      );
      return ids;
    }
  }

  /** A change of any number of books (every book deleted, covers forgotten): `change` gives the index after it. */
  private async everyBookChanged(change: (index: CatalogueIndex) => CatalogueIndex): Promise<void> {
    this.applied.markAll();
    if (this.build) this.build.restart = true;
    if (!this.current) return;
    try {
      this.current = change(this.current);
    } catch (error) {
      this.logger.error(`Could not apply a change to the catalogue index: ${(error as Error).message}; reloading`);
      await this.reload();
    }
  }

  private rereadLater(ids: readonly string[]): void {
    for (const id of ids) this.unread.add(id);
    if (this.rereadTimer || this.stopped) return;
    this.rereadTimer = setTimeout(() => {
      this.rereadTimer = undefined;
      const again = [...this.unread];
      this.unread.clear();
      void this.refresh(again);
    }, REREAD_RETRY_MS).unref();
  }

  private async rebuild(): Promise<void> {
    if (this.stopped) return;
    const started = Date.now();
    clearTimeout(this.reloadTimer);
    try {
      for (;;) {
        const build = { changed: new Set<string>(), restart: false };
        this.build = build;
        const next = new CatalogueIndex(this.imageUrl);
        await this.loadInto(next);
        while (!build.restart && build.changed.size) {
          const ids = [...build.changed];
          build.changed.clear();
          apply(next, ids, await this.read(ids));
        }
        if (build.restart) continue;
        this.current = next;
        this.build = undefined;
        this.logger.log(`Catalogue index: ${next.size} books loaded in ${Date.now() - started} ms`);
        return;
      }
    } catch (error) {
      this.build = undefined;
      if (this.stopped) return;
      const meanwhile = this.current ? 'the previous index stays' : 'reads use the database';
      this.logger.error(
        `Could not load the catalogue index: ${(error as Error).message}; ${meanwhile}, trying again in ${RELOAD_RETRY_MS / 1000} s`,
      );
      this.reloadTimer = setTimeout(() => void this.reload(), RELOAD_RETRY_MS).unref();
    }
  }

  private async loadInto(index: CatalogueIndex): Promise<void> {
    const cursor = this.books.cursor<CatalogueRecord>(CATALOGUE_FIELDS, LOAD_BATCH);
    let batch: CatalogueRecord[] = [];
    for await (const record of cursor) {
      batch.push(record);
      if (batch.length < LOAD_BATCH) continue;
      index.upsertMany(batch, { settle: false });
      batch = [];
    }
    index.upsertMany(batch, { settle: false });
    index.settle();
  }

  private async read(ids: readonly string[]): Promise<CatalogueRecord[]> {
    const valid = ids.filter(isObjectIdString);
    if (valid.length <= BY_ID_MAX) {
      const found = await Promise.all(valid.map((id) => this.books.findById<CatalogueRecord>(id, CATALOGUE_FIELDS)));
      return found.filter((record): record is CatalogueRecord => record !== null);
    }
    return this.books.findByIds<CatalogueRecord>(valid, CATALOGUE_FIELDS);
  }
}

/** Applies a re-read: the records found replace what the index holds, the ids not found are dropped. */
function apply(index: CatalogueIndex, ids: readonly string[], records: readonly CatalogueRecord[]): void {
  const found = new Set(records.map((record) => String(record._id).toLowerCase()));
  index.upsertMany(records);
  for (const id of ids) if (!found.has(id)) index.remove(id);
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => typeof id === 'string').map((id) => id.toLowerCase()))];
}

/** How long the times of applied changes are remembered, at least; a write begun earlier is always read again. */
const REMEMBER_MS = 60_000;

/**
 * When each book last had a change applied (`performance.now()`), so that a write's result can
 * be checked against the changes applied since that write began. Kept for the last one to two
 * minutes in two generations of maps, so it never grows with the catalogue; asked about an older
 * time, it answers yes (a re-read: slower, never wrong).
 */
class AppliedTimes {
  private recent = new Map<string, number>();
  private older = new Map<string, number>();
  private rotatedAt = performance.now();
  /** Times before this are forgotten. */
  private forgottenBefore = -Infinity;
  /** The last change of every book at once. */
  private everyBookAt = -Infinity;

  mark(id: string): void {
    const now = performance.now();
    if (now - this.rotatedAt >= REMEMBER_MS) {
      this.older = this.recent;
      this.recent = new Map();
      this.forgottenBefore = this.rotatedAt;
      this.rotatedAt = now;
    }
    this.recent.set(id, now);
  }

  markAll(): void {
    this.everyBookAt = performance.now();
  }

  /** Whether a change of this book may have been applied at or after `time`. */
  since(id: string, time: number): boolean {
    if (time < this.forgottenBefore || this.everyBookAt >= time) return true;
    const at = this.recent.get(id) ?? this.older.get(id);
    return at !== undefined && at >= time;
  }
}
