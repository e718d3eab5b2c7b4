/**
 * A small in-process memo for catalogue aggregates that are costly to compute and change
 * slowly: result counts and category counts. Entries live `ttlMs`; concurrent misses for one
 * key share a single load; failures are not kept; the oldest entries go beyond `maxEntries`.
 * BooksService clears it after every write, so this instance never serves a count older than
 * its own last change; another instance's change shows within `ttlMs`. Soft state only: the
 * app still keeps nothing that matters in memory and can run as several instances.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    this.entries.delete(key);
    const entry = { value: load(), expires: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}
