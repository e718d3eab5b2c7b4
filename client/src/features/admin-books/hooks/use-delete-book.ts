import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/use-confirm';
import { DeleteBookDocument } from '../api/DeleteBook.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { evictBookData } from '../cache';
import { ADMIN_BOOKS_SCOPE } from './use-admin-books';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this book?';

/**
 * Deletes a book after the admin confirms in the in-app dialog (render `confirmDialog`). Success:
 * the server's message ('Book deleted successfully'), and the cached lists and categories are dropped so the table
 * reloads. Failure: the server's message or 'Failed to delete book'.
 */
export function useDeleteBook() {
  const [mutate] = useMutation(DeleteBookDocument);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  async function deleteBook(id: string): Promise<boolean> {
    if (deletingId) return false;
    const confirmed = await confirm({ title: 'Delete book', message: DELETE_CONFIRMATION, confirmLabel: 'Delete' });
    if (!confirmed) return false;
    setDeletingId(id);
    try {
      const { data } = await mutate({ variables: { id }, update: (cache) => evictBookData(cache, id) });
      if (!data) throw new Error('Empty delete response');
      notifySuccess(data.deleteBook.message, { scope: ADMIN_BOOKS_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to delete book', { scope: ADMIN_BOOKS_SCOPE });
      return false;
    } finally {
      setDeletingId(null);
    }
  }

  return { deleteBook, deletingId, confirmDialog };
}
