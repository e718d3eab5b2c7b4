import { useId, useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { QuantityStepper } from '@/components/QuantityStepper';
import { useMoney } from '@/lib/money-context';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useBuyNow } from '../hooks/use-buy-now';

export interface BookPurchaseProps {
  book: { id: string; title: string; price: number; stock: number };
}

/** price × quantity, added in cents so that 3 × 0.1 is 0.30, not 0.30000000000000004. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}

/**
 * A book page's buying controls, for a book in stock: a quantity from 1 to the stock ('Max: n'),
 * the running total, Add to Cart, and Buy now (orders this book at once, cart untouched).
 */
export function BookPurchase({ book }: BookPurchaseProps) {
  const money = useMoney();
  const stepperId = useId();
  const [chosen, setChosen] = useState(1);
  const { addToCart, addingId } = useAddToCart();
  const { buyNow, buying } = useBuyNow();
  // The stock can drop while the page is open (a refresh after someone else's order).
  const quantity = Math.max(1, Math.min(chosen, book.stock));
  const busy = addingId !== null || buying;

  return (
    <section aria-label="Buy this book" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <label htmlFor={stepperId} className="block text-sm font-medium text-slate-700">
            Quantity
          </label>
          <div className="mt-1 flex items-center gap-3">
            <QuantityStepper id={stepperId} value={quantity} max={book.stock} onChange={setChosen} />
            <span className="text-sm text-slate-500">Max: {book.stock}</span>
          </div>
        </div>
        <p className="text-sm text-slate-600">
          Total:{' '}
          <span className="text-lg font-bold text-slate-900">{money.format(lineTotal(book.price, quantity))}</span>
        </p>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'sm:flex-1')}
          disabled={busy}
          onClick={() => void addToCart(book.id, quantity)}
        >
          {addingId ? 'Adding...' : 'Add to Cart'}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary', 'md', 'sm:flex-1')}
          disabled={busy}
          onClick={() => void buyNow(book.id, quantity)}
        >
          {buying ? 'Placing order...' : 'Buy now'}
        </button>
      </div>
    </section>
  );
}
