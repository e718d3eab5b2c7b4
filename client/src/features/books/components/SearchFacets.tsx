import type { BookFacets } from '../hooks/use-found-books';
import { PRICE_LABELS } from '../search-filters';

/** The facet filters a shopper can choose, by facet; '' is none. */
export interface FacetChoice {
  category: string;
  author: string;
  language: string;
  price: string;
  year: string;
}

export interface SearchFacetsProps {
  facets: BookFacets;
  chosen: FacetChoice;
  onChoose: (facet: keyof FacetChoice, value: string) => void;
}

const LANGUAGE_NAMES =
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'language' }) : null;

function languageName(code: string): string {
  try {
    return LANGUAGE_NAMES?.of(code) ?? code;
  } catch {
    return code;
  }
}

const GROUPS: Array<{
  facet: keyof FacetChoice;
  key: keyof Omit<BookFacets, '__typename'>;
  title: string;
  label: (value: string) => string;
}> = [
  { facet: 'category', key: 'categories', title: 'Category', label: (value) => value },
  { facet: 'author', key: 'authors', title: 'Author', label: (value) => value },
  { facet: 'language', key: 'languages', title: 'Language', label: languageName },
  { facet: 'price', key: 'prices', title: 'Price', label: (value) => PRICE_LABELS[value] ?? value },
  { facet: 'year', key: 'years', title: 'Year', label: (value) => value },
];

/**
 * The ranked search's facets: per facet, its values with the number of books for the search and
 * the other chosen filters; a value is a toggle button (pressed when chosen; pressing it again
 * clears it). A facet without values is left out.
 */
export function SearchFacets({ facets, chosen, onChoose }: SearchFacetsProps) {
  return (
    <nav aria-label="Refine results" className="space-y-4 p-2">
      {GROUPS.map(({ facet, key, title, label }) => {
        const values = facets[key];
        if (values.length === 0) return null;
        return (
          <section key={facet} aria-labelledby={`facet-${facet}`}>
            <h2 id={`facet-${facet}`} className="mb-2 text-sm font-semibold text-slate-900">
              {title}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {values.map(({ value, count }) => {
                const pressed = chosen[facet] === value;
                return (
                  <li key={value}>
                    <button
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => onChoose(facet, pressed ? '' : value)}
                      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800"
                    >
                      <span>{label(value)}</span>
                      <span className="text-xs text-slate-600">{count}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
