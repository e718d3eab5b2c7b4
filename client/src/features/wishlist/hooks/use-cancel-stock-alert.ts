import { CancelStockAlertDocument } from '../api/CancelStockAlert.generated';
import { useWishlistChange } from './use-wishlist-change';

/**
 * Cancels the back-in-stock email of a book: 'Back-in-stock alert cancelled', or the server's message
 * or 'Failed to cancel the back-in-stock email' (see useWishlistChange).
 */
export function useCancelStockAlert() {
  const { run, pendingId } = useWishlistChange(
    CancelStockAlertDocument,
    (data) => data.cancelStockAlert.message,
    'Failed to cancel the back-in-stock email',
  );
  return { cancelStockAlert: run, pendingId };
}
