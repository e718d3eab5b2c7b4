import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GetBookDocument } from '../api/GetBook.generated';
import { getErrorCode } from '@/lib/errors';
import { notifyFailure } from '@/lib/notify';
import { useLiveBook } from './use-live-book';

/**
 * One book for its page. Shown at once when it is already cached (from the catalogue) and
 * refreshed from the server. A missing book or a malformed id is `notFound` (no toast); any
 * other failure toasts 'Failed to fetch book details' and goes back to /books. Live while shown:
 * its price and stock follow the store's changes.
 */
export function useBook(id: string) {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(GetBookDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  useLiveBook(id);
  const code = error ? getErrorCode(error) : undefined;
  const notFound = !data && (code === 'NOT_FOUND' || code === 'INVALID_ID');
  const failed = Boolean(error) && !data && !notFound;

  useEffect(() => {
    if (!failed) return;
    if (notifyFailure(error, 'Failed to fetch book details', { useServerMessage: false })) {
      void navigate(paths.books, { replace: true });
    }
  }, [failed, error, navigate]);

  return { book: data?.book, loading: loading && !data, notFound };
}
