import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CancelStockAlertDocument } from '../api/CancelStockAlert.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';

const SCOPE = 'wishlist';

/**
 * Cancels the back-in-stock email of a book. Success toasts the server's message ('Back-in-stock alert
 * cancelled') and the answer replaces the cached wishlist (a singleton), so every heart and alert button
 * follows. Failure: the server's message or 'Failed to cancel the back-in-stock email'. `pendingId` is the
 * book being changed, so its button can wait.
 */
export function useCancelStockAlert() {
  const [mutate] = useMutation(CancelStockAlertDocument);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function run(bookId: string): Promise<boolean> {
    if (pendingId) return false;
    setPendingId(bookId);
    try {
      const { data } = await mutate({ variables: { bookId } });
      if (!data) return false;
      notifySuccess(data.cancelStockAlert.message, { scope: SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to cancel the back-in-stock email', { scope: SCOPE });
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { cancelStockAlert: run, pendingId };
}
