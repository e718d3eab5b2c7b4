import { ImportBooks } from '@/features/admin-books/components/ImportBooks';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ImportBooksPage() {
  useDocumentTitle('Import Books');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <ImportBooks />
    </div>
  );
}
