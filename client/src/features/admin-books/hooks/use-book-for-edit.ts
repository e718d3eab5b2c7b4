import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { GetBookForEditDocument } from '@/gql/graphql';
import { isUnauthenticated } from '@/lib/apollo-client';

/**
 * The book to edit, always fresh from the server. If it cannot be loaded: 'Failed to fetch
 * book details' and back to /admin/books.
 */
export function useBookForEdit(id: string) {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(GetBookForEditDocument, { variables: { id }, fetchPolicy: 'network-only' });

  useEffect(() => {
    if (!error || isUnauthenticated(error)) return;
    toast.error('Failed to fetch book details', { toastId: `edit-book-${id}` });
    void navigate(paths.adminBooks, { replace: true });
  }, [error, id, navigate]);

  return { book: data?.book, loading };
}
