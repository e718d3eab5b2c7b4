import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

/**
 * The countries an address may name: ISO 3166-1 alpha-2 codes with their English names, from
 * i18n-iso-countries (the client's country select reads the same list). Where the package gives
 * several English names, the first (its official one) is used.
 */
countries.registerLocale(english);

export const COUNTRY_NAMES: Readonly<Record<string, string>> = Object.freeze(
  countries.getNames('en', { select: 'official' }),
);

/** True for an upper-case alpha-2 code of the list ("GB"); anything else is false. */
export const isCountryCode = (code: unknown): code is string =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(COUNTRY_NAMES, code);

/** The English name of a code of the list. */
export const countryName = (code: string): string => COUNTRY_NAMES[code] ?? code;
