import { trusted, type FilterQuery } from 'mongoose';
import { toIsbn13 } from './isbn';

/**
 * Search support. Every book keeps `keywords`: the distinct word tokens of its title, author and
 * description, lower-cased and without diacritics, and `titleAuthorKeywords`: those of its title
 * and author only. A search matches a book when every word of the search is the start of one of
 * its keywords, which a multikey index on either array answers on MongoDB. No user text ever
 * reaches a regular expression unescaped.
 */

/** Which fields a search looks in. */
export enum BookSearchScope {
  /** Title, author and description: the shoppers' catalogue. */
  ALL = 'all',
  /** Title and author only: the admin's book list ("Search by title or author"). */
  TITLE_AUTHOR = 'titleAuthor',
}

/** Lower-cases and strips diacritics ('Émile Zola' -> 'emile zola'). */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The word tokens (runs of letters and digits) of a text, normalised, in order, with repeats. */
export function wordTokens(text: string): string[] {
  return normaliseText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The keyword array stored on a book: distinct tokens of its title, author and description. */
export function bookKeywords(book: { title: string; author: string; description?: string }): string[] {
  return [...new Set([book.title, book.author, book.description ?? ''].flatMap(wordTokens))];
}

/** The distinct tokens of a book's title and author only. */
export function titleAuthorKeywords(book: { title: string; author: string }): string[] {
  return [...new Set([book.title, book.author].flatMap(wordTokens))];
}

/**
 * Everything a book stores for search and sorting, derived from its text and recomputed on
 * every write: the keywords, and case- and accent-insensitive sort keys for title and author
 * (collations are not available on every engine, and byte order would put "a" after "Z").
 */
export function derivedBookFields(book: { title: string; author: string; description?: string }) {
  return {
    keywords: bookKeywords(book),
    titleAuthorKeywords: titleAuthorKeywords(book),
    titleKey: sortKey(book.title),
    authorKey: sortKey(book.author),
  };
}

/**
 * A sort key, never empty: a title made only of combining marks (which the text rules accept)
 * normalises to nothing, so it keeps its own lower-cased text.
 */
function sortKey(text: string): string {
  return normaliseText(text) || text.toLowerCase();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Searches longer than this many words use only the first ones (each word narrows further). */
export const MAX_SEARCH_WORDS = 8;

/** A search text as both catalogue paths read it (see `parseSearch`). */
export type ParsedSearch =
  | { kind: 'isbn'; isbn: string }
  | { kind: 'words'; tokens: string[]; field: 'keywords' | 'titleAuthorKeywords' }
  | { kind: 'literal'; text: string; fields: Array<'title' | 'author' | 'description'> };

/**
 * What a search text asks for, or null when it is blank (all books). A text that is an ISBN (10 or
 * 13 digits with a valid check digit, with or without hyphens and spaces, either form) finds the
 * book with that ISBN, in either scope, as Open Library's search does. Otherwise its distinct word tokens
 * (at most MAX_SEARCH_WORDS), each of which must prefix-match a keyword of the scope, or, for
 * text without any letters or digits (such as '.*'), the text itself, matched literally and
 * case-insensitively against the scope's fields. The database filter (`searchFilter`) and the
 * in-process catalogue index both read a search through this.
 */
export function parseSearch(
  search: string | null | undefined,
  scope: BookSearchScope = BookSearchScope.ALL,
): ParsedSearch | null {
  const text = (search ?? '').trim();
  if (!text) return null;
  const isbn = toIsbn13(text);
  if (isbn) return { kind: 'isbn', isbn };
  const titleAuthorOnly = scope === BookSearchScope.TITLE_AUTHOR;
  const tokens = [...new Set(wordTokens(text))].slice(0, MAX_SEARCH_WORDS);
  if (tokens.length > 0) return { kind: 'words', tokens, field: titleAuthorOnly ? 'titleAuthorKeywords' : 'keywords' };
  return { kind: 'literal', text, fields: titleAuthorOnly ? ['title', 'author'] : ['title', 'author', 'description'] };
}

/** The database filter for a search text, or null when the text is blank (see `parseSearch`). */
export function searchFilter(
  search: string | null | undefined,
  scope: BookSearchScope = BookSearchScope.ALL,
): FilterQuery<unknown> | null {
  const parsed = parseSearch(search, scope);
  if (!parsed) return null;
  if (parsed.kind === 'isbn') return { isbn: parsed.isbn };
  if (parsed.kind === 'words') {
    return { [parsed.field]: trusted({ $all: parsed.tokens.map((token) => new RegExp(`^${escapeRegExp(token)}`)) }) };
  }
  const literal = new RegExp(escapeRegExp(parsed.text), 'i');
  return { $or: parsed.fields.map((field) => ({ [field]: literal })) };
}
