import type { Logger } from '@nestjs/common';
import { trusted, type Model } from 'mongoose';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { CATALOGUE_FIELDS, CatalogueIndex, type CatalogueRecord } from './catalogue-index';
import type { Book as BookRecord } from './schemas/book.schema';

/** The start-up load reads the catalogue in batches of this many books. */
const LOAD_BATCH = 1000;
/** Up to this many books are re-read one `findById` each; more with one `$in` (which scans on the local engine). */
const BY_ID_MAX = 32;
/** A failed first load is tried again after this long; reads use the database meanwhile. */
const RETRY_MS = 5000;

/**
 * Keeps BooksService's catalogue index: loads it at start-up (in batches, from a lean cursor),
 * applies every write of this instance at once, re-reads the books another instance changed
 * (`refresh`) or everything (`reload`, swapped in whole when complete). Until the first load
 * completes, `index` is undefined and the catalogue's reads use the database.
 *
 * Writes made while a load runs are noted and re-read before the new index is swapped in, so it
 * never misses one. Two writes to one book that overlap (two orders, say) may have their results
 * applied in either order, so the last of them to finish reads the book again before it returns.
 */
export class CatalogueMirror {
  private current: CatalogueIndex | undefined;
  /** The load in progress: the books changed meanwhile, or `restart` when it must read everything again. */
  private build: { changed: Set<string>; restart: boolean } | undefined;
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private readonly writing = new Map<string, { count: number; contended: boolean }>();
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly books: Model<BookRecord>,
    private readonly imageUrl: (ref: string) => string,
    private readonly logger: Pick<Logger, 'log' | 'warn' | 'error'>,
  ) {}

  /** The index, once loaded. */
  get index(): CatalogueIndex | undefined {
    return this.current;
  }

  /** Starts the first load without waiting for it (a failure is logged and tried again). */
  start(): void {
    this.reload().catch(() => undefined);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /**
   * Reads the whole catalogue into a new index and swaps it in once complete. A call while a
   * load runs waits for one more load that starts after it (calls meanwhile share that one).
   */
  reload(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.chain
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.rebuild();
      });
    this.queued = run;
    this.chain = run;
    return run;
  }

  /** Re-reads these books: found ones are replaced, missing ones dropped. */
  async refresh(ids: readonly string[]): Promise<void> {
    const wanted = [...new Set(ids.filter((id) => typeof id === 'string').map((id) => id.toLowerCase()))];
    for (const id of wanted) this.build?.changed.add(id);
    if (!wanted.length || !this.current) return;
    await this.write(wanted, async () => {
      const records = await this.read(wanted);
      if (this.current) apply(this.current, wanted, records);
    });
  }

  /**
   * Runs a write to these books, which applies its result to the index itself (`upsert`,
   * `setStock`, `remove`); books another write touched meanwhile are read again before the last
   * of those writes returns.
   */
  async write<T>(ids: readonly string[], op: () => Promise<T>): Promise<T> {
    const keys = [...new Set(ids.filter((id) => typeof id === 'string').map((id) => id.toLowerCase()))];
    for (const id of keys) {
      const held = this.writing.get(id);
      if (held) {
        held.count++;
        held.contended = true;
      } else this.writing.set(id, { count: 1, contended: false });
    }
    try {
      return await op();
    } finally {
      const again: string[] = [];
      for (const id of keys) {
        const held = this.writing.get(id)!;
        if (--held.count > 0) continue;
        this.writing.delete(id);
        if (held.contended) again.push(id);
      }
      // Before the last of them returns, so that its caller reads what the database holds.
      if (again.length) {
        await this.refresh(again).catch((error: Error) =>
          this.logger.warn(`Could not re-read ${again.length} book(s) for the catalogue index: ${error.message}`),
        );
      }
    }
  }

  /** Stored documents as a write left them (created, imported, updated). */
  upsert(records: readonly CatalogueRecord[]): void {
    this.current?.upsertMany(records);
    for (const record of records) this.build?.changed.add(String(record._id).toLowerCase());
  }

  remove(id: string): void {
    this.current?.remove(id);
    this.build?.changed.add(id.toLowerCase());
  }

  setStock(id: string, stock: number): void {
    this.current?.setStock(id, stock);
    this.build?.changed.add(id.toLowerCase());
  }

  /** Every book was deleted. */
  clear(): void {
    if (this.current) this.current = new CatalogueIndex(this.imageUrl);
    if (this.build) this.build.restart = true;
  }

  /** Books with one of these covers lost it (`BooksService.forgetImages`). */
  forgetImages(refs: ReadonlySet<string>): void {
    this.current?.forgetImages(refs);
    if (this.build) this.build.restart = true;
  }

  private async rebuild(): Promise<void> {
    if (this.stopped) return;
    const started = Date.now();
    clearTimeout(this.retry);
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
      const fallback = this.current
        ? 'the previous index stays'
        : `reads use the database; trying again in ${RETRY_MS / 1000} s`;
      this.logger.error(`Could not load the catalogue index: ${(error as Error).message}; ${fallback}`);
      if (!this.current) this.retry = setTimeout(() => this.start(), RETRY_MS).unref();
      throw error;
    }
  }

  private async loadInto(index: CatalogueIndex): Promise<void> {
    const cursor = this.books.find({}, CATALOGUE_FIELDS).lean<CatalogueRecord[]>().cursor({ batchSize: LOAD_BATCH });
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
      const found = await Promise.all(
        valid.map((id) => this.books.findById(id, CATALOGUE_FIELDS).lean<CatalogueRecord>().exec()),
      );
      return found.filter((record): record is CatalogueRecord => record !== null);
    }
    return this.books
      .find({ _id: trusted({ $in: valid }) }, CATALOGUE_FIELDS)
      .lean<CatalogueRecord[]>()
      .exec();
  }
}

/** Applies a re-read: the records found replace what the index holds, the ids not found are dropped. */
function apply(index: CatalogueIndex, ids: readonly string[], records: readonly CatalogueRecord[]): void {
  const found = new Set(records.map((record) => String(record._id).toLowerCase()));
  index.upsertMany(records);
  for (const id of ids) if (!found.has(id)) index.remove(id);
}
