/** The 15 book categories, spelled exactly as the server stores and expects them. */
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

export function isBookCategory(value: string): value is BookCategory {
  return (BOOK_CATEGORIES as readonly string[]).includes(value);
}
