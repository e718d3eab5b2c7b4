import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { QuantityStepper } from '@/components/QuantityStepper';
import { paths } from '@/config/paths';
import type { Delivery } from '@/lib/delivery';
import type { CheckoutChoices, PlaceOutcome } from '../checkout';
import { useMoney } from '@/lib/money-context';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useBuyNow } from '../hooks/use-buy-now';
import { useCopiesInCart } from '../hooks/use-copies-in-cart';
import { OrderReviewDialog } from './OrderReviewDialog';

export interface BookPurchaseProps {
  book: { id: string; title: string; author: string; image: string; price: number; stock: number };
  /** Where Buy now's order goes. */
  delivery: Delivery;
}

/** price × quantity, added in cents so that 3 × 0.1 is 0.30, not 0.30000000000000004. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}

function copies(n: number): string {
  return `${n} ${n === 1 ? 'copy' : 'copies'}`;
}

/**
 * A book page's buying controls, for a book in stock: a quantity from 1 to what the shopper can
 * still get (the stock less the copies already in the cart, 'Max: n'), the running total, Add to
 * Cart, and Buy now, which asks for confirmation (OrderReviewDialog) before ordering this book at once,
 * cart untouched. When every copy is already in the cart, it says so instead.
 */
export function BookPurchase({ book, delivery }: BookPurchaseProps) {
  const money = useMoney();
  const stepperId = useId();
  const [chosen, setChosen] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const { addToCart, addingId } = useAddToCart();
  const { buyNow, buying } = useBuyNow();
  const inCart = useCopiesInCart(book.id);
  // The stock can drop while the page is open (a refresh after someone else's order).
  const available = Math.max(0, book.stock - inCart);
  const quantity = Math.max(1, Math.min(chosen, available));
  const total = lineTotal(book.price, quantity);
  const busy = addingId !== null || buying;
  // Adding the last copies replaces the stepper and buttons: focus then goes to Go to Cart.
  const addButtonHadFocus = useRef(false);

  async function placeOrder(choices: CheckoutChoices): Promise<PlaceOutcome> {
    const outcome = await buyNow(book.id, quantity, choices);
    if (outcome.kind === 'failed') setConfirming(false);
    return outcome;
  }

  function cancel() {
    delivery.closeForm();
    setConfirming(false);
  }

  if (available === 0) {
    return (
      <section aria-label="Buy this book" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <p role="status" className="font-medium text-slate-900">
          {book.stock === 1 ? 'The only copy is in your cart.' : `All ${book.stock} copies are in your cart.`}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <button type="button" className={buttonClasses('primary', 'md', 'sm:flex-1')} disabled>
            Add to Cart
          </button>
          <Link
            to={paths.cart}
            className={buttonClasses('secondary', 'md', 'sm:flex-1')}
            ref={(link) => {
              if (link && addButtonHadFocus.current) link.focus();
              addButtonHadFocus.current = false;
            }}
          >
            Go to Cart
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section aria-label="Buy this book" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <label htmlFor={stepperId} className="block text-sm font-medium text-slate-700">
            Quantity
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <QuantityStepper id={stepperId} value={quantity} max={available} onChange={setChosen} />
            <span className="text-sm text-slate-600">
              Max: {available}
              {inCart > 0 && ` (${copies(inCart)} in your cart)`}
            </span>
          </div>
        </div>
        <p className="text-sm text-slate-600">
          Total: <span className="text-lg font-bold text-slate-900">{money.format(total)}</span>
        </p>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {/* Waits while adding without being disabled, so that keyboard focus stays on it. */}
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'sm:flex-1 aria-disabled:cursor-wait aria-disabled:opacity-60')}
          disabled={buying}
          aria-disabled={addingId !== null || undefined}
          onClick={(event) => {
            if (busy) return;
            addButtonHadFocus.current = document.activeElement === event.currentTarget;
            void addToCart(book.id, quantity);
          }}
        >
          {addingId ? 'Adding...' : 'Add to Cart'}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary', 'md', 'sm:flex-1')}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          Buy now
        </button>
      </div>
      {confirming && (
        <OrderReviewDialog
          lines={[{ book, quantity, lineTotal: total }]}
          quoteLines={[{ bookId: book.id, quantity }]}
          delivery={delivery}
          placing={buying}
          note="Your cart stays as it is."
          onConfirm={placeOrder}
          onCancel={cancel}
        />
      )}
    </section>
  );
}
