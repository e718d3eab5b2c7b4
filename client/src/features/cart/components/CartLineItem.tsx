import { Link } from 'react-router-dom';
import { Badge } from '@/components/Badge';
import { BookCover } from '@/components/BookCover';
import { QuantityStepper } from '@/components/QuantityStepper';
import { bookPath } from '@/config/paths';
import type { CartFieldsFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-context';

export type CartLine = CartFieldsFragment['lines'][number];

export interface CartLineItemProps {
  line: CartLine;
  /** This line's change is being saved: its controls wait (keeping keyboard focus where it is). */
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: cover, title (to the book), author, category, price, quantity, line total, Remove. */
export function CartLineItem({ line, busy, onQuantityChange, onRemove }: CartLineItemProps) {
  const money = useMoney();
  const { book, quantity } = line;
  const overStock = quantity > book.stock;

  return (
    <li data-testid="cart-line" data-book-id={book.id} className="flex gap-4 p-4 sm:p-5">
      <Link to={bookPath(book.id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <BookCover
          src={book.image}
          title={book.title}
          className="h-24 w-16 rounded object-cover shadow sm:h-28 sm:w-20"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="break-words font-semibold text-slate-900">
              <Link
                to={bookPath(book.id)}
                data-line-focus
                className="rounded hover:text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {book.title}
              </Link>
            </h3>
            <p className="text-sm text-slate-600">by {book.author}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <Badge tone="indigo">{book.category}</Badge>
              <span className="text-sm text-slate-600">{money.format(book.price)} each</span>
            </div>
          </div>
          <p className="text-lg font-bold text-slate-900">
            <span className="sr-only">Line total: </span>
            {money.format(line.lineTotal)}
          </p>
        </div>
        {overStock && (
          <p className="text-sm font-medium text-amber-800">
            {book.stock > 0 ? `Only ${book.stock} left in stock` : 'Out of stock'}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            size="sm"
            value={quantity}
            max={book.stock}
            itemName={book.title}
            busy={busy}
            onChange={onQuantityChange}
          />
          <button
            type="button"
            onClick={() => !busy && onRemove()}
            aria-disabled={busy || undefined}
            className="rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500 aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            Remove<span className="sr-only"> {book.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
