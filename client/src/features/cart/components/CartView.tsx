import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { PageSpinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import type { Delivery } from '@/lib/delivery';
import type { CheckoutChoices, PlaceOutcome } from '../checkout';
import { useCart } from '../hooks/use-cart';
import { useClearCart } from '../hooks/use-clear-cart';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useRemoveCartItem } from '../hooks/use-remove-cart-item';
import { useUpdateCartItem } from '../hooks/use-update-cart-item';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { OrderReviewDialog } from './OrderReviewDialog';

function itemsLabel(n: number): string {
  return `${n} ${n === 1 ? 'item' : 'items'}`;
}

function EmptyCart({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        Your cart is empty
      </h1>
      <p className="mt-2 text-slate-600">Find a book you like and add it to your cart.</p>
      <Link to={paths.books} className={buttonClasses('primary', 'md', 'mt-6')}>
        Browse Books
      </Link>
    </div>
  );
}

/** Where keyboard focus goes once a removed line has left the list. */
interface FocusAfterRemoval {
  removed: string;
  /** The neighbouring line's book (the next one, else the previous), or null when none is left. */
  next: string | null;
}

/**
 * The shopper's cart: lines with quantities, Clear Cart, the summary and Place Order, which opens
 * the order's review (OrderReviewDialog: the lines, where it goes from `delivery`, the delivery
 * method, a code and the server's breakdown); Confirm order there places it. When a line is removed, focus moves to its neighbour's title (or, when the cart is
 * empty, to its heading) instead of being lost with the Remove button.
 */
export function CartView({ delivery }: { delivery: Delivery }) {
  const { cart, loading, failed, retry } = useCart();
  const { updateQuantity, updatingId } = useUpdateCartItem();
  const { removeItem, removingId } = useRemoveCartItem();
  const { clearCart, clearing, confirmDialog } = useClearCart();
  const { placeOrder, placing } = usePlaceOrder();
  const [reviewing, setReviewing] = useState(false);
  const linesRef = useRef<HTMLUListElement>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRemoval = useRef<FocusAfterRemoval | null>(null);

  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (!target || !cart || cart.lines.some((line) => line.book.id === target.removed)) return;
    focusAfterRemoval.current = null;
    const next = target.next
      ? linesRef.current?.querySelector<HTMLElement>(`[data-book-id="${target.next}"] [data-line-focus]`)
      : null;
    (next ?? emptyHeadingRef.current)?.focus();
  }, [cart]);

  async function remove(bookId: string) {
    const lines = cart?.lines ?? [];
    const index = lines.findIndex((line) => line.book.id === bookId);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    focusAfterRemoval.current = { removed: bookId, next: neighbour ? neighbour.book.id : null };
    if (!(await removeItem(bookId))) focusAfterRemoval.current = null;
  }

  async function confirmOrder(choices: CheckoutChoices): Promise<PlaceOutcome> {
    // Success goes to the new order's page; a refusal of the choices stays in the review; any
    // other failure closes it over the reloaded cart.
    const outcome = await placeOrder(choices);
    if (outcome.kind === 'failed') setReviewing(false);
    return outcome;
  }

  function cancelReview() {
    delivery.closeForm();
    setReviewing(false);
  }

  if (loading) return <PageSpinner label="Loading cart..." />;
  if (failed || !cart) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Shopping Cart</h1>
        <p className="mt-2 text-slate-600">Failed to fetch cart</p>
        <button type="button" className={buttonClasses('secondary', 'md', 'mt-6')} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }

  const notice = cart.notice ? (
    <p
      role="status"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      {cart.notice}
    </p>
  ) : null;

  if (cart.lines.length === 0) {
    return (
      <>
        {notice}
        <EmptyCart headingRef={emptyHeadingRef} />
      </>
    );
  }

  const busy = clearing || placing;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Shopping Cart ({itemsLabel(cart.itemCount)})
        </h1>
        <button
          type="button"
          className="rounded-lg border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500 disabled:cursor-not-allowed disabled:opacity-60"
          disabled={busy}
          onClick={() => void clearCart()}
        >
          {clearing ? 'Clearing...' : 'Clear Cart'}
        </button>
        <LiveStatusNote className="basis-full" />
      </div>
      {notice}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section
          aria-label="Items in your cart"
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <ul ref={linesRef} className="divide-y divide-slate-200">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.book.id}
                line={line}
                busy={busy || updatingId === line.book.id || removingId === line.book.id}
                onQuantityChange={(quantity) => void updateQuantity(line.book.id, quantity)}
                onRemove={() => void remove(line.book.id)}
              />
            ))}
          </ul>
        </section>
        <div className="lg:sticky lg:top-24">
          <CartSummary cart={cart} busy={busy} onPlaceOrder={() => setReviewing(true)} />
        </div>
      </div>
      {confirmDialog}
      {reviewing && (
        <OrderReviewDialog
          lines={cart.lines}
          delivery={delivery}
          placing={placing}
          onConfirm={confirmOrder}
          onCancel={cancelReview}
        />
      )}
    </>
  );
}
