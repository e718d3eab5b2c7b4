import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { DeleteBookDocument } from '@/gql/graphql';
import { isUnauthenticated } from '@/lib/apollo-client';
import { getErrorMessage } from '@/lib/errors';
import { evictBookData } from '../cache';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this book?';

/**
 * Deletes a book after the admin confirms. Success: 'Book deleted successfully', and the cached
 * lists and categories are dropped so the table reloads. Failure: the server's message or
 * 'Failed to delete book'.
 */
export function useDeleteBook() {
  const [mutate] = useMutation(DeleteBookDocument);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function deleteBook(id: string): Promise<boolean> {
    if (deletingId || !window.confirm(DELETE_CONFIRMATION)) return false;
    setDeletingId(id);
    try {
      await mutate({ variables: { id }, update: (cache) => evictBookData(cache, id) });
      toast.success('Book deleted successfully');
      return true;
    } catch (error) {
      if (!isUnauthenticated(error)) toast.error(getErrorMessage(error, 'Failed to delete book'));
      return false;
    } finally {
      setDeletingId(null);
    }
  }

  return { deleteBook, deletingId };
}
