import {
  compareRanked,
  filterAndCount,
  type BookSuggestion,
  type FindBooksRequest,
  type FoundBooks,
  type Ranked,
} from './book-finder';
import type { CatalogueRelevance, Relevance } from './catalogue-relevance';
import type { Book } from './models/book.model';

/** What the shoppers' search reads of the catalogue index (CatalogueIndex.findSource). */
export interface FindSource {
  /** The slots the catalogue's exact/prefix search matches (as `books(search:)` does), or undefined for a blank search. */
  exact(search: string | null | undefined): number[] | undefined;
  every(): Iterable<number>;
  slotOf(id: string): number | undefined;
  book(slot: number): Book;
  id(slot: number): string;
  titleKey(slot: number): string;
  relevance: CatalogueRelevance;
}

/**
 * The shoppers' search over the index: the books the exact/prefix search finds (exactly those
 * `books(search:)` finds), then the books only a typo tolerance finds, each group by MiniSearch's
 * score, then title, then id; the facet filters and counts of book-finder.ts; one page by offset.
 */
export function findInIndex(source: FindSource, request: FindBooksRequest): FoundBooks {
  const exact = source.exact(request.search);
  const ranked: Ranked[] = [];
  const slots: number[] = [];
  const rank = (slot: number, tier: number, relevance: Relevance | undefined) => {
    slots.push(slot);
    ranked.push({
      tier,
      score: relevance?.score ?? 0,
      finer: relevance?.finer ?? 0,
      titleKey: source.titleKey(slot),
      id: source.id(slot),
    });
  };
  if (exact === undefined) {
    for (const slot of source.every()) rank(slot, 0, undefined);
  } else {
    const scores = source.relevance.scores(request.search ?? '');
    const inExact = new Set<number>();
    for (const slot of exact) {
      inExact.add(slot);
      rank(slot, 0, scores.get(source.id(slot)));
    }
    for (const [id, relevance] of scores) {
      const slot = source.slotOf(id);
      if (slot !== undefined && !inExact.has(slot)) rank(slot, 1, relevance);
    }
  }
  const { kept, facets } = filterAndCount(
    ranked.map((entry, i) => ({ entry, slot: slots[i] })),
    ({ slot }) => source.book(slot),
    request,
  );
  const page = pickPage(
    kept.map(({ entry }) => entry),
    request,
  );
  return {
    totalCount: kept.length,
    books: page.map((entry) => source.book(source.slotOf(entry.id)!)),
    facets,
  };
}

/** The page `offset .. offset + first` of the results in rank order, sorting only as far as it needs. */
export function pickPage<T extends Ranked>(results: T[], request: Pick<FindBooksRequest, 'first' | 'offset'>): T[] {
  const end = request.offset + request.first;
  if (results.length <= end * 4) return results.sort(compareRanked).slice(request.offset, end);
  // Keep the best `end` in a sorted array: far cheaper than sorting tens of thousands of results.
  const best: T[] = [];
  for (const result of results) {
    if (best.length === end && compareRanked(result, best[end - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compareRanked(best[mid], result) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, result);
    if (best.length > end) best.pop();
  }
  return best.slice(request.offset, end);
}

/** Titles and authors for the search box from the index (typos forgiven). */
export function suggestInIndex(source: FindSource, text: string): BookSuggestion[] {
  return source.relevance.suggest(text, (id) => {
    const slot = source.slotOf(id);
    return slot === undefined ? undefined : source.book(slot);
  });
}
