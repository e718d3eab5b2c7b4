import { useParams } from 'react-router-dom';
import { EditBookForm } from '@/features/admin-books/components/EditBookForm';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BookFormPage } from './BookFormPage';

export function EditBookPage() {
  useDocumentTitle('Edit Book');
  const { id = '' } = useParams();
  return (
    <BookFormPage title="Edit Book">
      <EditBookForm key={id} id={id} />
    </BookFormPage>
  );
}
