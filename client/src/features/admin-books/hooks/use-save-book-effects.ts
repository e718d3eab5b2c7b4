import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/errors';
import { evictBookData } from '../cache';

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
      toast.success(success);
      // Leave the form first, so that the edit page does not refetch the book it just saved.
      await navigate(paths.adminBooks, { flushSync: true });
      evictBookData(client.cache, id);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(getErrorMessage(error, failure));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { run, pending };
}
