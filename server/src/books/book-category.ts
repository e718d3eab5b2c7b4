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
