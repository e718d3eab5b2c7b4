import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GetBookForEditDocument } from '../api/GetBookForEdit.generated';
import { notifyFailure } from '@/lib/notify';

/**
 * The book to edit, always fresh from the server. If it cannot be loaded: 'Failed to fetch
 * book details' and back to /admin/books.
 */
export function useBookForEdit(id: string) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(GetBookForEditDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (!error) return;
    if (notifyFailure(error, 'Failed to fetch book details', { useServerMessage: false })) {
      void navigate(paths.adminBooks, { replace: true });
    }
  }, [error, navigate]);

  /** `reload()` reads the book from the server again (after a sale changed its stock) and answers it. */
  const reload = async () => (await refetch()).data?.book;
  return { book: data?.book, loading, reload };
}
