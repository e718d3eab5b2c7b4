import { Link } from 'react-router-dom';
import { Badge } from '@/components/Badge';
import { editBookPath, lowStockBooksPath } from '@/config/paths';
import type { DashboardData } from '../hooks/use-dashboard';

export interface LowStockListProps {
  /** The first of them (the fewest copies first). */
  books: DashboardData['lowStock'];
  /** How many books are low in stock in all. */
  count: number;
  threshold: number;
}

const linkClasses =
  'rounded font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * Books at or below the low-stock threshold, each linking to its edit page to restock it. When
 * there are more than the dashboard lists, '+N more' leads to the book list narrowed to them.
 */
export function LowStockList({ books, count, threshold }: LowStockListProps) {
  const more = count - books.length;
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="low-stock-heading" className="text-lg font-semibold text-slate-900">
        Low Stock
      </h2>
      <p className="text-sm text-slate-600">Books with {threshold} or fewer copies left.</p>
      {books.length === 0 ? (
        <p className="mt-4 text-slate-600">Every book is well stocked.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {books.map((book) => (
            <li key={book.id} data-testid="low-stock-book" className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link to={editBookPath(book.id)} className={`block truncate ${linkClasses}`}>
                  <span className="sr-only">Edit </span>
                  {book.title}
                </Link>
                <p className="truncate text-sm text-slate-600">{book.author}</p>
              </div>
              <Badge tone={book.stock === 0 ? 'red' : 'amber'}>
                {book.stock === 0 ? 'Out of stock' : `${book.stock} left`}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-2 border-t border-slate-100 pt-3 text-sm">
          <Link to={lowStockBooksPath} className={linkClasses}>
            +{more} more<span className="sr-only"> books low in stock</span>
          </Link>
        </p>
      )}
    </section>
  );
}
