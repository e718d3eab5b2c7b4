import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * List pages (catalogue, admin books, orders, complaints, reports) share one pattern:
 *
 * 1. a filter schema, declared next to the feature: which query-string parameter holds each
 *    filter, how its raw text is read (anything unknown falls back to the default) and its default;
 * 2. `useListFilters(schema)`: the filters as state kept in the URL, so reload, Back and a shared
 *    link show the same list;
 * 3. `usePaginatedList(document, variables, ...)` (use-paginated-list.ts): the first page of
 *    LIST_PAGE_SIZE items for those filters, and `loadMore()` for the next.
 *
 * ```ts
 * export const orderFilterSchema = {
 *   search: { param: 'q', replace: true },
 *   status: { param: 'status', parse: (raw) => (isOrderStatus(raw) ? raw : ''), default: '' },
 * } satisfies FilterSchema;
 * const { filters, setFilter } = useListFilters(orderFilterSchema);
 * ```
 */
export interface FilterField<T extends string = string> {
  /** The query-string parameter, e.g. 'q' for the search text. */
  param: string;
  /** Reads the parameter's raw value ('' when absent) into a valid value. Default: as is. */
  parse?: (raw: string) => T;
  /** The value a missing parameter stands for; setting it removes the parameter. Default ''. */
  default?: T;
  /** Changes replace the history entry instead of adding one (for text typed in a search box). */
  replace?: boolean;
}

export type FilterSchema = Record<string, FilterField>;

/** The filter values a schema describes: each field's parsed type. */
export type FiltersOf<S extends FilterSchema> = {
  [K in keyof S]: S[K] extends { parse: (raw: string) => infer T } ? T : string;
};

/** Reads filter values from a query string: every field parsed, defaults for the rest. */
export function readFilters<S extends FilterSchema>(schema: S, params: URLSearchParams): FiltersOf<S> {
  const filters: Record<string, string> = {};
  for (const [name, field] of Object.entries(schema)) {
    const raw = params.get(field.param) ?? '';
    filters[name] = field.parse ? field.parse(raw) : raw;
  }
  return filters as FiltersOf<S>;
}

/**
 * A list page's filters, kept in the URL. `setFilter(name, value)` writes one parameter (the
 * default value removes it), keeps the others and the scroll position; `setFilters({...})` writes
 * several in one navigation. Neither does anything once the person has left the list.
 *
 * React Router's setter builds on the parameters of the last render, so a second change made
 * before the first one has rendered (a category chosen while the search typed just before is still
 * rendering, on a slow device) would drop the first. Each change therefore builds on the latest
 * parameters written, which follow the URL whenever it changes.
 */
export function useListFilters<S extends FilterSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = readFilters(schema, params);
  const latest = useRef(params);
  const listPath = useRef<string | null>(null);
  useEffect(() => {
    latest.current = params;
    // In the browser the router's location is the window's. Once the window has moved on (a book
    // opened from the list), the list stays on screen until the next screen's code has loaded; a
    // change arriving then (a search typed just before, after its pause) would navigate back to the
    // list. Elsewhere (a memory router in tests) the window says nothing: no check.
    listPath.current = window.location.pathname === pathname ? pathname : null;
  }, [params, pathname]);

  const setFilters = useCallback(
    (values: Partial<FiltersOf<S>>) => {
      if (listPath.current !== null && window.location.pathname !== listPath.current) return;
      const updated = new URLSearchParams(latest.current);
      const names = Object.keys(values) as Array<keyof S & string>;
      for (const name of names) {
        const field = schema[name];
        const text = String(values[name]);
        if (text && text !== (field.default ?? '')) updated.set(field.param, text);
        else updated.delete(field.param);
      }
      latest.current = updated;
      // A new history entry unless every field changed is one whose changes replace it.
      const replace = names.length > 0 && names.every((name) => Boolean(schema[name].replace));
      setParams(updated, { replace, preventScrollReset: true });
    },
    [schema, setParams],
  );

  const setFilter = useCallback(
    <K extends keyof S & string>(name: K, value: FiltersOf<S>[K]) =>
      setFilters({ [name]: value } as Partial<FiltersOf<S>>),
    [setFilters],
  );

  return { filters, setFilter, setFilters };
}
