import { PageSpinner } from '@/components/Spinner';
import { useBookForEdit } from '../hooks/use-book-for-edit';
import { useUpdateBook } from '../hooks/use-update-book';
import { BookForm } from './BookForm';

export interface EditBookFormProps {
  id: string;
}

/** Edit book (SPEC.md §2): a spinner while the book loads, then the form prefilled with it. */
export function EditBookForm({ id }: EditBookFormProps) {
  const { book, loading } = useBookForEdit(id);
  const { update, pending } = useUpdateBook(id);
  if (loading || !book) return <PageSpinner label="Loading book..." />;

  const initial = {
    values: {
      title: book.title,
      author: book.author,
      price: book.price.toFixed(2),
      stock: String(book.stock),
      category: book.category,
      description: book.description,
    },
    image: book.image,
  };
  return (
    <BookForm
      mode="edit"
      initial={initial}
      pending={pending}
      // The cover to send: a new file, the current image URL to keep it, or '' to remove it.
      onSubmit={(values, cover) => update(values, cover.file ?? cover.current)}
    />
  );
}
