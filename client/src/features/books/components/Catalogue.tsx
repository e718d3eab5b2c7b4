import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { LoadMore } from '@/components/LoadMore';
import { useListFilters } from '@/lib/use-list-filters';
import { useCatalogue, type CatalogueBook } from '../hooks/use-catalogue';
import { useFoundBooks } from '../hooks/use-found-books';
import { isRankedSearch, searchFilterSchema } from '../search-filters';
import { useCategories } from '../hooks/use-categories';
import { FIRST_ROW_COVERS } from '../prefetch-catalogue';
import { BookCard } from './BookCard';
import { BookCardSkeleton } from './BookCardSkeleton';
import { CatalogueToolbar } from './CatalogueToolbar';
import { SearchFacets } from './SearchFacets';

const gridClasses = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export interface CatalogueProps {
  /** An extra control on each card, such as the shopper's Add to Cart (composed by the page). */
  cardAction?: (book: CatalogueBook) => ReactNode;
}

/**
 * 'Showing X of Y books': X books match the search and category, of Y in the whole catalogue;
 * 'more than X' when the search counted only the first X of its matches (`capped`). Nothing when
 * nothing matches (the empty state says so).
 */
export function countLine(matches: number, catalogueSize: number | null, capped = false): string {
  if (matches === 0) return '';
  if (capped) return `Showing more than ${matches.toLocaleString('en')} ${bookNoun(matches)}`;
  if (catalogueSize === null || catalogueSize < matches) return `Showing ${matches} ${bookNoun(matches)}`;
  return `Showing ${matches} of ${catalogueSize} ${bookNoun(catalogueSize)}`;
}

function chosenCount(filters: { category: string; author: string; language: string; price: string; year: string }) {
  return [filters.category, filters.author, filters.language, filters.price, filters.year].filter(Boolean).length;
}

function bookNoun(n: number): string {
  return n === 1 ? 'book' : 'books';
}

/**
 * The catalogue: search, category and sort (kept in the URL), the count line and a grid of cards
 * that grows a page at a time, on scroll or with 'Load more'.
 */
export function Catalogue({ cardAction }: CatalogueProps = {}) {
  const { filters, setFilter } = useListFilters(searchFilterSchema);
  const { categories, catalogueSize } = useCategories();
  // "Best match" with words typed is the ranked search (typos forgiven, facets); otherwise the
  // catalogue's keyset pages, "Best match" without words being the title order.
  const ranked = isRankedSearch(filters);
  const relevance = filters.sort === 'relevance';
  const listed = useCatalogue(
    {
      ...filters,
      sort: filters.sort === 'relevance' ? 'title' : filters.sort,
      direction: relevance ? 'asc' : filters.direction,
    },
    ranked,
  );
  const found = useFoundBooks(filters, !ranked);
  const catalogue = ranked ? found : listed;
  // The facets start open where there is room for them beside the toolbar.
  const [wideScreen] = useState(() => window.matchMedia?.('(min-width: 1024px)').matches ?? false);
  const { items, totalCount, initialLoading, refreshing, failed, hasMore } = catalogue;
  const capped = ranked && found.totalCountCapped;
  // The grid follows the data a step behind, in a render React may split into short slices: a
  // page of cards arriving no longer blocks the browser in one long task, and what is on screen
  // (skeleton or the previous list) stays until the new cards are ready.
  const shown = useDeferredValue(
    useMemo(
      () => ({ books: items, totalCount, capped, initialLoading, refreshing, failed, hasMore }),
      [items, totalCount, capped, initialLoading, refreshing, failed, hasMore],
    ),
  );
  const books = shown.books;

  return (
    <div className="space-y-6">
      <CatalogueToolbar
        filters={filters}
        categories={categories}
        onSearch={(value) => setFilter('search', value)}
        onCategory={(value) => setFilter('category', value)}
        onSort={(value) => {
          // Rating reads highest first.
          if (value === 'rating') setFilter('direction', 'desc');
          setFilter('sort', value);
        }}
        onDirection={(value) => setFilter('direction', value)}
      />

      {ranked && found.facets && (
        <details open={wideScreen} className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
          <summary className="cursor-pointer rounded-2xl px-4 py-3 text-sm font-medium text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
            Refine results
            {chosenCount(filters) > 0 && <span className="ml-2 text-indigo-700">({chosenCount(filters)} chosen)</span>}
          </summary>
          <div className="border-t border-slate-200 p-2">
            <SearchFacets facets={found.facets} chosen={filters} onChoose={(facet, value) => setFilter(facet, value)} />
          </div>
        </details>
      )}

      <p aria-live="polite" className="min-h-6 text-sm text-slate-600">
        {!shown.initialLoading && !shown.failed && countLine(shown.totalCount, catalogueSize, shown.capped)}
      </p>

      {shown.initialLoading ? (
        <div role="status">
          <span className="sr-only">Loading books...</span>
          <ul className={gridClasses}>
            {Array.from({ length: 8 }, (_, i) => (
              <BookCardSkeleton key={i} />
            ))}
          </ul>
        </div>
      ) : shown.failed ? (
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
          <p className="text-slate-700">The books could not be loaded.</p>
          <button type="button" onClick={catalogue.retry} className={buttonClasses('primary', 'md', 'mt-4')}>
            Try again
          </button>
        </div>
      ) : books.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
          No books found matching your criteria.
        </p>
      ) : (
        <ul
          aria-label="Books"
          aria-busy={shown.refreshing}
          className={`${gridClasses} transition-opacity ${shown.refreshing ? 'opacity-60' : ''}`}
        >
          {books.map((book, index) => (
            <BookCard key={book.id} book={book} action={cardAction?.(book)} eagerCover={index < FIRST_ROW_COVERS} />
          ))}
        </ul>
      )}

      <LoadMore
        // From what is shown: the sentinel must not come into view before the cards it follows.
        hasMore={shown.hasMore && !shown.refreshing}
        loading={catalogue.loadingMore}
        onLoadMore={catalogue.loadMore}
        itemCount={books.length}
      />
    </div>
  );
}
