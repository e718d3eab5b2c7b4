import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface SetQueryParamOptions {
  /** Replace the history entry instead of adding one (for example while typing a search). */
  replace?: boolean;
}

/**
 * One query-string parameter as state ('' when absent), so filters survive reload and Back.
 * Setting '' removes the parameter. The page keeps its scroll position.
 */
export function useQueryParam(name: string): [string, (value: string, options?: SetQueryParamOptions) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const setValue = useCallback(
    (next: string, { replace = false }: SetQueryParamOptions = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace, preventScrollReset: true },
      );
    },
    [name, setParams],
  );
  return [value, setValue];
}
