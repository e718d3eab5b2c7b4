/** The 15 book categories, spelled exactly as clients send and show them. */
export const BOOK_CATEGORIES = [
  'Fiction',
  'Non-Fiction',
  'Science Fiction',
  'Fantasy',
  'Mystery',
  'Romance',
  'Biography',
  'History',
  'Science',
  'Technology',
  'Self-Help',
  'Children',
  'Young Adult',
  'Horror',
  'Thriller',
] as const;

export type BookCategory = (typeof BOOK_CATEGORIES)[number];

export const CATEGORY_MESSAGE = `Category must be one of: ${BOOK_CATEGORIES.join(', ')}`;

const byLowerCase = new Map<string, BookCategory>(BOOK_CATEGORIES.map((name) => [name.toLowerCase(), name]));

/** The canonical spelling of a category given in any letter case ('science fiction'), or undefined. */
export function canonicalCategory(value: string): BookCategory | undefined {
  return byLowerCase.get(value.trim().replace(/\s+/g, ' ').toLowerCase());
}
