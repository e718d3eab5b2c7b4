import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { BookCard } from '@/features/books/components/BookCard';
import { LiveBooks } from '@/features/books/components/LiveBooks';
import { AddToCartButton } from '@/features/cart/components/AddToCartButton';
import { useIsShopper } from '@/features/cart/hooks/use-is-shopper';
import { StockAlertButton } from '@/features/wishlist/components/StockAlertButton';
import { WishlistButton } from '@/features/wishlist/components/WishlistButton';
import { WishlistView } from '@/features/wishlist/components/WishlistView';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The shopper's saved books: each with Add to Cart (or the back-in-stock email when it has none) and the heart. */
function ShopperWishlist() {
  return (
    <WishlistView
      renderItem={({ book }, index) => (
        <BookCard
          key={book.id}
          book={book}
          eagerCover={index < 4}
          action={
            <>
              {book.stock > 0 ? <AddToCartButton book={book} /> : <StockAlertButton book={book} named />}
              <WishlistButton book={book} named />
            </>
          }
        />
      )}
    >
      {/* Stock and prices live: a book back in stock offers Add to Cart at once. */}
      {(ids) => <LiveBooks ids={ids} />}
    </WishlistView>
  );
}

export function WishlistPage() {
  useDocumentTitle('Wishlist');
  const shopper = useIsShopper();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Wishlist</h1>
      <p className="mt-2 text-slate-600">
        Books you saved for later. Out of stock? Ask us to email you when it is back.
      </p>
      <div className="mt-8">
        {shopper ? (
          <ShopperWishlist />
        ) : (
          // The admin has no wishlist; RequireAuth alone lets them reach this address.
          <div className="py-16 text-center">
            <p className="text-slate-600">The wishlist is for shopper accounts.</p>
            <Link to={paths.adminHome} className={buttonClasses('secondary', 'md', 'mt-6')}>
              Go to the Admin Dashboard
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
