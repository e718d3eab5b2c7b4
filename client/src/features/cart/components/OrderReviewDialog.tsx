import { useEffect, useId, useRef, useState } from 'react';
import { BookCover } from '@/components/BookCover';
import { buttonClasses } from '@/components/button-styles';
import { Modal } from '@/components/Modal';
import type { Delivery } from '@/lib/delivery';
import { useMoney } from '@/lib/money-context';
import type { CheckoutChoices, PlaceOutcome } from '../checkout';
import { useCheckoutQuote } from '../hooks/use-checkout-quote';
import { CheckoutQuotePanel } from './CheckoutQuotePanel';
import { PaymentMethods } from './PaymentMethods';
import type { DiscountCodeFieldHandle } from './DiscountCodeField';

/** One line of the order under review: a book, how many, and what they cost together. */
export interface ReviewLine {
  book: { id: string; title: string; author: string; image: string; price: number };
  quantity: number;
  lineTotal: number;
}

export interface OrderReviewDialogProps {
  lines: readonly ReviewLine[];
  /** Buy now quotes its own lines; the cart's review leaves this out and the server quotes the cart. */
  quoteLines?: readonly { bookId: string; quantity: number }[];
  /** Where it goes: "Deliver to", and the add-address form in place of the review while it is open. */
  delivery: Delivery;
  /** The order is being placed: Confirm order waits, and Escape does nothing. */
  placing: boolean;
  /** A line under the address, e.g. Buy now's 'Your cart stays as it is.' */
  note?: string;
  /** Places the order with the review's choices; a refusal of them keeps the review open and quotes again. */
  onConfirm: (choices: CheckoutChoices) => Promise<PlaceOutcome>;
  onCancel: () => void;
}

/**
 * The one review step before an order, for the cart's Place Order and a book's Buy now: each line
 * (cover, title, quantity, line total), where it goes (the chosen address, with the ways to choose
 * another or add one; none means collection when the store offers it), the delivery method, a
 * discount code and the server's breakdown (CheckoutQuotePanel), and how to pay (the methods the
 * quote offers, the first chosen until the shopper picks another). Focus starts on its title, so
 * that it reads from the top. Nothing is ordered until Confirm order, which waits for the quote of
 * the current choices and sends its total: a total that changed meanwhile is told here (the new
 * one quoted), a code refused at the code field, and the shopper confirms again. Cancel or Escape
 * closes it, and focus returns to the button that opened it.
 */
export function OrderReviewDialog({
  lines,
  quoteLines,
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
  const codeRef = useRef<DiscountCodeFieldHandle>(null);
  const adding = delivery.form !== null;
  const wasAdding = useRef(adding);
  const checkout = useCheckoutQuote({ lines: quoteLines, addressId: delivery.addressId, waiting: delivery.loading });
  /** What placing said about the total or the delivery, until the shopper confirms again. */
  const [notice, setNotice] = useState<string | null>(null);
  /** Why placing refused the code, until another code is applied or it is removed. */
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const waiting = placing || !checkout.ready;
  /** The payment method the shopper picked; until then (or once no longer offered) the first the quote offers. */
  const [pickedPayment, setPickedPayment] = useState<string | null>(null);
  const paymentMethods = checkout.quote?.paymentMethods ?? [];
  const paymentMethod = paymentMethods.some((method) => method.id === pickedPayment)
    ? pickedPayment
    : (paymentMethods[0]?.id ?? null);

  // Back from the address form (saved or not): focus returns to the picker's add button (still
  // there unless the book is full), else Confirm order.
  useEffect(() => {
    if (wasAdding.current && !adding) {
      const add = pickerRef.current?.querySelector<HTMLElement>('[data-add-address]');
      (add ?? confirmRef.current)?.focus();
    }
    wasAdding.current = adding;
  }, [adding]);

  async function confirm() {
    const quote = checkout.quote;
    if (waiting || !quote) return;
    setNotice(null);
    const outcome = await onConfirm({
      addressId: delivery.addressId,
      shippingMethodId: quote.shippingMethodId,
      discountCode: checkout.discountCode,
      expectedTotal: quote.totals.total,
      paymentMethod,
    });
    if (outcome.kind !== 'refused') return;
    // Focus stays on Confirm order for a notice (announced); a refused code takes it to the code.
    if (outcome.refusal.field === 'discountCode') {
      setCodeRefusal(outcome.refusal.message);
      codeRef.current?.focus();
    } else {
      setNotice(outcome.refusal.message);
    }
    checkout.requote();
  }

  function applyCode(code: string | null) {
    setCodeRefusal(null);
    setNotice(null);
    checkout.applyCode(code);
  }

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
      </div>
      <div ref={pickerRef} className="mt-4">
        {delivery.picker}
      </div>
      <CheckoutQuotePanel
        checkout={checkout}
        codeRef={codeRef}
        codeRefusal={codeRefusal}
        notice={notice}
        disabled={placing}
        onChooseMethod={(id) => {
          setNotice(null);
          checkout.chooseMethod(id);
        }}
        onApplyCode={applyCode}
      />
      {paymentMethods.length > 0 && (
        <div className="mt-4">
          <PaymentMethods
            methods={paymentMethods}
            value={paymentMethod}
            onChange={(id) => {
              setNotice(null);
              setPickedPayment(id);
            }}
            disabled={placing}
          />
        </div>
      )}
      {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={placing} className={buttonClasses('secondary', 'md')}>
          Cancel
        </button>
        {/* Not disabled while placing or quoting, so that focus stays on it; a press then is ignored. */}
        <button
          ref={confirmRef}
          type="button"
          onClick={() => void confirm()}
          aria-disabled={waiting}
          className={buttonClasses('primary', 'md', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
        >
          {placing ? 'Placing order...' : 'Confirm order'}
        </button>
      </div>
    </Modal>
  );
}
