import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, type DomainEvent, type EventType } from '../common/events/event-bus';
import { SeenVersions } from '../common/events/seen-versions';
import { ChangeFeed, type FeedChange, type WatchOptions } from './change-feed';

/** On "anything may have changed", the documents changed this recently are read again … */
const RECENT_MS = 10_000;
/** … at most this many of them. */
const RECENT_LIMIT = 1000;

/** Which documents to read: these, or those changed at or after `since` (at most `limit`). */
export type ChangedDocuments = { ids: readonly string[] } | { since: Date; limit: number };

/** A collection whose changes elsewhere are told by id: one event with the ids changed, or `'all'`. */
export interface IdsElsewhere {
  collection: string;
  /** How many documents this instance holds (see WatchOptions). */
  expectedCount?: WatchOptions['expectedCount'];
  event(ids: readonly string[] | 'all'): DomainEvent;
}

/**
 * A collection whose changes elsewhere are read and told one document at a time, each change once
 * per instance (SeenVersions): this instance's own events, the feed's echo of its own writes, a
 * poll's overlap and internal changes that people do not see are not told again.
 */
export interface DocumentsElsewhere<D, E extends DomainEvent = DomainEvent> {
  collection: string;
  /** The documents as the events carry them. */
  read(which: ChangedDocuments): Promise<D[]>;
  /** The document's id and version: anything that grows with each change people see. */
  version(document: D): { id: string; version: number };
  /** The event for a document at a newer version; `known` when an earlier version was seen here. */
  event(document: D, known: boolean): DomainEvent;
  /** This instance's own events of these documents: their versions count as told. */
  told: { type: EventType<E>; document(event: E): D };
}

/**
 * The change feed's arrivals from other instances (database/change-feed.ts) as events on the
 * EventBus, the path this instance's own writes take: each domain says which collection, what to
 * read and which event to publish, and its listeners (the catalogue's index, live updates, the
 * session cache) cannot tell the two apart. Watches start with the application.
 */
@Injectable()
export class FeedToBus implements OnApplicationBootstrap {
  private readonly watches: Array<() => void> = [];
  private started = false;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly bus: EventBus,
  ) {}

  /** Publishes `event(ids)` for each change of the collection elsewhere. */
  publishIds(source: IdsElsewhere): void {
    this.add(() =>
      this.feed.watch(source.collection, (change) => this.bus.publish(source.event(change.all ? 'all' : change.ids)), {
        expectedCount: source.expectedCount,
      }),
    );
  }

  /** Reads the documents changed elsewhere and publishes each change once (see DocumentsElsewhere). */
  publishDocuments<D, E extends DomainEvent>(source: DocumentsElsewhere<D, E>): void {
    const seen = new SeenVersions();
    const note = (document: D) => {
      const { id, version } = source.version(document);
      return seen.note(id, version);
    };
    this.bus.subscribe(source.told.type, (event) => void note(source.told.document(event)));
    this.add(() =>
      this.feed.watch(source.collection, (change) => this.changed(source, change, seen, note), {
        ignoreDeletions: true,
      }),
    );
  }

  onApplicationBootstrap(): void {
    this.started = true;
    for (const start of this.watches.splice(0)) start();
  }

  private add(start: () => void): void {
    if (this.started) start();
    else this.watches.push(start);
  }

  private async changed<D, E extends DomainEvent>(
    source: DocumentsElsewhere<D, E>,
    change: FeedChange,
    seen: SeenVersions,
    note: (document: D) => boolean,
  ): Promise<void> {
    const documents = await source.read(
      change.all ? { since: new Date(Date.now() - RECENT_MS), limit: RECENT_LIMIT } : { ids: change.ids },
    );
    for (const document of documents) {
      const known = seen.known(source.version(document).id);
      if (!note(document)) continue;
      await this.bus.publish(source.event(document, known));
    }
  }
}
