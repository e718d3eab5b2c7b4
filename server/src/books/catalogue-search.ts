import { BookSearchScope, escapeRegExp, parseSearch } from './book-search';
import { FIELD_WEIGHTS, PREFIX_WEIGHT } from './book-finder';
import { KeywordPostings } from './keyword-postings';

/** Which books a search matches: those whose slot carries `target` in `marks`, with counts. */
export interface SearchMatch {
  marks: Uint8Array;
  target: number;
  total: number;
  /** Matches per category code (CatalogueIndex's codes). */
  byCategory: Int32Array;
}

/** What the search reads of the index's books. */
export interface SearchSource {
  /** Slots in use are below this. */
  capacity(): number;
  categoryCode(slot: number): number;
  /** The slot of the book with this ISBN-13, if any. */
  slotOfIsbn(isbn: string): number | undefined;
  /** Every book's slot with its texts (for a literal search). */
  eachBook(visit: (slot: number, texts: Record<'title' | 'author' | 'description', string>) => void): void;
}

export type BookWords = Record<(typeof WORD_FIELDS)[number], readonly string[]>;

const WORD_FIELDS = ['keywords', 'titleAuthorKeywords', 'titleKeywords'] as const;
/** The postings that score a search by field: title words, title and author words, all words. */
const SCORED = [
  ['titleKeywords', FIELD_WEIGHTS.title],
  ['titleAuthorKeywords', FIELD_WEIGHTS.author],
  ['keywords', FIELD_WEIGHTS.description],
] as const;
/** The results of this many recent searches are kept until the books' texts change. */
const CACHED_SEARCHES = 16;
/** The marks of a search no book matches: none (every slot reads as unmarked). */
const NO_MARKS = new Uint8Array(0);

/**
 * The catalogue index's search: keyword postings per scope (keyword-postings.ts), each book's
 * keywords by slot, and the last searches' results. A search marks matching slots in a byte
 * array: a slot climbs one mark per search word it matches, in order, so only books matching
 * every word reach the last; a literal search (no letters or digits) tests the texts.
 */
export class CatalogueSearch {
  private readonly postings = {
    keywords: new KeywordPostings(),
    titleAuthorKeywords: new KeywordPostings(),
    titleKeywords: new KeywordPostings(),
  };
  private readonly words: Record<(typeof WORD_FIELDS)[number], string[][]> = {
    keywords: [],
    titleAuthorKeywords: [],
    titleKeywords: [],
  };
  private readonly recent = new Map<string, SearchMatch>();
  private scoreScratch = { total: new Float64Array(0), best: new Float64Array(0) };

  /** Records a new slot's keywords; `bulk`: the slot is above every slot recorded (see `settle`). */
  add(slot: number, words: BookWords, bulk = false): void {
    this.forget();
    for (const field of WORD_FIELDS) {
      const postings = this.postings[field];
      this.words[field][slot] = [...new Set(words[field])].map((word) =>
        bulk ? postings.appendSlot(word, slot) : postings.add(word, slot),
      );
    }
  }

  /** Replaces a slot's keywords where they changed. */
  replace(slot: number, words: BookWords): void {
    for (const field of WORD_FIELDS) {
      if (sameWords(this.words[field][slot], words[field])) continue;
      this.forget();
      this.removeField(field, slot);
      this.words[field][slot] = [...new Set(words[field])].map((word) => this.postings[field].add(word, slot));
    }
  }

  remove(slot: number): void {
    this.forget();
    for (const field of WORD_FIELDS) this.removeField(field, slot);
  }

  holds(slot: number, words: BookWords): boolean {
    return WORD_FIELDS.every((field) => sameWords(this.words[field][slot], words[field]));
  }

  /** Drops the kept results: a book's texts, category or presence changed. */
  forget(): void {
    this.recent.clear();
  }

  /** Sorts keywords added in bulk. */
  settle(): void {
    for (const field of WORD_FIELDS) this.postings[field].settle();
  }

  stats() {
    return {
      keywords: this.postings.keywords.size,
      postings: this.postings.keywords.postingCount() + this.postings.titleAuthorKeywords.postingCount(),
      keptSearches: this.recent.size,
    };
  }

  /** The books a search matches, or undefined for a blank search (all books). */
  match(search: string | null | undefined, scope: BookSearchScope, source: SearchSource): SearchMatch | undefined {
    const parsed = parseSearch(search, scope);
    if (!parsed) return undefined;
    const key =
      parsed.kind === 'words'
        ? `${parsed.field}:${parsed.tokens.join(' ')}`
        : parsed.kind === 'isbn'
          ? `isbn:${parsed.isbn}`
          : `${scope}/${parsed.text}`;
    const kept = this.recent.get(key);
    if (kept) {
      this.recent.delete(key);
      this.recent.set(key, kept);
      return kept;
    }

    // A word no book has: nothing matches, and no byte per book is kept for it (a mistyped search
    // would otherwise hold as much as the catalogue has books, for as long as it is kept).
    if (parsed.kind === 'words' && !parsed.tokens.every((token) => this.postings[parsed.field].hasPrefix(token))) {
      return this.keep(key, { marks: NO_MARKS, target: parsed.tokens.length, total: 0, byCategory: new Int32Array(0) });
    }
    const marks = new Uint8Array(source.capacity());
    const result: SearchMatch = { marks, target: 1, total: 0, byCategory: new Int32Array(64) };
    // Each book is counted as it reaches the target: a search never reads every slot again.
    const reach = (slot: number) => {
      marks[slot] = result.target;
      result.total++;
      const code = source.categoryCode(slot);
      if (code >= result.byCategory.length) result.byCategory = grow(result.byCategory, code + 1);
      result.byCategory[code]++;
    };
    if (parsed.kind === 'isbn') {
      const slot = source.slotOfIsbn(parsed.isbn);
      if (slot !== undefined) reach(slot);
    } else if (parsed.kind === 'literal') {
      const matches = literalMatcher(parsed.text);
      source.eachBook((slot, texts) => {
        if (parsed.fields.some((field) => matches(texts[field]))) reach(slot);
      });
    } else {
      result.target = parsed.tokens.length;
      // No book left with every word so far ends the search: nothing can reach the target.
      for (let step = 0, moved = 1; step < result.target && moved > 0; step++) {
        moved = 0;
        const last = step + 1 === result.target;
        this.postings[parsed.field].forPrefix(parsed.tokens[step], (slots) => {
          for (let i = 0; i < slots.length; i++) {
            if (marks[slots[i]] !== step) continue;
            moved++;
            if (last) reach(slots[i]);
            else marks[slots[i]] = step + 1;
          }
        });
      }
    }

    return this.keep(key, result);
  }

  /** Keeps a search's result among the recent ones. */
  private keep(key: string, result: SearchMatch): SearchMatch {
    this.recent.set(key, result);
    if (this.recent.size > CACHED_SEARCHES) this.recent.delete(this.recent.keys().next().value!);
    return result;
  }

  /**
   * Each slot's relevance for these search words (book-finder.ts `fieldScore`, from the postings):
   * per word, its best field (title, then title or author, then any), whole word or prefix. The
   * answer is this index's scratch space, valid until the next call (two arrays as long as the
   * catalogue, which each search allocating its own would leave to the collector).
   */
  fieldScores(tokens: readonly string[], capacity: number): Float64Array {
    if (this.scoreScratch.total.length < capacity) {
      this.scoreScratch = { total: new Float64Array(capacity * 2), best: new Float64Array(capacity * 2) };
    }
    const total = this.scoreScratch.total.subarray(0, capacity).fill(0);
    const best = this.scoreScratch.best.subarray(0, capacity);
    for (const token of tokens) {
      best.fill(0);
      for (const [field, weight] of SCORED) {
        this.postings[field].forPrefix(token, (slots, word) => {
          const score = word === token ? weight : weight * PREFIX_WEIGHT;
          for (let i = 0; i < slots.length; i++) if (best[slots[i]] < score) best[slots[i]] = score;
        });
      }
      for (let slot = 0; slot < capacity; slot++) total[slot] += best[slot];
    }
    return total;
  }

  private removeField(field: (typeof WORD_FIELDS)[number], slot: number): void {
    for (const word of this.words[field][slot] ?? []) this.postings[field].remove(word, slot);
    this.words[field][slot] = [];
  }
}

/** A literal search: case-insensitive containment, as the database's escaped regular expression with `i`. */
function literalMatcher(text: string): (value: string) => boolean {
  if (text.toLowerCase() === text && text.toUpperCase() === text) return (value) => value.includes(text);
  const pattern = new RegExp(escapeRegExp(text), 'i');
  return (value) => pattern.test(value);
}

function sameWords(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((word, i) => word === b[i]);
}

function grow(counts: Int32Array, size: number): Int32Array {
  const grown = new Int32Array(Math.max(size, counts.length * 2));
  grown.set(counts);
  return grown;
}
