import { useEffect, useState } from 'react';
import { loadCountries, type Country } from './countries';

/** The country select's list, loaded on first use (a chunk of its own); failures offer Try again. */
export function useCountries() {
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadCountries().then(
      (list) => live && setCountries(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    countries,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
