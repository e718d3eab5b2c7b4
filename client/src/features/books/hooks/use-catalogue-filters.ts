import { useQueryParam } from '@/lib/use-query-param';
import { parseFilters, type CatalogueFilters, type Direction, type SortKey } from '../catalogue-filters';

/**
 * The catalogue's search, category, sort and direction, kept in the URL (?q=&category=&sort=&dir=)
 * so that reload and Back show the same list. Typing replaces the history entry; choosing a
 * category or a sort adds one.
 */
export function useCatalogueFilters() {
  const [q, setQ] = useQueryParam('q');
  const [category, setCategory] = useQueryParam('category');
  const [sort, setSort] = useQueryParam('sort');
  const [dir, setDir] = useQueryParam('dir');
  const filters: CatalogueFilters = parseFilters({ q, category, sort, dir });

  return {
    filters,
    setSearch: (value: string) => setQ(value, { replace: true }),
    setCategory: (value: string) => setCategory(value),
    setSort: (value: SortKey) => setSort(value === 'title' ? '' : value),
    setDirection: (value: Direction) => setDir(value === 'asc' ? '' : value),
  };
}
