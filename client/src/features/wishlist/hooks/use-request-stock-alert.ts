import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { RequestStockAlertDocument } from '../api/RequestStockAlert.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';

const SCOPE = 'wishlist';

/**
 * Asks for one email when an out-of-stock book is back (a book in stock is refused with a message).
 * Success toasts the server's message ('We will email you when it is back in stock') and the answer
 * replaces the cached wishlist (a singleton), so every heart and alert button follows. Failure: the
 * server's message or 'Failed to set up the back-in-stock email'. `pendingId` is the book being changed,
 * so its button can wait.
 */
export function useRequestStockAlert() {
  const [mutate] = useMutation(RequestStockAlertDocument);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function run(bookId: string): Promise<boolean> {
    if (pendingId) return false;
    setPendingId(bookId);
    try {
      const { data } = await mutate({ variables: { bookId } });
      if (!data) return false;
      notifySuccess(data.requestStockAlert.message, { scope: SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to set up the back-in-stock email', { scope: SCOPE });
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { requestStockAlert: run, pendingId };
}
