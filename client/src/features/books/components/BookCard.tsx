import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/Badge';
import { BookCover } from '@/components/BookCover';
import { buttonClasses } from '@/components/button-styles';
import { RatingStars } from '@/components/RatingStars';
import { bookPath } from '@/config/paths';
import { stockLabel } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import type { CatalogueBook } from '../hooks/use-catalogue';

export interface BookCardProps {
  book: CatalogueBook;
  /** An extra control beside View, such as the shopper's Add to Cart. */
  action?: ReactNode;
  /** Load the cover at once: the cards of the first row, in view when the page opens. */
  eagerCover?: boolean;
}

/**
 * One book in the catalogue grid: cover, title, author, category, description, price, stock,
 * View, and the `action` given (a shopper's Add to Cart).
 */
export function BookCard({ book, action, eagerCover = false }: BookCardProps) {
  const money = useMoney();
  return (
    <li
      data-testid="book-card"
      data-book-id={book.id}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex h-64 items-center justify-center bg-slate-100 p-4">
        <BookCover
          src={book.image}
          title={book.title}
          className="h-full w-auto max-w-full rounded object-contain shadow-md"
          eager={eagerCover}
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-2">
          <Badge tone="indigo">{book.category}</Badge>
        </div>
        <h2 className="line-clamp-2 text-lg font-semibold leading-snug text-slate-900">{book.title}</h2>
        <p className="mt-1 text-sm text-slate-600">by {book.author}</p>
        <p className="mt-2">
          <RatingStars average={book.ratingAverage} count={book.ratingCount} />
        </p>
        {book.description && <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">{book.description}</p>}
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <div>
            <p className="text-xl font-bold text-slate-900">{money.format(book.price)}</p>
            <p
              className={`whitespace-nowrap text-sm font-medium ${book.stock > 0 ? 'text-green-700' : 'text-red-700'}`}
            >
              {stockLabel(book.stock)}
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Link to={bookPath(book.id)} className={buttonClasses('secondary', 'sm')}>
              View<span className="sr-only"> {book.title}</span>
            </Link>
            {action}
          </div>
        </div>
      </div>
    </li>
  );
}
