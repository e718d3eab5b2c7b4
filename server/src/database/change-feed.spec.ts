import { ChangeDelivery, type FeedChange } from './change-delivery';
import { ChangeFeed, chooseFreshness, describeFreshness } from './change-feed';

const quiet = { warn: () => undefined };

describe('chooseFreshness', () => {
  it('uses change streams when hello names a replica set (a replica set member, Atlas)', () => {
    expect(chooseFreshness({ setting: 'auto', embedded: false, hello: { setName: 'rs0' } })).toEqual({
      mode: 'change-streams',
      reason: 'replica set rs0',
    });
  });

  it('uses change streams on a sharded cluster (hello from mongos says isdbgrid)', () => {
    expect(chooseFreshness({ setting: 'auto', embedded: false, hello: { msg: 'isdbgrid' } }).mode).toBe(
      'change-streams',
    );
  });

  it('polls a standalone server, whose hello has no set name', () => {
    expect(chooseFreshness({ setting: 'auto', embedded: false, hello: {} })).toEqual({
      mode: 'polling',
      reason: 'the database is not a replica set',
    });
  });

  it('polls when the database could not be asked', () => {
    expect(chooseFreshness({ setting: 'auto', embedded: false, hello: undefined }).mode).toBe('polling');
  });

  it('watches nothing on a database this process started, even one that would support change streams', () => {
    expect(chooseFreshness({ setting: 'auto', embedded: true, hello: { setName: 'rs0' } }).mode).toBe(
      'single-instance',
    );
  });

  it('follows CHANGE_FEED=polling and CHANGE_FEED=off whatever the database', () => {
    expect(chooseFreshness({ setting: 'polling', embedded: true, hello: { setName: 'rs0' } }).mode).toBe('polling');
    expect(chooseFreshness({ setting: 'off', embedded: false, hello: { setName: 'rs0' } }).mode).toBe('off');
  });
});

describe('describeFreshness', () => {
  it('says the mode in one line, with the interval when polling', () => {
    expect(describeFreshness({ mode: 'change-streams', reason: 'replica set rs0' }, 500)).toBe(
      'Cross-instance freshness: change streams (replica set rs0)',
    );
    expect(describeFreshness({ mode: 'polling', reason: 'the database is not a replica set' }, 500)).toBe(
      'Cross-instance freshness: polling every 500 ms (the database is not a replica set)',
    );
    expect(describeFreshness({ mode: 'single-instance', reason: 'embedded database' }, 500)).toBe(
      'Cross-instance freshness: single instance (embedded database)',
    );
  });
});

describe('ChangeDelivery', () => {
  it('merges changes that arrive before a delivery into one call', async () => {
    const calls: FeedChange[] = [];
    const delivery = new ChangeDelivery((change) => void calls.push(change), quiet, 'books');
    delivery.push({ all: false, ids: ['a', 'b'] });
    delivery.push({ all: false, ids: ['b', 'c'] });
    await delivery.flush();
    expect(calls).toEqual([{ all: false, ids: ['a', 'b', 'c'] }]);
  });

  it('lets "everything" absorb the ids pending with it', async () => {
    const calls: FeedChange[] = [];
    const delivery = new ChangeDelivery((change) => void calls.push(change), quiet, 'books');
    delivery.push({ all: false, ids: ['a'] });
    delivery.push({ all: true });
    delivery.push({ all: false, ids: ['b'] });
    await delivery.flush();
    expect(calls).toEqual([{ all: true }]);
  });

  it('keeps the changes of a failed call and hands them over with the next', async () => {
    const calls: FeedChange[] = [];
    let fail = true;
    const delivery = new ChangeDelivery(
      (change) => {
        calls.push(change);
        if (fail) throw new Error('database unavailable');
      },
      quiet,
      'books',
    );
    delivery.push({ all: false, ids: ['a'] });
    await delivery.flush();
    fail = false;
    delivery.push({ all: false, ids: ['b'] });
    await delivery.flush();
    await delivery.stop();
    expect(calls).toEqual([
      { all: false, ids: ['a'] },
      { all: false, ids: ['a', 'b'] },
    ]);
  });

  it('never runs two calls of one listener at once', async () => {
    let running = 0;
    let overlapped = false;
    const delivery = new ChangeDelivery(
      async () => {
        running++;
        overlapped ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
      },
      quiet,
      'books',
    );
    delivery.push({ all: false, ids: ['a'] });
    const first = delivery.flush();
    delivery.push({ all: false, ids: ['b'] });
    await Promise.all([first, delivery.flush()]);
    expect(overlapped).toBe(false);
  });
});

describe('ChangeFeed on the embedded engine', () => {
  it('tells every listener that anything may have changed after the engine restarted, and nothing otherwise', async () => {
    const listeners = new Set<() => void>();
    const onRestart = jest.fn((listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    });
    const restarted = () => listeners.forEach((listener) => listener());
    const feed = new ChangeFeed(
      undefined,
      { mode: 'single-instance', reason: 'embedded database' },
      { pollMs: 500, onRestart, logger: { log: () => undefined, ...quiet, error: () => undefined } },
    );
    const books: FeedChange[] = [];
    const users: FeedChange[] = [];
    feed.watch('books', (change) => void books.push(change));
    feed.watch('users', (change) => void users.push(change));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([books, users]).toEqual([[], []]);

    restarted();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([books, users]).toEqual([[{ all: true }], [{ all: true }]]);
    await feed.onModuleDestroy();
    expect(listeners.size).toBe(0);
  });
});
