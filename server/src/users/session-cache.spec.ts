import { SessionCache } from './session-cache';

/** A load whose answer the test decides, counting calls. */
function deferredLoads<V>() {
  const calls: Array<{ key: string; resolve: (value: V) => void; reject: (error: Error) => void }> = [];
  const load = (key: string) =>
    new Promise<V>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { calls, load };
}

describe('SessionCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('serves a loaded value again until its TTL has passed, then loads it anew', async () => {
    const cache = new SessionCache<string>({ ttlMs: 10_000, maxEntries: 10, now: clock });
    let loads = 0;
    const load = async (key: string) => `${key}#${++loads}`;

    expect(await cache.get('a', load)).toBe('a#1');
    now += 9_999;
    expect(await cache.get('a', load)).toBe('a#1');
    now += 1;
    expect(await cache.get('a', load)).toBe('a#2');
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = new SessionCache<string>({ ttlMs: 10_000, maxEntries: 10, now: clock });
    const { calls, load } = deferredLoads<string>();

    const first = cache.get('a', load);
    const second = cache.get('a', load);
    expect(calls).toHaveLength(1);
    calls[0].resolve('A');
    expect(await Promise.all([first, second])).toEqual(['A', 'A']);
  });

  it('forgets an entry at once, and never keeps what a load begun before the change returns', async () => {
    const cache = new SessionCache<string>({ ttlMs: 10_000, maxEntries: 10, now: clock });
    const { calls, load } = deferredLoads<string>();

    const before = cache.get('a', load);
    cache.forget('a'); // the account changed while it was being read
    calls[0].resolve('old');
    expect(await before).toBe('old');

    const after = cache.get('a', load);
    expect(calls).toHaveLength(2);
    calls[1].resolve('new');
    expect(await after).toBe('new');
    expect(await cache.get('a', load)).toBe('new');
    expect(calls).toHaveLength(2);
  });

  it('keeps at most maxEntries, dropping the least recently used first', async () => {
    const cache = new SessionCache<string>({ ttlMs: 10_000, maxEntries: 2, now: clock });
    let loads = 0;
    const load = async (key: string) => `${key}#${++loads}`;

    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recently used
    await cache.get('c', load); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('a', load)).toBe('a#1');
    expect(await cache.get('b', load)).toBe('b#4');
  });

  it('does not keep a failed load: the next call tries again', async () => {
    const cache = new SessionCache<string>({ ttlMs: 10_000, maxEntries: 10, now: clock });
    const { calls, load } = deferredLoads<string>();

    const failing = cache.get('a', load);
    calls[0].reject(new Error('database unavailable'));
    await expect(failing).rejects.toThrow('database unavailable');

    const retry = cache.get('a', load);
    expect(calls).toHaveLength(2);
    calls[1].resolve('A');
    expect(await retry).toBe('A');
  });

  it('with a TTL of 0 loads every time and keeps nothing', async () => {
    const cache = new SessionCache<string>({ ttlMs: 0, maxEntries: 10, now: clock });
    let loads = 0;
    const load = async () => String(++loads);

    expect(await cache.get('a', load)).toBe('1');
    expect(await cache.get('a', load)).toBe('2');
    expect(cache.size).toBe(0);
  });

  it('clear() forgets every entry', async () => {
    const cache = new SessionCache<string>({ ttlMs: 10_000, maxEntries: 10, now: clock });
    let loads = 0;
    const load = async (key: string) => `${key}#${++loads}`;
    await cache.get('a', load);
    cache.clear();
    expect(await cache.get('a', load)).toBe('a#2');
  });
});
