import MiniSearch, { type SearchOptions } from 'minisearch';
import { wordTokens } from './book-search';
import { FIELD_WEIGHTS, MAX_SUGGESTIONS, PREFIX_WEIGHT, TYPO_WEIGHT, type BookSuggestion } from './book-finder';

export interface Relevance {
  score: number;
  finer: number;
}

/** What the relevance index reads of a book. */
export interface RelevanceText {
  id: string;
  title: string;
  author: string;
  description: string;
}

/** The results of this many recent searches are kept until a book's text changes. */
const CACHED_SEARCHES = 16;
/** Suggestions are picked among this many best title/author matches. */
const SUGGEST_POOL = 40;

/**
 * Typo tolerance by word length: none up to 3 letters (too many near words), one edit up to 5,
 * two above ("tolkein" is two edits from "tolkien").
 */
export function editsAllowed(term: string): number | false {
  return term.length <= 3 ? false : term.length <= 5 ? 1 : 2;
}

const SEARCH: SearchOptions = {
  boost: { ...FIELD_WEIGHTS },
  prefix: true,
  fuzzy: (term) => editsAllowed(term),
  combineWith: 'AND',
  weights: { prefix: PREFIX_WEIGHT, fuzzy: TYPO_WEIGHT },
};

/**
 * The catalogue index's relevance search (MiniSearch): title, author and description, each word
 * matched whole, as the start of a word, or within a few edits, scored by BM25 with the fields
 * weighted title > author > description. CatalogueIndex adds, replaces and removes a book here
 * whenever it does so itself, so it follows every write the mirror applies.
 */
export class CatalogueRelevance {
  private readonly index = new MiniSearch<RelevanceText>({
    fields: ['title', 'author', 'description'],
    tokenize: wordTokens,
    processTerm: (term) => term,
    searchOptions: { ...SEARCH, tokenize: wordTokens },
  });
  private readonly recent = new Map<string, Map<string, Relevance>>();

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

  remove(id: string): void {
    if (!this.index.has(id)) return;
    this.recent.clear();
    this.index.discard(id);
  }

  get size(): number {
    return this.index.documentCount;
  }

  /**
   * Each matching book's relevance by id (every search word found whole, as the start of a word,
   * or with a typo forgiven): `score` by field and kind of match, as book-finder.ts `fieldScore`
   * gives it, and MiniSearch's BM25 score as `finer`.
   */
  scores(search: string): Map<string, Relevance> {
    const tokens = wordTokens(search);
    const key = tokens.join(' ');
    const kept = this.recent.get(key);
    if (kept) return kept;
    const scores = new Map<string, Relevance>();
    if (key) {
      for (const result of this.index.search(key)) {
        scores.set(result.id as string, { score: matchScore(tokens, result.match), finer: result.score });
      }
    }
    this.recent.set(key, scores);
    if (this.recent.size > CACHED_SEARCHES) this.recent.delete(this.recent.keys().next().value!);
    return scores;
  }

  /**
   * Titles and authors for the search box: among the best matches of the text in titles and
   * authors (the last word as a prefix, typos forgiven), the distinct titles and authors that
   * contain a matched word, at most MAX_SUGGESTIONS, the best first.
   */
  suggest(text: string, textsOf: (id: string) => { title: string; author: string } | undefined): BookSuggestion[] {
    const results = this.index.search(wordTokens(text).join(' '), { fields: ['title', 'author'] });
    const seen = new Set<string>();
    const suggestions: BookSuggestion[] = [];
    for (const result of results.slice(0, SUGGEST_POOL)) {
      const book = textsOf(result.id as string);
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

/** `fieldScore` from MiniSearch's match (each matched word of the book with its fields). */
function matchScore(tokens: readonly string[], match: Record<string, string[]>): number {
  let score = 0;
  for (const token of tokens) {
    let best = 0;
    for (const word in match) {
      const kind =
        word === token
          ? 1
          : word.startsWith(token)
            ? PREFIX_WEIGHT
            : withinEdits(word, token, editsAllowed(token) || 0)
              ? TYPO_WEIGHT
              : 0;
      if (!kind) continue;
      for (const field of match[word]) best = Math.max(best, kind * FIELD_WEIGHTS[field as keyof typeof FIELD_WEIGHTS]);
    }
    score += best;
  }
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
