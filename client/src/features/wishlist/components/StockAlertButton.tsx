import { buttonClasses } from '@/components/button-styles';
import { useCancelStockAlert } from '../hooks/use-cancel-stock-alert';
import { useRequestStockAlert } from '../hooks/use-request-stock-alert';
import { useWishlistIds } from '../hooks/use-wishlist-ids';

export interface StockAlertButtonProps {
  book: { id: string; title: string; stock: number };
  /** Name the book in the buttons' accessible names (a card among others). */
  named?: boolean;
}

/**
 * For an out-of-stock book: 'Email me when it is back', or, once asked, a note saying so and
 * 'Cancel the email'. Nothing for a book in stock (the server refuses an alert for it).
 */
export function StockAlertButton({ book, named = false }: StockAlertButtonProps) {
  const { alerted } = useWishlistIds();
  const { requestStockAlert, pendingId: requesting } = useRequestStockAlert();
  const { cancelStockAlert, pendingId: cancelling } = useCancelStockAlert();
  if (book.stock > 0) return null;
  const asked = alerted.has(book.id);
  const pending = requesting === book.id || cancelling === book.id;
  const title = named ? <span className="sr-only"> {book.title}</span> : null;
  const waitClasses = 'whitespace-nowrap aria-disabled:cursor-wait aria-disabled:opacity-60';
  if (!asked) {
    return (
      <button
        type="button"
        aria-disabled={pending || undefined}
        className={buttonClasses('primary', 'sm', waitClasses)}
        onClick={() => {
          if (!pending) void requestStockAlert(book.id);
        }}
      >
        Email me when it is back{title}
      </button>
    );
  }
  return (
    <div className={`flex flex-wrap items-center gap-2 ${named ? 'justify-end' : ''}`}>
      <p className={`text-sm text-slate-700 ${named ? 'basis-full text-right' : ''}`}>
        We will email you when it is back.
      </p>
      <button
        type="button"
        aria-disabled={pending || undefined}
        className={buttonClasses('secondary', 'sm', waitClasses)}
        onClick={() => {
          if (!pending) void cancelStockAlert(book.id);
        }}
      >
        Cancel the email{title}
      </button>
    </div>
  );
}
