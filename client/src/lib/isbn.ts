/**
 * The ISBN rule the server applies (server/src/books/isbn.ts, compared in config/rules.test.ts):
 * an ISBN-10 or ISBN-13 with a valid check digit, hyphens and spaces allowed; the ISBN-13 it
 * stands for (an ISBN-10 becomes its 978 ISBN-13), or null.
 */
export const ISBN_MESSAGE = 'ISBN must be an ISBN-10 or ISBN-13 with a valid check digit';

function check13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function toIsbn13(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\dXx](?:[\d -]*[\dXx])?$/.test(trimmed)) return null;
  const compact = trimmed.replace(/[ -]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(compact)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (10 - i) * (compact[i] === 'X' ? 10 : Number(compact[i]));
    if (sum % 11 !== 0) return null;
    const first12 = `978${compact.slice(0, 9)}`;
    return first12 + check13(first12);
  }
  if (/^97[89]\d{10}$/.test(compact)) return check13(compact.slice(0, 12)) === compact[12] ? compact : null;
  return null;
}
