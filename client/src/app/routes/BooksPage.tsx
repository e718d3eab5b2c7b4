import { Catalogue } from '@/features/books/components/Catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BooksPage() {
  useDocumentTitle('Books');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Browse Books</h1>
      <p className="mt-2 text-slate-600">Search the collection, filter by category and sort the way you like.</p>
      <div className="mt-8">
        <Catalogue />
      </div>
    </div>
  );
}
