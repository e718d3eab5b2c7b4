/**
 * The server's rules that the client checks too, so that mistakes show before anything is sent.
 * One source each; `rules.test.ts` compares every value with the server's own constants, so a
 * change on one side fails the client's tests until the other follows. The 15 categories live in
 * `categories.ts`, under the same test.
 */

/** Book text limits, in characters as a person counts them (code points: an emoji is one). */
export const MAX_TITLE_LENGTH = 200;
export const MAX_AUTHOR_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;

/** A book's optional details: publisher length, the edition's year and the page count (whole numbers). */
export const MAX_PUBLISHER_LENGTH = 200;
export const MIN_YEAR = 1450;
export const MAX_YEAR = 2100;
export const MAX_PAGES = 50_000;
export const YEAR_MESSAGE = `Year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}`;
export const PAGES_MESSAGE = `Pages must be a whole number from 1 to ${MAX_PAGES}`;
export const LANGUAGE_MESSAGE = 'Language must be an ISO 639-1 code such as en or fr';

/** A price is at least 0, has at most 2 decimals, and is at most MAX_PRICE. */
export const MAX_PRICE = 1_000_000;
export const PRICE_DECIMALS = 2;

/** A stock count is a whole number from 0 to MAX_STOCK. */
export const MAX_STOCK = 1_000_000;

/** An internal note on an order: its longest text, in characters (code points). */
export const MAX_ORDER_NOTE_LENGTH = 2000;

/** Account fields. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** Images (photos, covers): recognised by their first bytes, up to 5 MB. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Delivery addresses: at most MAX_ADDRESSES per account; each field's longest value in characters (code points). */
export const MAX_ADDRESSES = 10;
export const ADDRESS_LIMITS = {
  fullName: 100,
  line1: 100,
  line2: 100,
  city: 100,
  region: 100,
  postalCode: 20,
  phone: 30,
} as const;
/** A phone number: digits, spaces and + ( ) - . only, with a digit somewhere. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]*[0-9][0-9 ().-]*$/;

/** The store's money settings and discount codes (server/src/pricing/pricing-rules.ts). */
export const MAX_PRICING_NAME_LENGTH = 60;
export const MAX_LEGAL_LENGTH = 300;
export const MAX_TAX_NUMBER_LENGTH = 40;
export const MAX_DAYS = 365;
export const MAX_USES = 10_000_000;
/** Payments: the days a bank transfer may take before its order is cancelled, the bank account's fields. */
export const MIN_EXPIRY_DAYS = 1;
export const MAX_EXPIRY_DAYS = 60;
export const EXPIRY_MESSAGE = `Days to pay by transfer must be a whole number from ${MIN_EXPIRY_DAYS} to ${MAX_EXPIRY_DAYS}`;
export const MAX_BANK_FIELD = 120;
export const MAX_BANK_NOTES = 500;
/** A discount code, as the admin writes it and shoppers type it: letters, digits, "-" and "_", 3 to 32 of them, compared upper-cased and trimmed. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const CODE_MESSAGE = 'A discount code is 3 to 32 letters, digits, "-" or "_"';
export const PERCENT_MESSAGE = 'Percentage must be a whole number from 1 to 100';
export const RATE_MESSAGE = 'A tax rate must be a percentage from 0 to 100 with at most 4 decimals';
/** A carrier's tracking link: an https:// address with {number} where the tracking number goes. */
export const MAX_TRACKING_URL_LENGTH = 300;
export const TRACKING_URL_MESSAGE = 'A tracking link is an https:// address containing {number}';
/** A tracking number: 1 to 64 letters, digits, spaces, "-", "/" or ".". */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 ./-]{1,64}$/;
export const TRACKING_NUMBER_MESSAGE = 'A tracking number is 1 to 64 letters, digits, spaces, "-", "/" or "."';
export const USES_MESSAGE = `Uses must be a whole number from 1 to ${MAX_USES}`;

/**
 * The shop's identity as the admin edits it in Settings (server/src/store-identity/store-identity-rules.ts):
 * limits in characters (code points); at most `socialLinks` links, each an https:// address.
 */
export const STORE_IDENTITY_LIMITS = {
  name: 60,
  email: 254,
  phone: 40,
  address: 200,
  about: 5000,
  socialLinks: 8,
  socialLinkUrl: 500,
} as const;
export const SOCIAL_LINK_MESSAGE =
  'Each social link must be an https:// address such as https://www.instagram.com/yourshop';

/** A review: whole stars from 1 to 5, an optional title and text (code points). */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEW_TITLE_LENGTH = 120;
export const MAX_REVIEW_TEXT_LENGTH = 4000;
/** The admin's reason for hiding a review, and a shopper's for reporting one. */
export const MAX_REVIEW_REASON_LENGTH = 500;
