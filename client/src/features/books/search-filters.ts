import type { FilterSchema, FiltersOf } from '@/lib/use-list-filters';
import { catalogueFilterSchema, SORT_OPTIONS, type SortKey } from './catalogue-filters';

/** The catalogue's sorts with "Best match" first: the default, ranked by relevance when there is a search. */
export const SEARCH_SORT_OPTIONS = [{ value: 'relevance', label: 'Best match' }, ...SORT_OPTIONS] as const;
export type SearchSortKey = 'relevance' | SortKey;

/** Price ranges as the server names them (cents, from-below), with what a shopper reads. */
export const PRICE_LABELS: Record<string, string> = {
  '0-500': 'Under $5',
  '500-1000': '$5 to $10',
  '1000-2000': '$10 to $20',
  '2000-5000': '$20 to $50',
  '5000-': '$50 and more',
};

/**
 * The catalogue's filters with the search's own (?author=&lang=&price=&year=) and "Best match"
 * as the default sort. Kept out of catalogue-filters.ts, which the first download carries: the
 * catalogue's first page without a search is still ListBooks by title, as prefetched.
 */
export const searchFilterSchema = {
  ...catalogueFilterSchema,
  sort: {
    param: 'sort',
    parse: (raw: string): SearchSortKey => SEARCH_SORT_OPTIONS.find((o) => o.value === raw)?.value ?? 'relevance',
    default: 'relevance' as SearchSortKey,
  },
  author: { param: 'author' },
  language: { param: 'lang', parse: (raw: string) => (/^[a-z]{2,3}$/.test(raw) ? raw : '') },
  price: { param: 'price', parse: (raw: string) => (raw in PRICE_LABELS ? raw : '') },
  year: { param: 'year', parse: (raw: string) => (/^\d{1,4}$/.test(raw) ? raw : '') },
} satisfies FilterSchema;

export type SearchFilters = FiltersOf<typeof searchFilterSchema>;

/** Whether the list is the ranked search (findBooks): "Best match" with words typed. */
export function isRankedSearch(filters: SearchFilters): boolean {
  return filters.sort === 'relevance' && filters.search.trim() !== '';
}

/** The FindBooks filter variables (the hook adds the page). */
export function findVariables(filters: SearchFilters) {
  return {
    search: filters.search.trim(),
    category: filters.category || null,
    author: filters.author || null,
    language: filters.language || null,
    price: filters.price || null,
    year: filters.year ? Number(filters.year) : null,
  };
}
