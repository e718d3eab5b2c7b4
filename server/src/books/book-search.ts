import { trusted, type FilterQuery } from 'mongoose';

/**
 * Search support. Every book keeps `keywords`: the distinct word tokens of its title, author and
 * description, lower-cased and without diacritics. A search matches a book when every word of
 * the search is the start of one of its keywords, which a multikey index on `keywords` answers
 * on MongoDB. No user text ever reaches a regular expression unescaped.
 */

/** Lower-cases and strips diacritics ('Émile Zola' -> 'emile zola'). */
export function normaliseText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The word tokens (runs of letters and digits) of a text, normalised, in order, with repeats. */
export function wordTokens(text: string): string[] {
  return normaliseText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The keyword array stored on a book: distinct tokens of its title, author and description. */
export function bookKeywords(book: { title: string; author: string; description?: string }): string[] {
  return [...new Set([book.title, book.author, book.description ?? ''].flatMap(wordTokens))];
}

/**
 * Everything a book stores for search and sorting, derived from its text and recomputed on
 * every write: the keywords, and case- and accent-insensitive sort keys for title and author
 * (collations are not available on every engine, and byte order would put "a" after "Z").
 */
export function derivedBookFields(book: { title: string; author: string; description?: string }) {
  return { keywords: bookKeywords(book), titleKey: normaliseText(book.title), authorKey: normaliseText(book.author) };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Searches longer than this many words use only the first ones (each word narrows further). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The filter for a search text, or null when the text is blank (all books). With word tokens,
 * each token must prefix-match a keyword. Text without any letters or digits (such as '.*')
 * is matched literally, case-insensitively, against title, author and description.
 */
export function searchFilter(search: string | null | undefined): FilterQuery<unknown> | null {
  const text = (search ?? '').trim();
  if (!text) return null;
  const tokens = [...new Set(wordTokens(text))].slice(0, MAX_SEARCH_WORDS);
  if (tokens.length > 0) {
    return { keywords: trusted({ $all: tokens.map((token) => new RegExp(`^${escapeRegExp(token)}`)) }) };
  }
  const literal = new RegExp(escapeRegExp(text), 'i');
  return { $or: [{ title: literal }, { author: literal }, { description: literal }] };
}
