import { RequestStockAlertDocument } from '../api/RequestStockAlert.generated';
import { useWishlistChange } from './use-wishlist-change';

/**
 * Asks for one email when an out-of-stock book is back (a book in stock is refused with a message):
 * 'We will email you when it is back in stock', or the server's message or 'Failed to set up the
 * back-in-stock email' (see useWishlistChange).
 */
export function useRequestStockAlert() {
  const { run, pendingId } = useWishlistChange(
    RequestStockAlertDocument,
    (data) => data.requestStockAlert.message,
    'Failed to set up the back-in-stock email',
  );
  return { requestStockAlert: run, pendingId };
}
