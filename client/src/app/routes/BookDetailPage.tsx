import { useParams } from 'react-router-dom';
import { useDelivery } from '@/features/addresses/hooks/use-delivery';
import { BookDetails, type DetailBook } from '@/features/books/components/BookDetails';
import { BookPurchase } from '@/features/cart/components/BookPurchase';
import { useIsShopper } from '@/features/cart/hooks/use-is-shopper';
import { useBook } from '@/features/books/hooks/use-book';
import { BookReviews } from '@/features/reviews/components/BookReviews';

/** A shopper's buying controls, with where Buy now's order goes. */
function ShopperPurchase({ book }: { book: DetailBook }) {
  const delivery = useDelivery();
  return <BookPurchase book={book} delivery={delivery} />;
}

/** The book's reviews, once the book is found. */
function ReviewsOf({ id }: { id: string }) {
  const { book } = useBook(id);
  return book ? <BookReviews bookId={id} /> : null;
}

export function BookDetailPage() {
  const { id = '' } = useParams();
  // Only shoppers have a cart and orders.
  const shopper = useIsShopper();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {/* A new id is a new page: nothing of the previous book's state carries over. */}
      <BookDetails key={id} id={id} purchase={shopper ? (book) => <ShopperPurchase book={book} /> : undefined} />
      <ReviewsOf key={`reviews-${id}`} id={id} />
    </div>
  );
}
