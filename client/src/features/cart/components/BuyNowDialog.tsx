import { useEffect, useId, useRef } from 'react';
import { BookCover } from '@/components/BookCover';
import { buttonClasses } from '@/components/button-styles';
import { Modal } from '@/components/Modal';
import type { Delivery } from '@/lib/delivery';
import { useMoney } from '@/lib/money-context';

export interface BuyNowDialogProps {
  book: { title: string; author: string; image: string; price: number };
  quantity: number;
  total: number;
  /** Where it goes: "Deliver to", and the add-address form in place of the summary while it is open. */
  delivery: Delivery;
  /** The order is being placed: both buttons wait, and Escape does nothing. */
  placing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What "Buy now" is about to order, for the shopper to confirm: the book, how many, the price of
 * one, the total and where it goes. Nothing is ordered until Place Order (which asks for an address
 * first when the shopper has none, in this dialog); Cancel (or Escape) goes back to the page.
 */
export function BuyNowDialog({ book, quantity, total, delivery, placing, onConfirm, onCancel }: BuyNowDialogProps) {
  const money = useMoney();
  const summaryId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const placeRef = useRef<HTMLButtonElement>(null);
  const adding = delivery.form !== null;
  const wasAdding = useRef(adding);

  // Back from the address form (saved or not): focus returns to Place Order.
  useEffect(() => {
    if (wasAdding.current && !adding) placeRef.current?.focus();
    wasAdding.current = adding;
  }, [adding]);

  if (adding) {
    return (
      <Modal title="Add a delivery address" initialFocusRef={cancelRef} onClose={delivery.closeForm} busy={placing}>
        <div className="mt-4">{delivery.form}</div>
      </Modal>
    );
  }

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
      <div className="mt-4">{delivery.picker}</div>
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
          ref={placeRef}
          type="button"
          onClick={() => !placing && !delivery.loading && onConfirm()}
          aria-disabled={placing}
          className={buttonClasses('primary', 'md', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
        >
          {placing ? 'Placing order...' : 'Place Order'}
        </button>
      </div>
    </Modal>
  );
}
