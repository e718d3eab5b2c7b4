import { isBookCategory } from '@/config/categories';
import type { BookSort, SortDirection } from '@/gql/graphql';
import type { FilterSchema, FiltersOf } from '@/lib/use-list-filters';

/** The catalogue's sort choices: title, author, price, date added; ascending by default. */
export const SORT_OPTIONS = [
  { value: 'title', label: 'Title', sort: 'TITLE' },
  { value: 'author', label: 'Author', sort: 'AUTHOR' },
  { value: 'price', label: 'Price', sort: 'PRICE' },
  { value: 'createdAt', label: 'Date Added', sort: 'CREATED_AT' },
  { value: 'rating', label: 'Rating', sort: 'RATING' },
] as const satisfies readonly { value: string; label: string; sort: BookSort }[];

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export type Direction = 'asc' | 'desc';

/**
 * What the catalogue shows, kept in the URL (?q=&category=&sort=&dir=) through useListFilters.
 * Anything unknown in the URL falls back to the default instead of failing. Typing a search
 * replaces the history entry; choosing a category or a sort adds one.
 */
export const catalogueFilterSchema = {
  search: { param: 'q', replace: true },
  /** One of the 15 categories, or '' for all. */
  category: { param: 'category', parse: (raw: string): string => (isBookCategory(raw) ? raw : '') },
  sort: {
    param: 'sort',
    parse: (raw: string): SortKey => SORT_OPTIONS.find((o) => o.value === raw)?.value ?? 'title',
    default: 'title' as SortKey,
  },
  direction: {
    param: 'dir',
    parse: (raw: string): Direction => (raw === 'desc' ? 'desc' : 'asc'),
    default: 'asc' as Direction,
  },
} satisfies FilterSchema;

export type CatalogueFilters = FiltersOf<typeof catalogueFilterSchema>;

/** The ListBooks filter variables (usePaginatedList adds the paging). */
export function listVariables(filters: CatalogueFilters) {
  return {
    search: filters.search.trim(),
    category: filters.category,
    sort: SORT_OPTIONS.find((o) => o.value === filters.sort)?.sort ?? 'TITLE',
    direction: (filters.direction === 'desc' ? 'DESC' : 'ASC') as SortDirection,
  };
}
