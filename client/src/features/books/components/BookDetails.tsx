import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/Badge';
import { BookCover } from '@/components/BookCover';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { RatingStars } from '@/components/RatingStars';
import { PageSpinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { formatDate, stockLabel } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBook } from '../hooks/use-book';

export type DetailBook = NonNullable<ReturnType<typeof useBook>['book']>;

export interface BookDetailsProps {
  id: string;
  /**
   * Buying controls for a book in stock, such as the shopper's quantity, Add to Cart and Buy now
   * (composed by the page). Not shown when the book is out of stock.
   */
  purchase?: (book: DetailBook) => ReactNode;
  /** Controls shown whatever the stock, below the buying ones: the shopper's wishlist heart and back-in-stock email. */
  keep?: (book: DetailBook) => ReactNode;
}

const backLinkClasses =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function BackToBooks() {
  return (
    <Link to={paths.books} className={backLinkClasses}>
      <span aria-hidden="true">←</span> Back to Books
    </Link>
  );
}

/**
 * One book's page: cover, details, price, stock and date added, and
 * the `purchase` controls while the book is in stock.
 */
export function BookDetails({ id, purchase, keep }: BookDetailsProps) {
  const { book, loading, notFound } = useBook(id);
  const money = useMoney();
  useDocumentTitle(book?.title ?? (notFound ? 'Book not found' : 'Book'));

  if (notFound) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Book not found</h1>
        <p className="mt-2 text-slate-600">This book does not exist, or it has been removed from the store.</p>
        <div className="mt-6">
          <BackToBooks />
        </div>
      </div>
    );
  }
  if (loading || !book) return <PageSpinner label="Loading book..." />;

  const inStock = book.stock > 0;
  return (
    <article>
      <BackToBooks />
      <div className="mt-6 grid gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-12">
        <div className="flex items-center justify-center rounded-xl bg-slate-100 p-6">
          <BookCover
            src={book.image}
            title={book.title}
            eager
            className="aspect-[2/3] w-full max-w-xs rounded-lg object-cover shadow-lg"
          />
        </div>
        <div className="flex min-w-0 flex-col">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="indigo">{book.category}</Badge>
            <Badge tone={inStock ? 'green' : 'red'}>{stockLabel(book.stock)}</Badge>
          </div>
          <h1 className="mt-4 break-words text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {book.title}
          </h1>
          <p className="mt-2 text-lg text-slate-600">by {book.author}</p>
          <p className="mt-2">
            <RatingStars average={book.ratingAverage} count={book.ratingCount} size="md" />
          </p>
          <LiveStatusNote className="mt-2" />
          <p className="mt-6 text-3xl font-bold text-indigo-700">{money.format(book.price)}</p>

          <section className="mt-6" aria-labelledby="book-description-heading">
            <h2 id="book-description-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Description
            </h2>
            <p className="mt-2 whitespace-pre-line leading-7 text-slate-700">
              {book.description || 'No description available.'}
            </p>
          </section>

          <BookFacts book={book} />

          {inStock && purchase?.(book)}

          {!inStock && (
            <p className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              This book is currently out of stock.
            </p>
          )}

          {keep?.(book)}

          <p className="mt-auto pt-8 text-sm text-slate-500">Added on {formatDate(book.createdAt)}</p>
        </div>
      </div>
    </article>
  );
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The details the book has (ISBN, publisher, year, pages, language), as a list; nothing when it has none. */
function BookFacts({ book }: { book: DetailBook }) {
  const facts: Array<[string, string]> = [];
  if (book.isbn) facts.push(['ISBN', book.isbn]);
  if (book.publisher) facts.push(['Publisher', book.publisher]);
  if (book.year !== null) facts.push(['Year', String(book.year)]);
  if (book.pages !== null) facts.push(['Pages', book.pages.toLocaleString('en-US')]);
  if (book.language) facts.push(['Language', languageNames.of(book.language) ?? book.language]);
  if (facts.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="book-facts-heading">
      <h2 id="book-facts-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        Details
      </h2>
      <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
