import { useState } from 'react';
import { PageSpinner } from '@/components/Spinner';
import type { GetBookForEditQuery } from '@/gql/graphql';
import { useBookForEdit } from '../hooks/use-book-for-edit';
import { useUpdateBook } from '../hooks/use-update-book';
import { BookForm } from './BookForm';

export interface EditBookFormProps {
  id: string;
}

/** Edit book: a spinner while the book loads, then the form prefilled with it. */
export function EditBookForm({ id }: EditBookFormProps) {
  const { book, reload } = useBookForEdit(id);
  // Only the first load shows the spinner: a later re-read must not unmount the form's edits.
  if (!book) return <PageSpinner label="Loading book..." />;
  return <LoadedBookForm id={id} book={book} reload={reload} />;
}

type EditableBook = GetBookForEditQuery['book'];

interface LoadedBookFormProps {
  id: string;
  book: EditableBook;
  reload: () => Promise<EditableBook | undefined>;
}

function LoadedBookForm({ id, book, reload }: LoadedBookFormProps) {
  const { update, pending } = useUpdateBook(id);
  // The stock the admin last saw; a save is refused if a sale changed it meanwhile.
  const [expectedStock, setExpectedStock] = useState(book.stock);

  const initial = {
    values: {
      title: book.title,
      author: book.author,
      price: book.price.toFixed(2),
      stock: String(book.stock),
      category: book.category,
      description: book.description,
      isbn: book.isbn,
      publisher: book.publisher,
      year: book.year === null ? '' : String(book.year),
      pages: book.pages === null ? '' : String(book.pages),
      language: book.language,
    },
    image: book.image,
  };
  return (
    <BookForm
      mode="edit"
      initial={initial}
      pending={pending}
      onSubmit={async (values, cover) => {
        // The cover to send: a new file, the current image URL to keep it, or '' to remove it.
        const { stockChanged } = await update(values, cover.file ?? cover.current, expectedStock);
        if (!stockChanged) return;
        // A sale changed the stock: show it as it now is, keep the admin's other edits.
        const fresh = await reload().catch(() => undefined);
        if (!fresh) return;
        setExpectedStock(fresh.stock);
        return { stock: String(fresh.stock) };
      }}
    />
  );
}
