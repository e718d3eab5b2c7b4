import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { evictBookData } from '../cache';

/** The book form's toasts: a saved book dismisses the failures of earlier tries. */
const BOOK_FORM_SCOPE = 'book-form';

export interface SaveMessages {
  success: string;
  failure: string;
}

/**
 * What adding and updating a book share: a pending flag; on success a toast, back to
 * /admin/books, and the cached lists (and the book) dropped so that they load fresh; on failure
 * the server's message or the fallback. A dead session is handled by the REST helper (cleared,
 * off to /login), so no toast then.
 */
export function useSaveBookEffects({ success, failure }: SaveMessages) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function run(send: () => Promise<unknown>, id?: string): Promise<boolean> {
    setPending(true);
    try {
      await send();
      notifySuccess(success, { scope: BOOK_FORM_SCOPE });
      // Leave the form first, so that the edit page does not refetch the book it just saved.
      await navigate(paths.adminBooks, { flushSync: true });
      evictBookData(client.cache, id);
      return true;
    } catch (error) {
      notifyFailure(error, failure, { scope: BOOK_FORM_SCOPE });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { run, pending };
}
