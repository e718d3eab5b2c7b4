/**
 * The search side of the catalogue index: every distinct keyword, kept sorted, with the sorted
 * slots of the books that have it. A search word is a prefix, so the keywords it matches are one
 * binary-searched range of the sorted list. Keyword strings are interned: every book holding a
 * keyword shares the dictionary's one copy of it.
 */
export class KeywordPostings {
  /** The distinct keywords, in code-unit order (a prefix's matches are then contiguous). */
  private words: string[] = [];
  private readonly postings = new Map<string, { word: string; slots: number[] }>();
  /** Words appended by `appendSlot` and not yet sorted into `words`. */
  private unsorted = false;

  get size(): number {
    return this.postings.size;
  }

  /** Records that the book in `slot` has `word`; returns the interned word. */
  add(word: string, slot: number): string {
    this.settle();
    let posting = this.postings.get(word);
    if (!posting) {
      posting = { word, slots: [] };
      this.postings.set(word, posting);
      this.words.splice(lowerBound(this.words, word), 0, word);
    }
    insertSorted(posting.slots, slot);
    return posting.word;
  }

  /**
   * `add` for bulk loading: `slot` must be greater than every slot already recorded, and the word
   * list is sorted once by `settle()` (called before any search or single change).
   */
  appendSlot(word: string, slot: number): string {
    let posting = this.postings.get(word);
    if (!posting) {
      posting = { word, slots: [] };
      this.postings.set(word, posting);
      this.words.push(word);
      this.unsorted = true;
    }
    posting.slots.push(slot);
    return posting.word;
  }

  remove(word: string, slot: number): void {
    const posting = this.postings.get(word);
    if (!posting) return;
    const { slots } = posting;
    const at = lowerBound(slots, slot);
    if (slots[at] === slot) slots.splice(at, 1);
    if (slots.length === 0) {
      this.settle();
      this.postings.delete(word);
      const index = lowerBound(this.words, word);
      if (this.words[index] === word) this.words.splice(index, 1);
    }
  }

  /** Calls `visit` with the slots of every keyword that starts with `prefix`. */
  forPrefix(prefix: string, visit: (slots: readonly number[], word: string) => void): void {
    this.settle();
    for (let i = lowerBound(this.words, prefix); i < this.words.length && this.words[i].startsWith(prefix); i++) {
      visit(this.postings.get(this.words[i])!.slots, this.words[i]);
    }
  }

  /** Whether some word starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    this.settle();
    const at = lowerBound(this.words, prefix);
    return at < this.words.length && this.words[at].startsWith(prefix);
  }

  /** Sorts words appended in bulk. */
  settle(): void {
    if (!this.unsorted) return;
    this.words.sort();
    this.unsorted = false;
  }

  /** How many slots all postings hold together (for the memory figures). */
  postingCount(): number {
    let total = 0;
    for (const { slots } of this.postings.values()) total += slots.length;
    return total;
  }
}

/** The first index whose item is not below `value` (native order: code units, or numbers). */
function lowerBound<T extends string | number>(items: readonly T[], value: T): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (items[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function insertSorted(slots: number[], slot: number): void {
  if (slots.length === 0 || slots[slots.length - 1] < slot) {
    slots.push(slot);
    return;
  }
  const at = lowerBound(slots, slot);
  if (slots[at] !== slot) slots.splice(at, 0, slot);
}
