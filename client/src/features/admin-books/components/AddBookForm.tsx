import { useAddBook } from '../hooks/use-add-book';
import { BookForm } from './BookForm';

/** Add book: an empty form that creates the book. */
export function AddBookForm() {
  const { add, pending } = useAddBook();
  return (
    <BookForm
      mode="add"
      pending={pending}
      onSubmit={async (values, cover) => {
        await add(values, cover.file);
      }}
    />
  );
}
