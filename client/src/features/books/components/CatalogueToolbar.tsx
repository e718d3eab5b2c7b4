import { inputClasses } from '@/components/FormField';
import type { ListCategoriesQuery } from '@/gql/graphql';
import type { Direction } from '../catalogue-filters';
import { SEARCH_SORT_OPTIONS, type SearchFilters, type SearchSortKey } from '../search-filters';
import { SearchCombobox } from './SearchCombobox';

export interface CatalogueToolbarProps {
  filters: SearchFilters;
  categories: ListCategoriesQuery['categories'];
  onSearch: (value: string) => void;
  onCategory: (value: string) => void;
  onSort: (value: SearchSortKey) => void;
  onDirection: (value: Direction) => void;
}

const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-800';

/** Search (with suggestions), category filter, sort key and direction for the catalogue; "Best match" has no direction. */
export function CatalogueToolbar({
  filters,
  categories,
  onSearch,
  onCategory,
  onSort,
  onDirection,
}: CatalogueToolbarProps) {
  // A category chosen in the URL stays selectable even if it has no books (any more).
  const options =
    categories.some((c) => c.category === filters.category) || !filters.category
      ? categories
      : [...categories, { category: filters.category, count: 0 }];
  const descending = filters.direction === 'desc';
  const ranked = filters.sort === 'relevance';

  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchCombobox
          id="catalogue-search"
          label="Search books"
          value={filters.search}
          onSearch={onSearch}
          placeholder="Title, author or description"
        />
      </div>
      <div>
        <label htmlFor="catalogue-category" className={labelClasses}>
          Category
        </label>
        <select
          id="catalogue-category"
          value={filters.category}
          onChange={(e) => onCategory(e.target.value)}
          className={`${inputClasses} h-11`}
        >
          <option value="">All Categories</option>
          {options.map(({ category, count }) => (
            <option key={category} value={category}>
              {count > 0 ? `${category} (${count})` : category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="catalogue-sort" className={labelClasses}>
          Sort by
        </label>
        <div className="flex gap-2">
          <select
            id="catalogue-sort"
            value={filters.sort}
            onChange={(e) => onSort(e.target.value as SearchSortKey)}
            className={`${inputClasses} h-11 min-w-0 flex-1`}
          >
            {SEARCH_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <button
            id="catalogue-direction"
            type="button"
            onClick={() => onDirection(descending ? 'asc' : 'desc')}
            aria-pressed={descending}
            disabled={ranked}
            aria-label="Descending order"
            title={descending ? 'Descending: click for ascending' : 'Ascending: click for descending'}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-base text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-indigo-500 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-700"
          >
            <span aria-hidden="true">{descending ? '↓' : '↑'}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
