import { useParams } from 'react-router-dom';
import { useDelivery } from '@/features/addresses/hooks/use-delivery';
import { BookDetails, type DetailBook } from '@/features/books/components/BookDetails';
import { useBook } from '@/features/books/hooks/use-book';
import { BookPurchase } from '@/features/cart/components/BookPurchase';
import { PendingCartAdd } from '@/features/cart/components/PendingCartAdd';
import { SignInToAdd } from '@/features/cart/components/SignInToAdd';
import { useIsShopper } from '@/features/cart/hooks/use-is-shopper';
import { useSession } from '@/lib/use-session';
import { BookReviews } from '@/features/reviews/components/BookReviews';
import { AlsoBought } from '@/features/shelves/components/AlsoBought';
import { StockAlertButton } from '@/features/wishlist/components/StockAlertButton';
import { WishlistButton } from '@/features/wishlist/components/WishlistButton';

/** A shopper's buying controls, with where Buy now's order goes. */
function ShopperPurchase({ book }: { book: DetailBook }) {
  const delivery = useDelivery();
  return <BookPurchase book={book} delivery={delivery} />;
}

/** A shopper's heart, and for a book out of stock the back-in-stock email. */
function ShopperKeep({ book }: { book: DetailBook }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <WishlistButton book={book} />
      <StockAlertButton book={book} />
    </div>
  );
}

/** What readers also bought, and the book's reviews (for signed-in readers), once the book is found. */
function ReviewsOf({ id, reviews }: { id: string; reviews: boolean }) {
  const { book } = useBook(id);
  return book ? (
    <>
      <AlsoBought bookId={id} />
      {reviews && <BookReviews bookId={id} />}
    </>
  ) : null;
}

export function BookDetailPage() {
  const { id = '' } = useParams();
  // Only shoppers have a cart and orders.
  const shopper = useIsShopper();
  // A visitor (the open shop window) is asked to sign in, and comes back to the book added.
  const visitor = useSession().status === 'anonymous';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {/* A new id is a new page: nothing of the previous book's state carries over. */}
      <BookDetails
        key={id}
        id={id}
        purchase={
          shopper
            ? (book) => <ShopperPurchase book={book} />
            : visitor
              ? (book) => (
                  <div className="mt-6">
                    <SignInToAdd book={book} />
                  </div>
                )
              : undefined
        }
        keep={shopper ? (book) => <ShopperKeep book={book} /> : undefined}
      />
      <ReviewsOf key={`reviews-${id}`} id={id} reviews={!visitor} />
      <PendingCartAdd />
    </div>
  );
}
