import { DomainEvent, EventBus } from '../common/events/event-bus';
import type { ChangeFeed, ChangeListener, WatchOptions } from './change-feed';
import { type ChangedDocuments, FeedToBus } from './feed-to-bus';

/** A feed whose changes the test hands over itself. */
function handFedFeed() {
  const watches = new Map<string, { listener: ChangeListener; options?: WatchOptions }>();
  const feed = {
    watch: (collection: string, listener: ChangeListener, options?: WatchOptions) => {
      watches.set(collection, { listener, options });
      return async () => undefined;
    },
  } as unknown as ChangeFeed;
  return { feed, watches };
}

interface Doc {
  _id: string;
  version: number;
}
abstract class DocChange extends DomainEvent {
  constructor(readonly doc: Doc) {
    super();
  }
}
class DocAdded extends DocChange {}
class DocUpdated extends DocChange {}
class IdsChanged extends DomainEvent {
  constructor(readonly ids: readonly string[] | 'all') {
    super();
  }
}

describe('FeedToBus', () => {
  let bus: EventBus;
  let published: string[];
  let stored: Doc[];
  let reads: ChangedDocuments[];
  let watches: ReturnType<typeof handFedFeed>['watches'];
  let adapter: FeedToBus;

  beforeEach(() => {
    bus = new EventBus();
    published = [];
    stored = [];
    reads = [];
    const fed = handFedFeed();
    watches = fed.watches;
    adapter = new FeedToBus(fed.feed, bus);
    bus.subscribe(DocChange, (event) => {
      published.push(`${event.constructor.name} ${event.doc._id}@${event.doc.version}`);
    });
    bus.subscribe(IdsChanged, ({ ids }) => {
      published.push(`IdsChanged ${ids === 'all' ? 'all' : ids.join(',')}`);
    });
    adapter.publishDocuments<Doc, DocChange>({
      collection: 'docs',
      read: async (which) => {
        reads.push(which);
        return 'ids' in which ? stored.filter((doc) => which.ids.includes(doc._id)) : stored;
      },
      version: (doc) => ({ id: doc._id, version: doc.version }),
      event: (doc, known) => (doc.version === 1 && !known ? new DocAdded(doc) : new DocUpdated(doc)),
      told: { type: DocChange, document: (event) => event.doc },
    });
    adapter.publishIds({ collection: 'things', event: (ids) => new IdsChanged(ids), expectedCount: () => 3 });
  });

  const arrive = (collection: string, change: Parameters<ChangeListener>[0]) =>
    watches.get(collection)!.listener(change);

  it('starts watching with the application, documents without counting deletions', () => {
    expect(watches.size).toBe(0);
    adapter.onApplicationBootstrap();
    expect([...watches.keys()].sort()).toEqual(['docs', 'things']);
    expect(watches.get('docs')!.options).toEqual({ ignoreDeletions: true });
    expect(watches.get('things')!.options!.expectedCount!()).toBe(3);
  });

  it('publishes the ids changed elsewhere, or everything, as the domain event', async () => {
    adapter.onApplicationBootstrap();
    await arrive('things', { all: false, ids: ['a', 'b'] });
    await arrive('things', { all: true });
    expect(published).toEqual(['IdsChanged a,b', 'IdsChanged all']);
  });

  it('publishes each change of a document once, new documents as new, and never what this instance told itself', async () => {
    adapter.onApplicationBootstrap();
    // This instance's own write: told here first, then echoed by the feed.
    await bus.publish(new DocAdded({ _id: 'mine', version: 1 }));
    stored = [
      { _id: 'mine', version: 1 },
      { _id: 'theirs', version: 1 },
    ];
    await arrive('docs', { all: false, ids: ['mine', 'theirs'] });
    // The same change reported twice (a poll's overlap), then a newer one.
    await arrive('docs', { all: false, ids: ['theirs'] });
    stored = [{ _id: 'theirs', version: 2 }];
    await arrive('docs', { all: false, ids: ['theirs'] });
    expect(published).toEqual(['DocAdded mine@1', 'DocAdded theirs@1', 'DocUpdated theirs@2']);
  });

  it('tells a document first seen at a later version as updated, and reads the recent ones on "everything"', async () => {
    adapter.onApplicationBootstrap();
    stored = [{ _id: 'late', version: 3 }];
    const before = Date.now();
    await arrive('docs', { all: true });
    const after = Date.now();
    expect(published).toEqual(['DocUpdated late@3']);
    const read = reads[0] as { since: Date; limit: number };
    expect(read.since.getTime()).toBeGreaterThanOrEqual(before - 10_000);
    expect(read.since.getTime()).toBeLessThanOrEqual(after - 10_000);
    expect(read.limit).toBe(1000);
  });
});
