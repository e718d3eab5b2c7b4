/**
 * A bounded, short-lived memory of values loaded by key (the signed-in principal behind a token),
 * so that an authenticated request does not read its account from the database every time.
 *
 * - An entry lives at most `ttlMs`: a change made by another instance (or straight in the
 *   database) is seen within that time. A TTL of 0 turns the cache off.
 * - At most `maxEntries` are kept; the least recently used goes first.
 * - Concurrent misses for one key share one load.
 * - `forget(key)` drops an entry and any load in flight for it, so a load that started before a
 *   change can never put the old value back.
 *
 * Plain TypeScript (no Nest), so its rules are unit-tested on their own.
 */
export class SessionCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: (key: string) => Promise<V>): Promise<V> {
    const { ttlMs } = this.options;
    if (ttlMs <= 0) return load(key);
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.expires > now) {
        this.entries.set(key, hit); // most recently used last
        return hit.value;
      }
    }
    const pending = this.loading.get(key);
    if (pending) return pending;

    const started = load(key).then(
      (value) => {
        // Forgotten while loading: the value may predate the change, so it is not kept.
        if (this.loading.get(key) === started) {
          this.loading.delete(key);
          this.store(key, value, now + ttlMs);
        }
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === started) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, started);
    return started;
  }

  forget(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: V, expires: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires });
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
