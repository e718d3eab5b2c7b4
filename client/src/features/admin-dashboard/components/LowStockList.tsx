import { Link } from 'react-router-dom';
import { Badge } from '@/components/Badge';
import { editBookPath } from '@/config/paths';
import type { DashboardData } from '../hooks/use-dashboard';

export interface LowStockListProps {
  books: DashboardData['lowStock'];
  threshold: number;
}

/** Books at or below the low-stock threshold, each linking to its edit page to restock it. */
export function LowStockList({ books, threshold }: LowStockListProps) {
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
                <Link
                  to={editBookPath(book.id)}
                  className="block truncate rounded font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
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
    </section>
  );
}
