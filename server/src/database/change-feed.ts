import { Logger, OnModuleDestroy } from '@nestjs/common';
import type { Connection, mongo } from 'mongoose';
import type { ChangeFeedSetting } from '../config/app-config';
import { ChangeDelivery, type ChangeListener } from './change-delivery';
import { ChangeStreamWatcher, PollingWatcher, type Watcher } from './change-watchers';
import type { ResolvedDatabase } from './resolved-database';

export type { ChangeListener, FeedChange } from './change-delivery';

/** How this instance learns what other instances changed (chosen once at start-up). */
export type FreshnessMode = 'change-streams' | 'polling' | 'single-instance' | 'off';

export type { ChangeFeedSetting };

/** The fields of MongoDB's `hello` reply the choice reads. */
export interface HelloReply {
  /** Present on a replica set member (and on Atlas, whose clusters are replica sets). */
  setName?: string;
  /** `isdbgrid` on a mongos (a sharded cluster). */
  msg?: string;
  /** The cluster time of the reply (replica sets and sharded clusters): where change streams start. */
  operationTime?: mongo.Timestamp;
}

export interface FreshnessChoice {
  mode: FreshnessMode;
  /** Why, for the one log line. */
  reason: string;
}

/**
 * The decision, from the setting, whether this process started the database itself, and the
 * database's `hello` reply (undefined when it could not be asked).
 */
export function chooseFreshness(input: {
  setting: ChangeFeedSetting;
  embedded: boolean;
  hello?: HelloReply;
}): FreshnessChoice {
  const { setting, embedded, hello } = input;
  if (setting === 'off') return { mode: 'off', reason: 'CHANGE_FEED=off' };
  if (setting === 'polling') return { mode: 'polling', reason: 'CHANGE_FEED=polling' };
  if (embedded) return { mode: 'single-instance', reason: 'embedded database' };
  if (!hello) return { mode: 'polling', reason: 'the database did not say whether it is a replica set' };
  if (hello.setName) return { mode: 'change-streams', reason: `replica set ${hello.setName}` };
  if (hello.msg === 'isdbgrid') return { mode: 'change-streams', reason: 'sharded cluster' };
  return { mode: 'polling', reason: 'the database is not a replica set' };
}

/** The one start-up log line. */
export function describeFreshness({ mode, reason }: FreshnessChoice, pollMs: number): string {
  const how = {
    'change-streams': 'change streams',
    polling: `polling every ${pollMs} ms`,
    'single-instance': 'single instance',
    off: 'off, other instances’ changes are not seen',
  }[mode];
  return `Cross-instance freshness: ${how} (${reason})`;
}

export interface ChangeFeedOptions {
  /** Polling interval (ms). */
  pollMs: number;
  /** How far back each poll looks again, for writers whose clocks differ a little (ms). */
  overlapMs?: number;
  /** More changed documents than this in one poll count as "everything may have changed". */
  maxIdsPerPoll?: number;
  /** Where change streams start: the cluster time of the `hello` reply, so nothing between start-up and the first event is lost. */
  startAtOperationTime?: mongo.Timestamp;
  /**
   * The embedded engine's restarts (ResolvedDatabase.onRestart): writes in flight when it died may
   * or may not have been stored, so each restart tells every listener that anything may have changed.
   */
  onRestart?: (listener: () => void) => () => void;
  logger?: Pick<Logger, 'log' | 'warn' | 'error'>;
}

export interface WatchOptions {
  /**
   * How many documents the listener currently holds, if it keeps them (polling mode compares it
   * with the collection's count after each poll: a difference means a deletion it could not see
   * by `updatedAt`, so "everything may have changed"). Without it, a changed count means the same.
   */
  expectedCount?: () => number | undefined;
  /**
   * The listener wants the documents that changed and nothing else: a deletion tells it nothing
   * (orders, complaints), so polling takes no count and never reports "everything" for one.
   */
  ignoreDeletions?: boolean;
}

/**
 * Tells this instance what other instances changed in a collection: `watch(collection, listener)`
 * calls the listener with the changed ids, or with `{ all: true }` when anything may have
 * changed. Calls to one listener never overlap; a failed call is retried with the same changes
 * merged into the next. Needs `updatedAt` on every write in polling mode (Mongoose timestamps).
 * Never throws into the app: database errors are logged and the watch goes on.
 */
export class ChangeFeed implements OnModuleDestroy {
  private readonly watchers: Watcher[] = [];
  private readonly logger: Pick<Logger, 'log' | 'warn' | 'error'>;
  /** Polls look for changes stamped from here on (less the overlap): changes from before start-up are in what the instance loads. */
  private readonly startedAt = Date.now();

  constructor(
    private readonly db: mongo.Db | undefined,
    readonly choice: FreshnessChoice,
    private readonly options: ChangeFeedOptions,
  ) {
    this.logger = options.logger ?? new Logger('ChangeFeed');
  }

  get mode(): FreshnessMode {
    return this.choice.mode;
  }

  /**
   * Starts watching; returns a function that stops this watch. In single-instance mode the only
   * news is a restart of the embedded engine ("everything"); off watches nothing.
   */
  watch(collection: string, listener: ChangeListener, options: WatchOptions = {}): () => Promise<void> {
    if (this.mode === 'single-instance' && this.options.onRestart) return this.watchRestarts(collection, listener);
    if (!this.db || (this.mode !== 'change-streams' && this.mode !== 'polling')) return async () => undefined;
    const delivery = new ChangeDelivery(listener, this.logger, collection);
    const target = this.db.collection(collection);
    const watcher: Watcher =
      this.mode === 'change-streams'
        ? new ChangeStreamWatcher(target, delivery, this.logger, {
            startAtOperationTime: this.options.startAtOperationTime,
          })
        : new PollingWatcher(target, delivery, this.logger, {
            intervalMs: this.options.pollMs,
            overlapMs: this.options.overlapMs ?? DEFAULT_OVERLAP_MS,
            maxIds: this.options.maxIdsPerPoll ?? DEFAULT_MAX_IDS,
            since: this.startedAt,
            expectedCount: options.expectedCount,
            ignoreDeletions: options.ignoreDeletions,
          });
    this.watchers.push(watcher);
    watcher.start();
    return async () => {
      this.watchers.splice(this.watchers.indexOf(watcher), 1);
      await watcher.stop();
    };
  }

  /** Stops every watch before the connection closes (OnModuleDestroy runs before Mongoose's shutdown). */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.watchers.splice(0).map((watcher) => watcher.stop()));
  }

  /** After each restart of the embedded engine: "everything", delivered (and retried until the connection is back) as any change. */
  private watchRestarts(collection: string, listener: ChangeListener): () => Promise<void> {
    const delivery = new ChangeDelivery(listener, this.logger, collection);
    const unsubscribe = this.options.onRestart!(() => {
      delivery.push({ all: true });
      delivery.schedule(0);
    });
    const watcher: Watcher = { start: () => undefined, stop: () => (unsubscribe(), delivery.stop()) };
    this.watchers.push(watcher);
    return async () => {
      this.watchers.splice(this.watchers.indexOf(watcher), 1);
      await watcher.stop();
    };
  }
}

/**
 * Builds the app's feed: asks the database `hello` (only when the setting is `auto` and the
 * database was not started by this process), decides the mode once and logs it in one line.
 * `lazy` (printing the schema) never talks to the database and watches nothing.
 */
export async function createChangeFeed(
  connection: Connection,
  database: Pick<ResolvedDatabase, 'engine' | 'onRestart'>,
  settings: { setting: ChangeFeedSetting; pollMs: number },
  options: { lazy?: boolean; logger?: Pick<Logger, 'log' | 'warn' | 'error'> } = {},
): Promise<ChangeFeed> {
  const logger = options.logger ?? new Logger('ChangeFeed');
  if (options.lazy) return new ChangeFeed(undefined, { mode: 'off', reason: 'no connection' }, settings);
  // Only the process that started the local engine can open its file or memory: nothing else writes to it.
  const embedded = database.engine !== 'mongodb';
  const hello = settings.setting === 'auto' && !embedded ? await askHello(connection, logger) : undefined;
  const choice = chooseFreshness({ setting: settings.setting, embedded, hello });
  logger.log(describeFreshness(choice, settings.pollMs));
  return new ChangeFeed(connection.db, choice, {
    pollMs: settings.pollMs,
    startAtOperationTime: hello?.operationTime,
    onRestart: database.onRestart,
    logger,
  });
}

/** `hello`, or its older name `isMaster` for servers that do not know it (mongo-java-server): both say `setName` and `msg`. */
async function askHello(connection: Connection, logger: Pick<Logger, 'warn'>): Promise<HelloReply | undefined> {
  const db = connection.db!;
  try {
    return (await db.command({ hello: 1 })) as HelloReply;
  } catch {
    try {
      return (await db.command({ isMaster: 1 })) as HelloReply;
    } catch (error) {
      logger.warn(`The database did not answer hello: ${(error as Error).message}`);
      return undefined;
    }
  }
}

/** Five seconds: writers' clocks (Mongoose stamps `updatedAt` on the app) and slow writes may lag this much. */
const DEFAULT_OVERLAP_MS = 5000;
const DEFAULT_MAX_IDS = 5000;
