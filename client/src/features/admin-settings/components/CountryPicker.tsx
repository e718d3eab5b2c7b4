import { useId, useMemo, useState } from 'react';
import { inputClasses } from '@/components/FormField';
import type { Country } from '@/lib/countries';

export interface CountryPickerProps {
  countries: readonly Country[];
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
  /** The search box, which takes focus when the field is revealed. */
  searchRef?: (element: HTMLInputElement | null) => void;
}

/**
 * The zone's countries: a search box narrowing a list of checkboxes (Tab and Space to choose), and
 * the chosen ones listed above it, each with a button to remove it.
 */
export function CountryPicker({ countries, value, onChange, error, searchRef }: CountryPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const names = useMemo(() => new Map(countries.map((country) => [country.code, country.name])), [countries]);
  const term = search.trim().toLowerCase();
  const shown = term
    ? countries.filter((country) => country.name.toLowerCase().includes(term) || country.code.toLowerCase() === term)
    : countries;
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((chosen) => chosen !== code));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">Countries</legend>
      {value.length > 0 ? (
        <ul aria-label="Chosen countries" className="mb-2 flex flex-wrap gap-1.5">
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => toggle(code, false)}
                aria-label={`Remove ${names.get(code) ?? code}`}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-800 hover:bg-indigo-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {names.get(code) ?? code}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-2 text-sm text-slate-600">No country chosen.</p>
      )}
      <label htmlFor={`${id}-search`} className="sr-only">
        Search countries
      </label>
      <input
        id={`${id}-search`}
        ref={searchRef}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search countries"
        aria-invalid={Boolean(error)}
        className={inputClasses}
      />
      <ul
        aria-label="Countries to choose from"
        className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-1"
      >
        {shown.map((country) => (
          <li key={country.code}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={value.includes(country.code)}
                onChange={(event) => toggle(country.code, event.target.checked)}
                className="h-4 w-4 rounded border-slate-300 text-indigo-600"
              />
              {country.name}
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="px-2 py-1.5 text-sm text-slate-600">No country matches.</li>}
      </ul>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
