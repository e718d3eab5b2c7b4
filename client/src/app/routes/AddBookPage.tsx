import { AddBookForm } from '@/features/admin-books/components/AddBookForm';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BookFormPage } from './BookFormPage';

export function AddBookPage() {
  useDocumentTitle('Add New Book');
  return (
    <BookFormPage title="Add New Book">
      <AddBookForm />
    </BookFormPage>
  );
}
