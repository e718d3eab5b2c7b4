import { updateBook, type CoverChoice } from '../api/save-book';
import type { BookFormValues } from '../validation';
import { useSaveBookEffects } from './use-save-book-effects';

/** Updates a book (REST multipart): 'Book updated successfully!' then /admin/books, or 'Failed to update book'. */
export function useUpdateBook(id: string) {
  const { run, pending } = useSaveBookEffects({ success: 'Book updated successfully!', failure: 'Failed to update book' });
  return {
    update: (values: BookFormValues, image: CoverChoice) => run(() => updateBook(id, values, image), id),
    pending,
  };
}
