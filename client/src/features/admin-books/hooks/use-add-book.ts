import { addBook } from '../api/save-book';
import type { BookFormValues } from '../validation';
import { useSaveBookEffects } from './use-save-book-effects';

/** Adds a book (REST multipart): 'Book added successfully!' then /admin/books, or 'Failed to add book'. */
export function useAddBook() {
  const { run, pending } = useSaveBookEffects({ success: 'Book added successfully!', failure: 'Failed to add book' });
  return {
    add: (values: BookFormValues, image: File | null) => run(() => addBook(values, image)),
    pending,
  };
}
