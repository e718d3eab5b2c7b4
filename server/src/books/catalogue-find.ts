import { compareIds, compareText } from './catalogue-order';
import {
  filterAndCount,
  MAX_FOUND,
  pickPage,
  type BookSuggestion,
  type FindBooksRequest,
  type FoundBooks,
} from './book-finder';
import { parseSearch } from './book-search';
import type { CatalogueRelevance } from './catalogue-relevance';
import type { SearchMatch } from './catalogue-search';
import type { Book } from './models/book.model';

/** What the shoppers' search reads of the catalogue index (CatalogueIndex.findSource). */
export interface FindSource {
  /** The slots the catalogue's exact/prefix search matches (as `books(search:)`), or undefined for a blank search. */
  exact(search: string | null | undefined): SearchMatch | undefined;
  /** Each slot's score for these words (book-finder.ts `fieldScore`, from the keyword postings). */
  fieldScores(tokens: readonly string[]): Float64Array;
  /** Slots in use are below this. */
  capacity(): number;
  every(): Iterable<number>;
  book(slot: number): Book;
  priceCents(slot: number): number;
  id(slot: number): string;
  titleKey(slot: number): string;
  relevance: CatalogueRelevance;
}

/**
 * The shoppers' search over the index: the books the exact/prefix search finds (exactly those
 * `books(search:)` finds), scored from the keyword postings as the database path scores them;
 * then, while those do not fill the MAX_FOUND results a search can show, the books only a typo
 * tolerance finds (MiniSearch), by their score then BM25; then title, then id. The facet filters
 * and counts of book-finder.ts; one page by offset. Results are numbers into typed arrays, not
 * objects: a common word matches tens of thousands of books.
 */
export function findInIndex(source: FindSource, request: FindBooksRequest): FoundBooks {
  const exact = source.exact(request.search);
  const slots: number[] = [];
  let tiers = new Uint8Array(0);
  let scores = new Float64Array(0);
  let finer = new Float64Array(0);
  if (exact === undefined) {
    for (const slot of source.every()) slots.push(slot);
  } else {
    const parsed = parseSearch(request.search);
    const byField = parsed?.kind === 'words' && exact.total > 0 ? source.fieldScores(parsed.tokens) : undefined;
    const typos = exact.total < MAX_FOUND ? source.relevance.scores(request.search ?? '') : undefined;
    ({ tiers, scores, finer } = rankScratch(exact.total + (typos?.count ?? 0)));
    for (let slot = 0; slots.length < exact.total && slot < exact.marks.length; slot++) {
      if (exact.marks[slot] !== exact.target) continue;
      tiers[slots.length] = 0;
      scores[slots.length] = byField?.[slot] ?? 0;
      finer[slots.length] = 0;
      slots.push(slot);
    }
    for (let i = 0; typos && i < typos.count; i++) {
      const slot = typos.slots[i];
      if (exact.marks[slot] === exact.target) continue;
      tiers[slots.length] = 1;
      scores[slots.length] = typos.scores[i];
      finer[slots.length] = typos.finer[i];
      slots.push(slot);
    }
  }
  const candidates = Array.from({ length: slots.length }, (_, i) => i);
  const { kept, facets } = filterAndCount(candidates, (i) => source.book(slots[i]), request);
  const compare = (a: number, b: number) =>
    (tiers[a] ?? 0) - (tiers[b] ?? 0) ||
    (scores[b] ?? 0) - (scores[a] ?? 0) ||
    (finer[b] ?? 0) - (finer[a] ?? 0) ||
    compareText(source.titleKey(slots[a]), source.titleKey(slots[b])) ||
    compareIds(source.id(slots[a]), source.id(slots[b]));
  return {
    totalCount: kept.length,
    totalCountCapped: false,
    books: pickPage(kept, compare, request).map((i) => source.book(slots[i])),
    facets,
  };
}

/**
 * The results' tiers and scores, in space kept between searches (a search runs to its end before
 * another starts): arrays per search, as long as its results, were garbage the collector had to
 * chase at every search. Every entry up to `size` is written before it is read.
 */
let ranks = { tiers: new Uint8Array(0), scores: new Float64Array(0), finer: new Float64Array(0) };
function rankScratch(size: number) {
  if (ranks.tiers.length < size) {
    const length = Math.max(size, ranks.tiers.length * 2, 1024);
    ranks = { tiers: new Uint8Array(length), scores: new Float64Array(length), finer: new Float64Array(length) };
  }
  return ranks;
}

/** Titles and authors for the search box from the index (typos forgiven). */
export function suggestInIndex(source: FindSource, text: string): BookSuggestion[] {
  return source.relevance.suggest(text, (slot) => (slot < source.capacity() ? source.book(slot) : undefined));
}
