import { Link } from 'react-router-dom';
import { editBookPath, lowStockBooksPath } from '@/config/paths';
import { useStockCover } from '../hooks/use-reports';
import { ReportSection } from './ReportSection';

const linkClasses =
  'rounded font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * Each low-stock book, how many copies it sold in the last 30 days and how many days its stock
 * lasts at that rate ("No sales" when it sold none), each linking to its edit page to restock it.
 * Not tied to the range: it is always the last 30 days.
 */
export function StockCover() {
  const { data, loading, failed, retry } = useStockCover();
  const books = data?.books ?? [];
  const more = data ? data.lowStockCount - books.length : 0;
  return (
    <ReportSection
      id="stock-cover"
      title="Stock cover"
      description={
        data
          ? `Books with ${data.threshold} or fewer copies, and the days their stock lasts at the last 30 days' rate.`
          : "Low-stock books and the days their stock lasts at the last 30 days' rate."
      }
      download={data?.download}
      loading={loading}
      failed={failed}
      retry={retry}
      empty={books.length === 0}
      emptyText="Every book is well stocked."
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Stock cover</caption>
          <thead className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2">
                Book
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Stock
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Sold, 30 days
              </th>
              <th scope="col" className="py-2 text-right">
                Days left
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {books.map((book) => (
              <tr key={book.bookId} data-testid="stock-cover-book">
                <th scope="row" className="py-2 pr-2 font-normal">
                  <Link to={editBookPath(book.bookId)} className={`block break-words ${linkClasses}`}>
                    <span className="sr-only">Edit </span>
                    {book.title}
                  </Link>
                  <span className="block break-words text-slate-600">{book.author}</span>
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{book.stock}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{book.soldLast30Days}</td>
                <td className="py-2 text-right tabular-nums">
                  {book.daysLeft === null ? <span className="text-slate-600">No sales</span> : book.daysLeft}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          {more} more low-stock {more === 1 ? 'book is' : 'books are'} not listed:{' '}
          <Link to={lowStockBooksPath} className={linkClasses}>
            see every book low in stock
          </Link>
          .
        </p>
      )}
    </ReportSection>
  );
}
