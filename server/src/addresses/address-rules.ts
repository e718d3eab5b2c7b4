/**
 * The rules of a delivery address, written once: the client's form checks the same limits
 * (client/src/config/rules.ts, compared with these by its tests). Pure: no Nest or Mongoose.
 */

/** The most addresses one account may keep. */
export const MAX_ADDRESSES = 10;

/** Each field's longest value, in characters as a person counts them (code points). */
export const ADDRESS_LIMITS = {
  fullName: 100,
  line1: 100,
  line2: 100,
  city: 100,
  region: 100,
  postalCode: 20,
  phone: 30,
} as const;

export type AddressTextField = keyof typeof ADDRESS_LIMITS;

/** How each field is named in messages ("City must be at most 100 characters long"). */
export const ADDRESS_LABELS: Record<AddressTextField | 'country', string> = {
  fullName: 'Full name',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  region: 'Region',
  postalCode: 'Postal code',
  phone: 'Phone',
  country: 'Country',
};

/** A phone number as people write one: digits, spaces and + ( ) - . only, with a digit somewhere. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]*[0-9][0-9 ().-]*$/;
export const PHONE_MESSAGE = 'Phone may contain only digits, spaces and + ( ) - .';

export const COUNTRY_MESSAGE = 'Country must be a two-letter ISO 3166-1 country code, such as GB or US';

export const ADDRESS_LIMIT_MESSAGE = `You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another.`;
