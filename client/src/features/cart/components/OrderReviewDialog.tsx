import { useEffect, useId, useRef } from 'react';
import { BookCover } from '@/components/BookCover';
import { buttonClasses } from '@/components/button-styles';
import { Modal } from '@/components/Modal';
import type { Delivery } from '@/lib/delivery';
import { useMoney } from '@/lib/money-context';

/** One line of the order under review: a book, how many, and what they cost together. */
export interface ReviewLine {
  book: { id: string; title: string; author: string; image: string; price: number };
  quantity: number;
  lineTotal: number;
}

export interface OrderReviewDialogProps {
  lines: readonly ReviewLine[];
  total: number;
  /** Where it goes: "Deliver to", and the add-address form in place of the review while it is open. */
  delivery: Delivery;
  /** The order is being placed: Confirm order waits, and Escape does nothing. */
  placing: boolean;
  /** A line under the address, e.g. Buy now's 'Your cart stays as it is.' */
  note?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Which control opened the add-address form: focus goes back to it when the form closes. */
type FormOpener = 'confirm' | 'picker';

/**
 * The one review step before an order, for the cart's Place Order and a book's Buy now: each line
 * (cover, title, quantity, line total), the total and where it goes (the chosen address, with the
 * ways to choose another or add one). Focus starts on its title, so that it reads from the
 * top. Nothing is ordered until Confirm order (which asks for an address first when the shopper has
 * none, in this dialog); Cancel or Escape closes it, and focus returns to the button that opened it.
 */
export function OrderReviewDialog({
  lines,
  total,
  delivery,
  placing,
  note,
  onConfirm,
  onCancel,
}: OrderReviewDialogProps) {
  const money = useMoney();
  const summaryId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const formOpener = useRef<FormOpener>('confirm');
  const adding = delivery.form !== null;
  const wasAdding = useRef(adding);

  // Back from the address form (saved or not): focus returns to what opened it, the picker's add
  // button (still there unless the book is full) or Confirm order.
  useEffect(() => {
    if (wasAdding.current && !adding) {
      const add =
        formOpener.current === 'picker' ? pickerRef.current?.querySelector<HTMLElement>('[data-add-address]') : null;
      (add ?? confirmRef.current)?.focus();
    }
    wasAdding.current = adding;
  }, [adding]);

  if (adding) {
    return (
      <Modal title="Add a delivery address" onClose={delivery.closeForm} busy={placing}>
        <div className="mt-4">{delivery.form}</div>
      </Modal>
    );
  }

  return (
    <Modal title="Confirm your order" describedBy={summaryId} onClose={onCancel} busy={placing}>
      <div id={summaryId} className="mt-4">
        <ul aria-label="Books in this order" className="divide-y divide-slate-200 border-y border-slate-200">
          {lines.map(({ book, quantity, lineTotal }) => (
            <li key={book.id} data-testid="review-line" className="flex gap-3 py-3">
              <BookCover
                src={book.image}
                title={book.title}
                className="h-16 w-11 shrink-0 rounded object-cover shadow"
              />
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-slate-900">{book.title}</p>
                <p className="text-sm text-slate-600">by {book.author}</p>
                <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 tabular-nums">
                  <span className="text-sm text-slate-600">
                    Quantity {quantity} · <span className="whitespace-nowrap">{money.format(book.price)} each</span>
                  </span>
                  <span className="ml-auto font-semibold text-slate-900">{money.format(lineTotal)}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between text-base font-bold text-slate-900">
          <span>Total</span>
          <span className="tabular-nums" data-testid="order-review-total">
            {money.format(total)}
          </span>
        </p>
      </div>
      <div ref={pickerRef} className="mt-4" onClickCapture={() => (formOpener.current = 'picker')}>
        {delivery.picker}
      </div>
      {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={placing} className={buttonClasses('secondary', 'md')}>
          Cancel
        </button>
        {/* Not disabled while placing, so that focus stays on it; a second press is ignored. */}
        <button
          ref={confirmRef}
          type="button"
          onClick={() => {
            formOpener.current = 'confirm';
            if (!placing && !delivery.loading) onConfirm();
          }}
          aria-disabled={placing}
          className={buttonClasses('primary', 'md', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
        >
          {placing ? 'Placing order...' : 'Confirm order'}
        </button>
      </div>
    </Modal>
  );
}
