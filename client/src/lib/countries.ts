export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** English name. */
  name: string;
}

let loading: Promise<Country[]> | undefined;

/**
 * The countries an address, a shipping zone or a tax rate may name, sorted by name: ISO 3166-1
 * codes with their English names from i18n-iso-countries (the server validates against the same list; where the package gives
 * several names, the first). Loaded on first use, in a chunk of its own, so that no first page
 * pays for it.
 */
export function loadCountries(): Promise<Country[]> {
  loading ??= import('i18n-iso-countries/langs/en.json').then((module) => {
    const names = module.default.countries as Record<string, string | string[]>;
    return Object.entries(names)
      .map(([code, name]) => ({ code, name: Array.isArray(name) ? name[0] : name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  });
  loading.catch(() => (loading = undefined));
  return loading;
}
