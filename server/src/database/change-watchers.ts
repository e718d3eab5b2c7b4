import type { Logger } from '@nestjs/common';
import type { mongo } from 'mongoose';
import type { ChangeDelivery } from './change-delivery';

export interface Watcher {
  start(): void;
  stop(): Promise<void>;
}

type Log = Pick<Logger, 'warn'>;

/** After an error, the stream is opened again after this long. */
const REOPEN_MS = 1000;
/** Events arriving within this long are handed over in one call (an order touches several books at once). */
const GATHER_MS = 20;
/** Only what the feed needs: the event's `_id` (its resume token), its kind and the document's `_id`. */
const PIPELINE = [{ $project: { operationType: 1, documentKey: 1 } }];

/**
 * Change streams (replica sets, sharded clusters, Atlas): every insert, update, replace and
 * delete names its document. On an error the stream resumes after the last token it saw; if
 * that fails too (the token fell off the oplog), it opens afresh and reports "everything may
 * have changed". A dropped or renamed collection invalidates the stream: "everything", then a
 * new stream after the invalidation.
 */
export class ChangeStreamWatcher implements Watcher {
  private stream: mongo.ChangeStream | undefined;
  private reopenTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The current stream was opened from a token after an error and has not yet shown it works. */
  private resuming = false;

  constructor(
    private readonly collection: mongo.Collection,
    private readonly delivery: ChangeDelivery,
    private readonly logger: Log,
    private readonly options: { startAtOperationTime?: mongo.Timestamp },
  ) {}

  start(): void {
    const { startAtOperationTime } = this.options;
    this.open(startAtOperationTime ? { startAtOperationTime } : {});
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reopenTimer);
    const stream = this.stream;
    this.stream = undefined;
    await stream?.close().catch(() => undefined);
    await this.delivery.stop();
  }

  private open(from: mongo.ChangeStreamOptions): void {
    if (this.stopped) return;
    const stream = this.collection.watch(PIPELINE, from);
    this.stream = stream;
    stream.on('change', (event) => this.onEvent(stream, event));
    stream.on('resumeTokenChanged', () => (this.resuming = false));
    stream.on('error', (error) => this.recover(stream, error));
  }

  private onEvent(stream: mongo.ChangeStream, event: mongo.ChangeStreamDocument): void {
    this.resuming = false;
    switch (event.operationType) {
      case 'insert':
      case 'update':
      case 'replace':
      case 'delete':
        this.delivery.push({ all: false, ids: [String(event.documentKey._id)] });
        break;
      case 'drop':
      case 'rename':
      case 'dropDatabase':
        this.delivery.push({ all: true });
        break;
      case 'invalidate':
        this.delivery.push({ all: true });
        this.replace(stream, { startAfter: event._id }, 0);
        break;
      default:
        return; // index and collection events (showExpandedEvents) change no document
    }
    this.delivery.schedule(GATHER_MS);
  }

  private recover(stream: mongo.ChangeStream, error: Error): void {
    if (this.stream !== stream || this.stopped) return;
    const token = stream.resumeToken;
    if (token && !this.resuming) {
      this.logger.warn(`Change stream on ${this.collection.collectionName} failed (${error.message}); resuming`);
      this.resuming = true;
      this.replace(stream, { startAfter: token }, REOPEN_MS);
    } else {
      this.logger.warn(
        `Change stream on ${this.collection.collectionName} failed (${error.message}); ` +
          'opening a new one and reloading everything',
      );
      this.resuming = false;
      this.delivery.push({ all: true });
      this.delivery.schedule(0);
      this.replace(stream, {}, REOPEN_MS);
    }
  }

  private replace(stream: mongo.ChangeStream, from: mongo.ChangeStreamOptions, delayMs: number): void {
    this.stream = undefined;
    void stream.close().catch(() => undefined);
    clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(() => this.open(from), delayMs);
  }
}

export interface PollingOptions {
  intervalMs: number;
  overlapMs: number;
  maxIds: number;
  /** This instance's start (its own clock): no poll looks later than this for the first time. */
  since: number;
  expectedCount?: () => number | undefined;
  /** Deletions tell the listener nothing: no count is taken, and a changed count means nothing. */
  ignoreDeletions?: boolean;
}

/**
 * The fallback where change streams are not available (a standalone mongod): every
 * `intervalMs`, the ids of documents whose `updatedAt` is at or after the newest one seen,
 * less `overlapMs` (so a writer whose clock lags a little, or whose write landed late, is not
 * missed; ids already reported with the same `updatedAt` are not reported again). Deletions
 * leave no `updatedAt`: the collection's count is compared after each poll with what the
 * listener holds (or with the previous count), and a difference means "everything may have
 * changed". One indexed range read and one metadata count per poll; more than `maxIds` changes
 * in one poll also means "everything".
 */
export class PollingWatcher implements Watcher {
  /** The newest `updatedAt` seen, never later than this instance's clock at the poll that saw it. */
  private mark: number;
  /** Ids reported within the overlap, with the `updatedAt` they were reported for. */
  private readonly seen = new Map<string, number>();
  private lastCount: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private stopped = false;
  private failing = false;

  constructor(
    private readonly collection: mongo.Collection,
    private readonly delivery: ChangeDelivery,
    private readonly logger: Log,
    private readonly options: PollingOptions,
  ) {
    this.mark = options.since;
  }

  start(): void {
    this.current = this.tick(true);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
    await this.delivery.stop();
  }

  /** One poll; exposed for tests that want to drive it without waiting for the timer. */
  async poll(): Promise<void> {
    const polledAt = Date.now();
    const { overlapMs, maxIds } = this.options;
    const recent = await this.collection
      .find({ updatedAt: { $gte: new Date(this.mark - overlapMs) } }, { projection: { _id: 1, updatedAt: 1 } })
      .limit(maxIds + 1)
      .toArray();
    const count = this.options.ignoreDeletions ? undefined : await this.collection.estimatedDocumentCount();
    if (recent.length > maxIds) {
      this.delivery.push({ all: true });
      this.seen.clear();
      this.mark = Math.max(this.mark, polledAt);
    } else {
      const changed: string[] = [];
      for (const { _id, updatedAt } of recent) {
        const id = String(_id);
        const at = updatedAt instanceof Date ? updatedAt.getTime() : Number.NaN;
        if (this.seen.get(id) !== at) changed.push(id);
        this.seen.set(id, at);
        if (at > this.mark) this.mark = Math.min(at, polledAt);
      }
      if (changed.length) this.delivery.push({ all: false, ids: changed });
    }
    for (const [id, at] of this.seen) if (!(at >= this.mark - overlapMs)) this.seen.delete(id);
    await this.delivery.flush();
    if (count === undefined) return;

    const expected = this.options.expectedCount?.();
    const countMoved =
      expected === undefined ? this.lastCount !== undefined && count !== this.lastCount : count !== expected;
    this.lastCount = count;
    if (countMoved) {
      this.delivery.push({ all: true });
      await this.delivery.flush();
    }
  }

  private async tick(first = false): Promise<void> {
    if (first) await this.startFromNewest();
    try {
      await this.poll();
      if (this.failing) this.logger.warn(`Polling ${this.collection.collectionName} for changes works again`);
      this.failing = false;
    } catch (error) {
      if (!this.failing)
        this.logger.warn(`Polling ${this.collection.collectionName} for changes failed: ${(error as Error).message}`);
      this.failing = true;
    }
    if (!this.stopped) this.timer = setTimeout(() => (this.current = this.tick()), this.options.intervalMs);
  }

  /**
   * Starts from the newest `updatedAt` in the collection when it is older than this instance's
   * start: the mark then follows the writers' clocks rather than this one's, so a reader whose
   * clock runs ahead of theirs does not look past their next writes.
   */
  private async startFromNewest(): Promise<void> {
    try {
      const [newest] = await this.collection
        .find({}, { projection: { _id: 0, updatedAt: 1 } })
        .sort({ updatedAt: -1 })
        .limit(1)
        .toArray();
      const at = newest?.updatedAt instanceof Date ? newest.updatedAt.getTime() : undefined;
      if (at !== undefined && at < this.mark) this.mark = at;
    } catch {
      // The first poll reports the problem; looking from this instance's start is the fallback.
    }
  }
}
