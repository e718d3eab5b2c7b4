import { isBookCategory } from '@/config/categories';
import type { BookSort, SortDirection } from '@/gql/graphql';

/** The catalogue's sort choices (SPEC.md §2): title, author, price, date added; ascending by default. */
export const SORT_OPTIONS = [
  { value: 'title', label: 'Title', sort: 'TITLE' },
  { value: 'author', label: 'Author', sort: 'AUTHOR' },
  { value: 'price', label: 'Price', sort: 'PRICE' },
  { value: 'createdAt', label: 'Date Added', sort: 'CREATED_AT' },
] as const satisfies readonly { value: string; label: string; sort: BookSort }[];

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export type Direction = 'asc' | 'desc';

/** What the catalogue shows, as kept in the URL: ?q=&category=&sort=&dir= */
export interface CatalogueFilters {
  search: string;
  /** One of the 15 categories, or '' for all. */
  category: string;
  sort: SortKey;
  direction: Direction;
}

export const PAGE_SIZE = 20;

/** Reads the URL's values; anything unknown falls back to the default instead of failing. */
export function parseFilters(params: { q: string; category: string; sort: string; dir: string }): CatalogueFilters {
  return {
    search: params.q,
    category: isBookCategory(params.category) ? params.category : '',
    sort: SORT_OPTIONS.find((o) => o.value === params.sort)?.value ?? 'title',
    direction: params.dir === 'desc' ? 'desc' : 'asc',
  };
}

/** The ListBooks variables for the first page of these filters. */
export function listVariables(filters: CatalogueFilters) {
  return {
    search: filters.search.trim(),
    category: filters.category,
    sort: SORT_OPTIONS.find((o) => o.value === filters.sort)?.sort ?? 'TITLE',
    direction: (filters.direction === 'desc' ? 'DESC' : 'ASC') as SortDirection,
    first: PAGE_SIZE,
  };
}
