import { ManageBooks } from '@/features/admin-books/components/ManageBooks';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ManageBooksPage() {
  useDocumentTitle('Manage Books');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <ManageBooks />
    </div>
  );
}
