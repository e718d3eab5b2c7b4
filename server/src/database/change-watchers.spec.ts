import { EventEmitter } from 'node:events';
import type { mongo } from 'mongoose';
import { ChangeDelivery, type FeedChange } from './change-delivery';
import { ChangeStreamWatcher } from './change-watchers';

/** A stand-in for the driver's change stream: the test emits its events. */
class FakeStream extends EventEmitter {
  resumeToken: unknown;
  closed = false;
  constructor(readonly options: mongo.ChangeStreamOptions) {
    super();
  }
  async close() {
    this.closed = true;
  }
}

/**
 * The change-stream path needs a replica set, which the integration tests only have when
 * MONGODB_REPLSET_URI is set; this checks its reactions to the driver's events everywhere.
 */
describe('ChangeStreamWatcher', () => {
  let streams: FakeStream[];
  let changes: FeedChange[];
  let watcher: ChangeStreamWatcher;
  const collection = {
    collectionName: 'books',
    watch: (_pipeline: unknown, options: mongo.ChangeStreamOptions) => {
      const stream = new FakeStream(options);
      streams.push(stream);
      return stream;
    },
  } as unknown as mongo.Collection;
  const last = () => streams[streams.length - 1];
  const event = (operationType: string, id?: string, token: unknown = { _data: `${operationType}-${id}` }) => {
    last().resumeToken = token;
    last().emit('change', { _id: token, operationType, ...(id ? { documentKey: { _id: id } } : {}) });
  };

  beforeEach(() => {
    jest.useFakeTimers();
    streams = [];
    changes = [];
    const delivery = new ChangeDelivery((change) => void changes.push(change), { warn: () => undefined }, 'books');
    watcher = new ChangeStreamWatcher(collection, delivery, { warn: () => undefined }, {});
    watcher.start();
  });

  afterEach(async () => {
    await watcher.stop();
    jest.useRealTimers();
  });

  it('hands over the ids of inserts, updates, replacements and deletions, a burst in one call', async () => {
    event('insert', 'a');
    event('update', 'b');
    event('replace', 'a');
    event('delete', 'c');
    await jest.advanceTimersByTimeAsync(50);
    expect(changes).toEqual([{ all: false, ids: ['a', 'b', 'c'] }]);
  });

  it('after an error, resumes after the last token without reporting everything', async () => {
    event('update', 'a', { _data: 'token-1' });
    await jest.advanceTimersByTimeAsync(50);
    last().emit('error', new Error('connection reset'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(streams).toHaveLength(2);
    expect(streams[0].closed).toBe(true);
    expect(last().options).toEqual({ startAfter: { _data: 'token-1' } });
    expect(changes).toEqual([{ all: false, ids: ['a'] }]);
  });

  it('when resuming fails too, opens afresh and reports that everything may have changed', async () => {
    event('update', 'a', { _data: 'token-1' });
    last().emit('error', new Error('connection reset'));
    await jest.advanceTimersByTimeAsync(1000);
    last().emit('error', new Error('resume token not found in the oplog'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(streams).toHaveLength(3);
    expect(last().options).toEqual({});
    expect(changes[changes.length - 1]).toEqual({ all: true });
  });

  it('on an invalidation (the collection dropped or renamed), reports everything and opens a stream after it', async () => {
    event('drop');
    event('invalidate', undefined, { _data: 'invalidated' });
    await jest.advanceTimersByTimeAsync(50);
    expect(changes).toEqual([{ all: true }]);
    expect(streams).toHaveLength(2);
    expect(last().options).toEqual({ startAfter: { _data: 'invalidated' } });
  });

  it('stops: closes its stream and opens no other', async () => {
    const stream = last();
    await watcher.stop();
    stream.emit('error', new Error('closed'));
    await jest.advanceTimersByTimeAsync(2000);
    expect(stream.closed).toBe(true);
    expect(streams).toHaveLength(1);
  });
});
