import { useParams } from 'react-router-dom';
import { BookDetails } from '@/features/books/components/BookDetails';
import { BookPurchase } from '@/features/cart/components/BookPurchase';
import { useIsShopper } from '@/features/cart/hooks/use-is-shopper';

export function BookDetailPage() {
  const { id = '' } = useParams();
  // Only shoppers have a cart and orders.
  const shopper = useIsShopper();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {/* A new id is a new page: nothing of the previous book's state carries over. */}
      <BookDetails key={id} id={id} purchase={shopper ? (book) => <BookPurchase book={book} /> : undefined} />
    </div>
  );
}
