import MiniSearch, { type SearchOptions } from 'minisearch';
import { wordTokens } from './book-search';
import { queryRelevance } from './relevance-query';
import { FIELD_WEIGHTS, MAX_SUGGESTIONS, PREFIX_WEIGHT, TYPO_WEIGHT, type BookSuggestion } from './book-finder';

/** What the relevance index reads of a book; `id` is its slot in the catalogue index. */
export interface RelevanceText {
  id: number;
  title: string;
  author: string;
  description: string;
}

/**
 * The books a search matched, by slot, with their scores (`fieldScore`'s, and BM25 as `finer`).
 * Plain arrays, in the heap: typed arrays' memory is outside it, and the collector answers that
 * memory's growth, search after search, with full collections of the whole heap.
 */
export interface RelevanceMatch {
  count: number;
  slots: number[];
  scores: number[];
  finer: number[];
}

/** The results of this many recent searches are kept until a book's text changes. */
const CACHED_SEARCHES = 16;
/** Suggestions are picked among this many best title/author matches. */
const SUGGEST_POOL = 40;

/**
 * Typo tolerance by word length: none up to 3 letters (too many near words), one edit up to 5,
 * two above ("tolkein" is two edits from "tolkien").
 */
export function editsAllowed(term: string): number {
  return term.length <= 3 ? 0 : term.length <= 5 ? 1 : 2;
}

const SEARCH: SearchOptions = {
  boost: { ...FIELD_WEIGHTS },
  prefix: true,
  fuzzy: (term) => editsAllowed(term) || false,
  combineWith: 'AND',
  weights: { prefix: PREFIX_WEIGHT, fuzzy: TYPO_WEIGHT },
};

/**
 * The catalogue index's relevance search (MiniSearch): title, author and description, each word
 * matched whole, as the start of a word, or within a few edits, scored by BM25 with the fields
 * weighted title > author > description. CatalogueIndex adds, replaces and removes a book here
 * (by slot) whenever it does so itself, so it follows every write the mirror applies.
 */
export class CatalogueRelevance {
  private readonly index = new MiniSearch<RelevanceText>({
    fields: ['title', 'author', 'description'],
    tokenize: wordTokens,
    processTerm: (term) => term,
    searchOptions: { ...SEARCH, tokenize: wordTokens },
  });
  private readonly recent = new Map<string, RelevanceMatch>();

  add(text: RelevanceText): void {
    this.recent.clear();
    this.index.add(text);
  }

  /** Replaces a book's text; unchanged text changes nothing. */
  replace(held: RelevanceText, next: RelevanceText): void {
    if (held.title === next.title && held.author === next.author && held.description === next.description) return;
    this.recent.clear();
    this.index.discard(held.id);
    this.index.add(next);
  }

  remove(slot: number): void {
    if (!this.index.has(slot)) return;
    this.recent.clear();
    this.index.discard(slot);
  }

  get size(): number {
    return this.index.documentCount;
  }

  /** Drops the kept results (the figures of a cold search). */
  forget(): void {
    this.recent.clear();
  }

  /**
   * The books whose texts have every search word whole, as the start of a word, or with a typo
   * forgiven: each with its score by field and kind of match (book-finder.ts `fieldScore`) and
   * MiniSearch's BM25 score as the finer one.
   */
  scores(search: string): RelevanceMatch {
    const tokens = wordTokens(search);
    const key = tokens.join(' ');
    const kept = this.recent.get(key);
    if (kept) return kept;
    const match = this.query(tokens, key);
    this.recent.set(key, match);
    if (this.recent.size > CACHED_SEARCHES) this.recent.delete(this.recent.keys().next().value!);
    return match;
  }

  /** MiniSearch's search, the same books and scores, through `queryRelevance` where it can. */
  private query(tokens: string[], key: string): RelevanceMatch {
    const quick = queryRelevance(this.index as MiniSearch<unknown>, tokens, editsAllowed);
    if (!quick) return this.searched(tokens, key);
    return {
      count: quick.ids.length,
      slots: quick.ids as number[],
      scores: quick.scores,
      finer: quick.finer,
    };
  }

  /**
   * MiniSearch's own search, scored by `matchScore`: what `scores` answers while discarded books
   * wait to be vacuumed from the postings it reads, and what `queryRelevance` is checked against.
   */
  searched(tokens: string[], key = tokens.join(' ')): RelevanceMatch {
    const results = key ? this.index.search(key) : [];
    const match: RelevanceMatch = {
      count: results.length,
      slots: new Array<number>(results.length),
      scores: new Array<number>(results.length),
      finer: new Array<number>(results.length),
    };
    const kinds = tokens.map(() => new Map<string, number>());
    results.forEach((result, i) => {
      match.slots[i] = result.id as number;
      match.scores[i] = matchScore(tokens, kinds, result.match);
      match.finer[i] = result.score;
    });
    return match;
  }

  /**
   * Titles and authors for the search box: among the best matches of the text in titles and
   * authors (the last word as a prefix, typos forgiven), the distinct titles and authors that
   * contain a matched word, at most MAX_SUGGESTIONS, the best first.
   */
  suggest(text: string, textsOf: (slot: number) => { title: string; author: string } | undefined): BookSuggestion[] {
    const results = this.index.search(wordTokens(text).join(' '), { fields: ['title', 'author'] });
    const seen = new Set<string>();
    const suggestions: BookSuggestion[] = [];
    for (const result of results.slice(0, SUGGEST_POOL)) {
      const book = textsOf(result.id as number);
      if (!book) continue;
      for (const kind of ['title', 'author'] as const) {
        if (!result.terms.some((term) => result.match[term]?.includes(kind))) continue;
        const key = `${kind}:${book[kind].toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        suggestions.push({ kind, text: book[kind] });
      }
      if (suggestions.length >= MAX_SUGGESTIONS) break;
    }
    return suggestions.slice(0, MAX_SUGGESTIONS);
  }
}

/**
 * `fieldScore` from MiniSearch's match (each matched word of the book with its fields); `kinds`
 * keeps, per search word, how each book word matched it (the same few words recur in every result).
 */
function matchScore(tokens: readonly string[], kinds: Array<Map<string, number>>, match: Record<string, string[]>) {
  let score = 0;
  tokens.forEach((token, t) => {
    let best = 0;
    for (const word in match) {
      let kind = kinds[t].get(word);
      if (kind === undefined) {
        kind =
          word === token
            ? 1
            : word.startsWith(token)
              ? PREFIX_WEIGHT
              : withinEdits(word, token, editsAllowed(token))
                ? TYPO_WEIGHT
                : 0;
        kinds[t].set(word, kind);
      }
      if (!kind) continue;
      for (const field of match[word]) best = Math.max(best, kind * FIELD_WEIGHTS[field as keyof typeof FIELD_WEIGHTS]);
    }
    score += best;
  });
  return score;
}

/** Whether two words are at most `edits` insertions, deletions or substitutions apart. */
export function withinEdits(a: string, b: string, edits: number): boolean {
  if (Math.abs(a.length - b.length) > edits) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      least = Math.min(least, row[j]);
    }
    if (least > edits) return false;
    previous = row;
  }
  return previous[b.length] <= edits;
}
