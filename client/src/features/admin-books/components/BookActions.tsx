import { Link } from 'react-router-dom';
import { bookPath, editBookPath } from '@/config/paths';
import type { AdminBook } from '../hooks/use-admin-books';

export interface BookActionsProps {
  book: AdminBook;
  deleting: boolean;
  onDelete: (id: string) => void;
}

const actionClasses =
  'rounded-md px-2.5 py-1.5 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-60';

/** View, Edit and Delete for one book; each names the book for screen readers. */
export function BookActions({ book, deleting, onDelete }: BookActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Link to={bookPath(book.id)} className={`${actionClasses} text-slate-700 hover:bg-slate-100`}>
        View<span className="sr-only"> {book.title}</span>
      </Link>
      <Link to={editBookPath(book.id)} className={`${actionClasses} text-indigo-700 hover:bg-indigo-50`}>
        Edit<span className="sr-only"> {book.title}</span>
      </Link>
      <button
        type="button"
        onClick={() => onDelete(book.id)}
        disabled={deleting}
        className={`${actionClasses} text-red-700 hover:bg-red-50`}
      >
        {deleting ? 'Deleting...' : 'Delete'}
        <span className="sr-only"> {book.title}</span>
      </button>
    </div>
  );
}
