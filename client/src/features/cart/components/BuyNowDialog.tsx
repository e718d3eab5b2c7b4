import { useId, useRef } from 'react';
import { BookCover } from '@/components/BookCover';
import { buttonClasses } from '@/components/button-styles';
import { Modal } from '@/components/Modal';
import { useMoney } from '@/lib/money-context';

export interface BuyNowDialogProps {
  book: { title: string; author: string; image: string; price: number };
  quantity: number;
  total: number;
  /** The order is being placed: both buttons wait, and Escape does nothing. */
  placing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What "Buy now" is about to order, for the shopper to confirm: the book, how many, the price of
 * one and the total. Nothing is ordered until Place Order; Cancel (or Escape) goes back to the page.
 */
export function BuyNowDialog({ book, quantity, total, placing, onConfirm, onCancel }: BuyNowDialogProps) {
  const money = useMoney();
  const summaryId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      title="Confirm your order"
      describedBy={summaryId}
      initialFocusRef={cancelRef}
      onClose={onCancel}
      busy={placing}
    >
      <div id={summaryId} className="mt-4 flex gap-4">
        <BookCover src={book.image} title={book.title} className="h-24 w-16 shrink-0 rounded object-cover shadow" />
        <div className="min-w-0">
          <p className="break-words font-semibold text-slate-900">{book.title}</p>
          <p className="text-sm text-slate-600">by {book.author}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Quantity</dt>
            <dd className="font-medium tabular-nums text-slate-900">{quantity}</dd>
            <dt className="text-slate-600">Price</dt>
            <dd className="tabular-nums text-slate-900">{money.format(book.price)} each</dd>
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="font-bold tabular-nums text-slate-900" data-testid="buy-now-total">
              {money.format(total)}
            </dd>
          </dl>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600">Your cart stays as it is.</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={placing}
          className={buttonClasses('secondary', 'md')}
        >
          Cancel
        </button>
        {/* Not disabled while placing, so that focus stays on it; a second press is ignored. */}
        <button
          type="button"
          onClick={() => !placing && onConfirm()}
          aria-disabled={placing}
          className={buttonClasses('primary', 'md', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
        >
          {placing ? 'Placing order...' : 'Place Order'}
        </button>
      </div>
    </Modal>
  );
}
