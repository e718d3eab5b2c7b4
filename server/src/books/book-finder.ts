import { compareIds, compareText } from './catalogue-order';
import type { Book } from './models/book.model';

/**
 * The shopper's search ("find a book"), shared by both catalogue reads: the request, the facets
 * and their counts, the price ranges, and the order of results. Results are ranked by relevance
 * and paged by offset (a relevance order has no stable keyset across writes), at most
 * `MAX_FOUND` deep; the tie-break after the score is the one a shopper can see: title, then id.
 */

/** The results go this deep (offset + first); past it the shopper narrows the search. */
export const MAX_FOUND = 500;
/**
 * The database's search ranks and counts at most this many matches (the first in title order), so
 * that a search for a common word, or none, never reads the whole catalogue into one request;
 * `totalCountCapped` then says there were more. The in-process catalogue ranks every match.
 */
export const MAX_RANKED = 5_000;
/** The author facet lists this many authors, the most books first. */
export const TOP_AUTHORS = 10;
/** The year facet lists this many years, the most books first. */
export const TOP_YEARS = 12;

/** Price ranges in cents, `[from, below)`; the last has no upper bound. Keys are what a filter sends. */
export const PRICE_RANGES = [
  { key: '0-500', from: 0, below: 500 },
  { key: '500-1000', from: 500, below: 1000 },
  { key: '1000-2000', from: 1000, below: 2000 },
  { key: '2000-5000', from: 2000, below: 5000 },
  { key: '5000-', from: 5000, below: Infinity },
] as const;
export type PriceRangeKey = (typeof PRICE_RANGES)[number]['key'];
export const PRICE_RANGE_KEYS = PRICE_RANGES.map((range) => range.key);

export function priceRangeOf(cents: number): PriceRangeKey {
  let range = 0;
  while (cents >= PRICE_RANGES[range].below) range++;
  return PRICE_RANGES[range].key;
}

/** What a search asks for: words (blank: every book), optional facet filters, and a page. */
export interface FindBooksRequest {
  search?: string | null;
  category?: string | null;
  author?: string | null;
  language?: string | null;
  price?: PriceRangeKey | null;
  year?: number | null;
  first: number;
  offset: number;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface BookFacets {
  categories: FacetCount[];
  authors: FacetCount[];
  languages: FacetCount[];
  prices: FacetCount[];
  years: FacetCount[];
}

export interface FoundBooks {
  totalCount: number;
  /** More books matched than were ranked and counted (MAX_RANKED): `totalCount` is a lower bound. */
  totalCountCapped: boolean;
  books: Book[];
  facets: BookFacets;
}

/** A suggestion for the search box: a title or an author. */
export interface BookSuggestion {
  kind: 'title' | 'author';
  text: string;
}

/** At most this many suggestions; none for fewer than SUGGEST_MIN characters. */
export const MAX_SUGGESTIONS = 8;
export const SUGGEST_MIN = 2;

const FACETS = ['category', 'author', 'language', 'price', 'year'] as const;
type Facet = (typeof FACETS)[number];

/** A book's value in each facet, in FACETS' order, into `out` ('' when it has none: no language, no year). */
function facetValues(book: Book, out: string[]): void {
  out[0] = book.category;
  out[1] = book.author;
  out[2] = book.language;
  out[3] = priceRangeOf(Math.round(book.price * 100));
  out[4] = book.year === null ? '' : yearText(book.year);
}

/** Years as facet values, each string made once (a search counts tens of thousands of books). */
const YEAR_TEXTS = new Map<number, string>();
function yearText(year: number): string {
  let text = YEAR_TEXTS.get(year);
  if (text === undefined) {
    text = String(year);
    if (YEAR_TEXTS.size < 10_000) YEAR_TEXTS.set(year, text);
  }
  return text;
}

function wanted(request: FindBooksRequest): Array<string | undefined> {
  return [
    request.category || undefined,
    request.author || undefined,
    request.language || undefined,
    request.price || undefined,
    typeof request.year === 'number' ? String(request.year) : undefined,
  ];
}

/**
 * Applies the facet filters to the books a search matched and counts the facets, in one pass.
 * Each facet's counts are for the search and every *other* selected filter (a selected author
 * still shows the other authors' counts, so the shopper can switch); the books returned match
 * all of them.
 */
export function filterAndCount<T>(
  matched: Iterable<T>,
  bookOf: (item: T) => Book,
  request: FindBooksRequest,
): { kept: T[]; facets: BookFacets } {
  const filters = wanted(request);
  const selected = FACETS.map((_, f) => f).filter((f) => filters[f] !== undefined);
  // A count per value (a number, not an object: a search may count thousands of authors).
  const counts = FACETS.map(() => new Map<string, number>());
  const kept: T[] = [];
  const values: string[] = [];
  const count = (item: T) => {
    facetValues(bookOf(item), values);
    let missed = -1;
    let misses = 0;
    for (const f of selected) {
      if (values[f] !== filters[f]) {
        missed = f;
        if (++misses > 1) break;
      }
    }
    if (misses > 1) return;
    if (misses === 0) kept.push(item);
    for (let f = 0; f < FACETS.length; f++) {
      if ((misses === 1 && f !== missed) || values[f] === '') continue;
      counts[f].set(values[f], (counts[f].get(values[f]) ?? 0) + 1);
    }
  };
  if (Array.isArray(matched)) for (let i = 0; i < matched.length; i++) count(matched[i] as T);
  else for (const item of matched) count(item);
  const counted = (facet: Facet) => counts[FACETS.indexOf(facet)];
  const list = (facet: Facet) => Array.from(counted(facet), ([value, count]) => ({ value, count }));
  const byValue = (a: FacetCount, b: FacetCount) => compareText(a.value, b.value);
  const priceOrder = (a: FacetCount, b: FacetCount) =>
    PRICE_RANGE_KEYS.indexOf(a.value as PriceRangeKey) - PRICE_RANGE_KEYS.indexOf(b.value as PriceRangeKey);
  return {
    kept,
    facets: {
      categories: list('category').sort(byValue),
      authors: topCounts(counted('author'), TOP_AUTHORS),
      languages: list('language').sort(byValue),
      prices: list('price').sort(priceOrder),
      years: topCounts(counted('year'), TOP_YEARS),
    },
  };
}

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || compareText(a.value, b.value);

/**
 * The `top` values with the most books (ties by value), picked in one pass over the counts
 * rather than by sorting them all: a common word's results have thousands of authors.
 */
function topCounts(counts: Map<string, number>, top: number): FacetCount[] {
  const best: FacetCount[] = [];
  counts.forEach((count, value) => {
    const last = best.length === top ? best[top - 1] : undefined;
    if (last && (count < last.count || (count === last.count && compareText(value, last.value) >= 0))) return;
    const entry = { value, count };
    let at = best.length;
    while (at > 0 && byCount(entry, best[at - 1]) < 0) at--;
    best.splice(at, 0, entry);
    if (best.length > top) best.pop();
  });
  return best;
}

/**
 * The page `offset .. offset + first` of `results` in `compare`'s order, sorting only as far as
 * it needs: the best `offset + first` are kept in a sorted array, far cheaper than sorting tens
 * of thousands of results.
 */
export function pickPage<T>(
  results: T[],
  compare: (a: T, b: T) => number,
  request: Pick<FindBooksRequest, 'first' | 'offset'>,
): T[] {
  const end = request.offset + request.first;
  if (results.length <= end * 4) return results.sort(compare).slice(request.offset, end);
  const best: T[] = [];
  for (const result of results) {
    if (best.length === end && compare(result, best[end - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(best[mid], result) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, result);
    if (best.length > end) best.pop();
  }
  return best.slice(request.offset, end);
}

/**
 * A result with what orders it: a tier (0 for the books the exact/prefix search finds, 1 for
 * typo matches), a score by field and kind of match (`fieldScore`), optionally a finer score
 * among equal ones (MiniSearch's BM25), and the visible tie-break.
 */
export interface Ranked {
  tier: number;
  score: number;
  finer?: number;
  titleKey: string;
  id: string;
}

/** Tier, then score (higher first), then the finer score, then title, then id. */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    a.tier - b.tier ||
    b.score - a.score ||
    (b.finer ?? 0) - (a.finer ?? 0) ||
    compareText(a.titleKey, b.titleKey) ||
    compareIds(a.id, b.id)
  );
}

/** Field weights of a search's relevance: a title match counts most, then the author, then the description. */
export const FIELD_WEIGHTS = { title: 10, author: 5, description: 1 } as const;
/** A word that only starts a book's word counts this much of a whole-word match. */
export const PREFIX_WEIGHT = 0.375;
/** A word found only with a typo forgiven counts this much of a whole-word match. */
export const TYPO_WEIGHT = 0.3;

/**
 * A relevance score from the texts' words, the same on both catalogue reads: each search word
 * scores its best field (whole word: the field's weight; only the start of a word: PREFIX_WEIGHT
 * of it); so a title match ranks above an author match above a description match, and a whole
 * word above a fragment, whatever the words' frequencies.
 */
export function fieldScore(tokens: readonly string[], words: Record<keyof typeof FIELD_WEIGHTS, readonly string[]>) {
  let score = 0;
  for (const token of tokens) {
    let best = 0;
    for (const field of Object.keys(FIELD_WEIGHTS) as Array<keyof typeof FIELD_WEIGHTS>) {
      const weight = FIELD_WEIGHTS[field];
      if (words[field].includes(token)) best = Math.max(best, weight);
      else if (words[field].some((word) => word.startsWith(token))) best = Math.max(best, weight * PREFIX_WEIGHT);
    }
    score += best;
  }
  return score;
}
