import { getErrorCode } from '@/lib/errors';
import { updateBook, type CoverChoice } from '../api/save-book';
import type { BookFormValues } from '../validation';
import { useSaveBookEffects } from './use-save-book-effects';

/** Whether the book was saved, and when not, whether a sale made meanwhile was the reason. */
export interface UpdateOutcome {
  saved: boolean;
  stockChanged: boolean;
}

/**
 * Updates a book (REST multipart): 'Book updated successfully!' then /admin/books, or 'Failed to
 * update book'. `expectedStock` is the stock the form loaded: when a sale changed it meanwhile the
 * server answers 409 STOCK_CHANGED, whose message is the toast.
 */
export function useUpdateBook(id: string) {
  const { run, pending } = useSaveBookEffects({
    success: 'Book updated successfully!',
    failure: 'Failed to update book',
  });

  async function update(values: BookFormValues, image: CoverChoice, expectedStock: number): Promise<UpdateOutcome> {
    let stockChanged = false;
    const saved = await run(async () => {
      try {
        return await updateBook(id, values, image, expectedStock);
      } catch (error) {
        stockChanged = getErrorCode(error) === 'STOCK_CHANGED';
        throw error;
      }
    }, id);
    return { saved, stockChanged };
  }

  return { update, pending };
}
