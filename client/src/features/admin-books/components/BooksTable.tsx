import { AdminTable, type AdminTableColumn } from '@/components/AdminTable';
import { Badge } from '@/components/Badge';
import { BookCover } from '@/components/BookCover';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMoney } from '@/lib/money-context';
import type { AdminBook } from '../hooks/use-admin-books';
import { BookActions } from './BookActions';
import { StockLevel } from './StockLevel';

export interface BooksTableProps {
  books: AdminBook[];
  busy: boolean;
  deletingId: string | null;
  onDelete: (id: string) => void;
  /** The store's low-stock threshold (undefined until known). */
  lowStockThreshold: number | undefined;
}

const COLUMNS: readonly AdminTableColumn[] = [
  { label: 'Cover' },
  { label: 'Title' },
  { label: 'Author' },
  { label: 'Category' },
  { label: 'Price', align: 'right' },
  { label: 'Stock' },
  { label: 'Actions', align: 'right' },
];

/**
 * The inventory: a table from 768 px up, a list of cards on narrower screens. Every row (or
 * card) is `data-testid="admin-book-row"` with `data-book-id`, and has View, Edit and Delete.
 */
export function BooksTable({ books, busy, deletingId, onDelete, lowStockThreshold }: BooksTableProps) {
  const money = useMoney();
  const wide = useMediaQuery('(min-width: 768px)');

  if (!wide) {
    return (
      <ul aria-label="Books" aria-busy={busy} className={`space-y-3 ${busy ? 'opacity-60' : ''}`}>
        {books.map((book) => (
          <li
            key={book.id}
            data-testid="admin-book-row"
            data-book-id={book.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex gap-4">
              <BookCover
                src={book.image}
                title={book.title}
                className="h-24 w-16 shrink-0 rounded object-cover text-[10px] shadow-sm"
              />
              <div className="min-w-0 flex-1">
                <h2 className="line-clamp-2 font-semibold text-slate-900">{book.title}</h2>
                <p className="truncate text-sm text-slate-600">{book.author}</p>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                  <Badge tone="indigo">{book.category}</Badge>
                  <span className="font-medium tabular-nums text-slate-900">{money.format(book.price)}</span>
                  <StockLevel stock={book.stock} lowStockThreshold={lowStockThreshold} layout="inline" />
                </div>
              </div>
            </div>
            <div className="mt-3 border-t border-slate-100 pt-2">
              <BookActions book={book} deleting={deletingId === book.id} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AdminTable columns={COLUMNS} busy={busy}>
      {books.map((book) => (
        <tr key={book.id} data-testid="admin-book-row" data-book-id={book.id} className="hover:bg-slate-50">
          <td className="px-4 py-3">
            <BookCover
              src={book.image}
              title={book.title}
              className="h-16 w-11 rounded object-cover text-[10px] leading-tight shadow-sm"
            />
          </td>
          <th scope="row" className="max-w-72 px-4 py-3 font-semibold text-slate-900">
            <span className="line-clamp-2">{book.title}</span>
          </th>
          <td className="max-w-52 px-4 py-3 text-slate-700">
            <span className="line-clamp-2">{book.author}</span>
          </td>
          <td className="px-4 py-3">
            <Badge tone="indigo">{book.category}</Badge>
          </td>
          <td className="px-4 py-3 text-right font-medium tabular-nums text-slate-900">{money.format(book.price)}</td>
          <td className="px-4 py-3">
            <StockLevel stock={book.stock} lowStockThreshold={lowStockThreshold} />
          </td>
          <td className="px-4 py-3">
            <BookActions book={book} deleting={deletingId === book.id} onDelete={onDelete} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
