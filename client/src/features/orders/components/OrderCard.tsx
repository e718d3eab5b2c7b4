import { Link } from 'react-router-dom';
import { OrderStatusBadge, PaymentBadge } from '@/components/Badge';
import { BookCover } from '@/components/BookCover';
import { buttonClasses } from '@/components/button-styles';
import { orderPath } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import { shortOrderId } from '@/lib/order-status';
import type { MyOrder } from '../hooks/use-my-orders';

/** How many of an order's books the list shows as thumbnails. */
export const ORDER_THUMBNAILS = 3;

/** What an order holds, in words: 'The Hobbit', or 'The Hobbit and 2 more' (the other lines). */
function orderTitles(books: readonly { book: { title?: string | null } }[]): string {
  if (books.length === 0) return '';
  const first = books[0].book.title || 'Book not found';
  return books.length === 1 ? first : `${first} and ${books.length - 1} more`;
}

export interface OrderCardProps {
  order: MyOrder;
}

/**
 * One order in 'My Orders': number (the last 8 characters of its id, in a monospace font), status,
 * what it holds in words, date and time (orders placed one after another have numbers that differ
 * only at the end: the titles and the time tell them apart), total, the first books and a link to
 * the details.
 */
export function OrderCard({ order }: OrderCardProps) {
  const money = useMoney();
  const number = `Order #${shortOrderId(order.id)}`;
  const shown = order.books.slice(0, ORDER_THUMBNAILS);
  const more = order.books.length - shown.length;

  return (
    <li
      data-testid="order-card"
      data-order-id={order.id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-mono text-lg font-semibold text-slate-900">{number}</h2>
            <OrderStatusBadge status={order.status} />
            <PaymentBadge state={order.payment.state} />
          </div>
          <p data-testid="order-titles" className="mt-1 break-words font-medium text-slate-800">
            {orderTitles(order.books)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Placed on <time dateTime={order.orderedAt}>{formatDateTime(order.orderedAt)}</time>
          </p>
        </div>
        <p className="sm:text-right">
          <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">Total</span>
          <span className="text-lg font-bold tabular-nums text-slate-900">{money.format(order.totalAmount)}</span>
        </p>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-4">
        <ul aria-label={`Books in ${number}`} className="flex flex-wrap items-center gap-3">
          {shown.map((line, index) => (
            <li key={`${line.book.id}-${index}`} className="flex items-center gap-2">
              <BookCover
                src={line.book.image}
                title={line.book.title || 'Book not found'}
                className="h-14 w-10 shrink-0 rounded object-cover text-[8px] leading-tight shadow-sm"
              />
              <span className="text-sm text-slate-700">
                <span className="sr-only">{line.book.title || 'Book not found'}, quantity </span>
                <span aria-hidden="true">×</span>
                {line.quantity}
              </span>
            </li>
          ))}
          {more > 0 && <li className="text-sm font-medium text-slate-600">+{more} more items</li>}
        </ul>
        <Link to={orderPath(order.id)} className={buttonClasses('secondary', 'sm')}>
          View Details<span className="sr-only"> of {number}</span>
        </Link>
      </div>
    </li>
  );
}
