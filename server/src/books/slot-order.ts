/**
 * Slots (small integers naming books) kept sorted by a comparator, in one typed array: walking it
 * touches only contiguous memory, and an insertion or removal moves part of it with one copy.
 */
export class SlotOrder {
  private slots = new Int32Array(1024);
  private count = 0;
  private unsorted = false;

  constructor(private readonly compare: (a: number, b: number) => number) {}

  get length(): number {
    return this.count;
  }

  /** The slot at a position (callers stay within `length`). */
  at(position: number): number {
    return this.slots[position];
  }

  insert(slot: number): void {
    this.settle();
    this.reserve(this.count + 1);
    const at = this.position(slot);
    this.slots.copyWithin(at + 1, at, this.count);
    this.slots[at] = slot;
    this.count++;
  }

  /** Removes a slot; its sort values must still be the ones it was inserted with. */
  remove(slot: number): void {
    this.settle();
    let at = this.position(slot);
    if (this.slots[at] !== slot) at = this.slots.subarray(0, this.count).indexOf(slot);
    if (at < 0) return;
    this.slots.copyWithin(at, at + 1, this.count);
    this.count--;
  }

  /** Appends without sorting (bulk loading); `settle()` sorts. */
  append(slot: number): void {
    this.reserve(this.count + 1);
    this.slots[this.count++] = slot;
    this.unsorted = true;
  }

  settle(): void {
    if (!this.unsorted) return;
    this.slots.subarray(0, this.count).sort(this.compare);
    this.unsorted = false;
  }

  /** The first position whose slot `before(slot)` is false (slots for which it is true come first). */
  partition(before: (slot: number) => boolean): number {
    this.settle();
    let low = 0;
    let high = this.count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(this.slots[mid])) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private position(slot: number): number {
    return this.partition((other) => this.compare(other, slot) < 0);
  }

  private reserve(size: number): void {
    if (size <= this.slots.length) return;
    const grown = new Int32Array(Math.max(size, this.slots.length * 2));
    grown.set(this.slots.subarray(0, this.count));
    this.slots = grown;
  }
}
