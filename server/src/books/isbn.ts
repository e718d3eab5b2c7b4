/**
 * ISBNs, as a bookseller types them: ISBN-10 or ISBN-13, with hyphens or spaces anywhere between
 * the digits, and a valid check digit. A book stores (and shows) the ISBN-13 as 13 digits; an
 * ISBN-10 becomes the 978 ISBN-13 of the same book. Pure (no Nest or Mongoose imports), so the
 * client's tests can compare its copy of the rule with this one.
 *
 * The rule is the check digit alone. Libraries such as isbn3 also check the registration ranges
 * from a data file of theirs, which refuses newly assigned ranges (979-8 publishers, for one)
 * until the package is updated: a shop must be able to list a book published this week.
 */
export const ISBN_MESSAGE = 'ISBN must be an ISBN-10 or ISBN-13 with a valid check digit';

/** An ISBN as stored: 13 digits starting 978 or 979. */
export const STORED_ISBN = /^97[89]\d{10}$/;

/** The ISBN-13 check digit of 12 digits: weights 1, 3, 1, 3 … and the sum's complement to 10. */
export function check13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** Whether 10 characters (9 digits and a digit or X) have a valid ISBN-10 check digit: Σ (10 − i) × dᵢ ≡ 0 (mod 11). */
function valid10(isbn10: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (isbn10[i] === 'X' ? 10 : Number(isbn10[i]));
  return sum % 11 === 0;
}

/**
 * The ISBN-13 (13 digits) of an ISBN-10 or ISBN-13 typed with or without hyphens and spaces, or
 * null when the text is not one (wrong length or characters, an ISBN-13 not starting 978 or 979,
 * a wrong check digit).
 */
export function toIsbn13(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\dXx](?:[\d -]*[\dXx])?$/.test(trimmed)) return null;
  const compact = trimmed.replace(/[ -]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(compact)) {
    if (!valid10(compact)) return null;
    const first12 = `978${compact.slice(0, 9)}`;
    return first12 + check13(first12);
  }
  if (STORED_ISBN.test(compact)) return check13(compact.slice(0, 12)) === compact[12] ? compact : null;
  return null;
}

/** Whether a value is an ISBN as a book stores it (13 digits, valid). */
export const isStoredIsbn = (value: unknown): value is string =>
  typeof value === 'string' && STORED_ISBN.test(value) && toIsbn13(value) === value;

/** The ISBN-10 of a 978 ISBN-13 (the form older books carry), or null for a 979 one. */
export function toIsbn10(isbn13: string): string | null {
  if (!isStoredIsbn(isbn13) || !isbn13.startsWith('978')) return null;
  const first9 = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(first9[i]);
  const check = (11 - (sum % 11)) % 11;
  return first9 + (check === 10 ? 'X' : String(check));
}
