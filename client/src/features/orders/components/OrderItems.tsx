import { BookCover } from '@/components/BookCover';
import type { OrderFieldsFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-context';

export interface OrderItemsProps {
  lines: OrderFieldsFragment['books'];
}

/**
 * An order's books as they were when it was placed (title or 'Book not found', author or
 * 'Unknown Author', category, quantity, unit price, line total); the order's total is OrderTotals.
 */
export function OrderItems({ lines }: OrderItemsProps) {
  const money = useMoney();
  return (
    <ul className="divide-y divide-slate-100">
      {lines.map((line, index) => {
        const title = line.book.title || 'Book not found';
        return (
          <li key={`${line.book.id}-${index}`} data-testid="order-line" className="flex gap-4 py-4">
            <BookCover
              src={line.book.image}
              title={title}
              className="h-24 w-16 shrink-0 rounded object-cover text-[10px] shadow-sm"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <h3 className="break-words font-semibold text-slate-900">{title}</h3>
                <p className="text-sm text-slate-600">by {line.book.author || 'Unknown Author'}</p>
                {line.book.category && (
                  <p className="mt-1 text-xs font-medium uppercase tracking-wide text-slate-500">
                    {line.book.category}
                  </p>
                )}
              </div>
              <dl className="grid shrink-0 grid-cols-3 gap-x-4 text-sm sm:text-right">
                <div>
                  <dt className="text-slate-500">Quantity</dt>
                  <dd className="font-medium tabular-nums text-slate-900">{line.quantity}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Price</dt>
                  <dd className="font-medium tabular-nums text-slate-900">{money.format(line.price)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Total</dt>
                  <dd className="font-semibold tabular-nums text-slate-900">{money.format(line.lineTotal)}</dd>
                </div>
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
