import { Link } from 'react-router-dom';
import { BookCover } from '@/components/BookCover';
import { RatingStars } from '@/components/RatingStars';
import { bookPath } from '@/config/paths';
import type { GetShelvesQuery } from '@/gql/graphql';
import { useMoney } from '@/lib/money-context';

/** A book as a shelf shows it: cover, title, author, price, rating. */
type ShelfBook = GetShelvesQuery['shelves']['newArrivals'][number];

export interface ShelfRowProps {
  id: string;
  title: string;
  books: readonly ShelfBook[];
}

/** One shelf: a heading and its books in a row that scrolls sideways on a narrow screen. */
export function ShelfRow({ id, title, books }: ShelfRowProps) {
  const money = useMoney();
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <ul className="relative mt-4 flex snap-x gap-4 overflow-x-auto pb-3">
        {books.map((book) => (
          <li
            key={book.id}
            data-testid="shelf-book"
            className="w-40 shrink-0 snap-start rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:w-44"
          >
            <Link to={bookPath(book.id)} className="group block rounded focus-visible:outline-offset-4">
              <div className="flex h-48 items-center justify-center rounded bg-slate-100 p-2">
                <BookCover
                  src={book.image}
                  title={book.title}
                  className="h-full w-auto max-w-full rounded object-contain"
                />
              </div>
              <p className="mt-2 line-clamp-2 text-sm font-semibold text-slate-900 group-hover:underline">
                {book.title}
              </p>
            </Link>
            <p className="mt-1 truncate text-xs text-slate-600">{book.author}</p>
            <RatingStars average={book.ratingAverage} size="sm" />
            <p className="mt-1 text-sm font-bold text-slate-900">{money.format(book.price)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
