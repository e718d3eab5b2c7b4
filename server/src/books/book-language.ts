import ISO6391 from 'iso-639-1';

/**
 * A book's language: an ISO 639-1 code ("en", "fr") from the maintained list of the `iso-639-1`
 * package, stored in lower case. Pure (no Nest or Mongoose imports).
 */
export const LANGUAGE_MESSAGE = 'Language must be an ISO 639-1 code such as en or fr';

export const isLanguageCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z]{2}$/.test(value) && ISO6391.validate(value);

/** Every code, for the client's comparison test. */
export const LANGUAGE_CODES: readonly string[] = ISO6391.getAllCodes();
