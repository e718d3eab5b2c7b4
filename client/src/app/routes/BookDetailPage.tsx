import { useParams } from 'react-router-dom';
import { BookDetails } from '@/features/books/components/BookDetails';

export function BookDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {/* A new id is a new page: nothing of the previous book's state carries over. */}
      <BookDetails key={id} id={id} />
    </div>
  );
}
