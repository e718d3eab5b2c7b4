import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { paths } from '@/config/paths';
import type { CartFieldsFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-context';

export interface CartSummaryProps {
  cart: CartFieldsFragment;
  /** Something is being saved (the cart cleared, the order placed): Place Order waits. */
  busy: boolean;
  /** Opens the order's review (where it goes, Confirm order). */
  onPlaceOrder: () => void;
}

/**
 * The order summary: each line's total, the books' subtotal (delivery, tax and codes come in the
 * review, from the server's quote), Place Order and Continue Shopping.
 */
export function CartSummary({ cart, busy, onPlaceOrder }: CartSummaryProps) {
  const money = useMoney();
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {cart.lines.map((line) => (
          <li key={line.book.id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words text-slate-600">
              {line.book.title} <span className="whitespace-nowrap">× {line.quantity}</span>
            </span>
            <span className="shrink-0 font-medium text-slate-900">{money.format(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-between border-t border-slate-200 pt-4 text-base font-bold text-slate-900">
        <span>Subtotal</span>
        <span data-testid="cart-total">{money.format(cart.total)}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">Delivery, tax and discount codes are worked out at checkout.</p>
      <div className="mt-6 flex flex-col gap-3">
        <button
          type="button"
          className={buttonClasses('primary', 'lg', 'w-full')}
          disabled={busy}
          onClick={onPlaceOrder}
        >
          Place Order
        </button>
        <Link to={paths.books} className={buttonClasses('secondary', 'md', 'w-full')}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
