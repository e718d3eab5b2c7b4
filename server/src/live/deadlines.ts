interface Entry<K> {
  at: number;
  key: K;
}

/**
 * One deadline per key (a time in milliseconds), kept in a binary heap by time, so that taking
 * the ones that are due costs the number due (times a logarithm) however many keys wait: a
 * socket's next ping, its idle limit, its token's expiry. Setting a key's deadline again replaces
 * the earlier one; a replaced or deleted deadline stays in the heap until it comes up, and is
 * skipped then (the heap is rebuilt when those outnumber the live ones).
 */
export class Deadlines<K> {
  private heap: Array<Entry<K>> = [];
  private readonly current = new Map<K, Entry<K>>();

  get size(): number {
    return this.current.size;
  }

  /** The key's deadline, if it has one. */
  get(key: K): number | undefined {
    return this.current.get(key)?.at;
  }

  set(key: K, at: number): void {
    const entry = { at, key };
    const replaced = this.current.has(key);
    this.current.set(key, entry);
    this.push(entry);
    if (replaced) this.compact();
  }

  delete(key: K): void {
    if (this.current.delete(key)) this.compact();
  }

  /** Removes and returns the keys whose deadline is at or before `now`, earliest first. */
  due(now: number): K[] {
    const keys: K[] = [];
    while (this.heap.length && this.heap[0].at <= now) {
      const entry = this.pop();
      if (this.current.get(entry.key) !== entry) continue;
      this.current.delete(entry.key);
      keys.push(entry.key);
    }
    return keys;
  }

  /** Rebuilds the heap from the live deadlines once the replaced and deleted ones outnumber them. */
  private compact(): void {
    if (this.heap.length <= 64 || this.heap.length <= 2 * this.current.size) return;
    this.heap = [];
    for (const entry of this.current.values()) this.push(entry);
  }

  private push(entry: Entry<K>): void {
    const heap = this.heap;
    let i = heap.push(entry) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent].at <= entry.at) break;
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = entry;
  }

  private pop(): Entry<K> {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= heap.length) break;
        const child = left + 1 < heap.length && heap[left + 1].at < heap[left].at ? left + 1 : left;
        if (heap[child].at >= last.at) break;
        heap[i] = heap[child];
        i = child;
      }
      heap[i] = last;
    }
    return top;
  }
}
