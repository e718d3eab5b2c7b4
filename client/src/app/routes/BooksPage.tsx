import { Catalogue } from '@/features/books/components/Catalogue';
import { AddToCartButton } from '@/features/cart/components/AddToCartButton';
import { PendingCartAdd } from '@/features/cart/components/PendingCartAdd';
import { SignInToAdd } from '@/features/cart/components/SignInToAdd';
import { useIsShopper } from '@/features/cart/hooks/use-is-shopper';
import { useSession } from '@/lib/use-session';
import { WishlistButton } from '@/features/wishlist/components/WishlistButton';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BooksPage() {
  useDocumentTitle('Books');
  // Only shoppers have a cart.
  const shopper = useIsShopper();
  // A visitor (the open shop window) is asked to sign in, and comes back to the book added.
  const visitor = useSession().status === 'anonymous';
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Browse Books</h1>
      <p className="mt-2 text-slate-600">Search the collection, filter by category and sort the way you like.</p>
      <div className="mt-8">
        <Catalogue
          cardAction={
            shopper
              ? (book) => (
                  <>
                    <AddToCartButton book={book} />
                    <WishlistButton book={book} named />
                  </>
                )
              : visitor
                ? (book) => <SignInToAdd book={book} />
                : undefined
          }
        />
      </div>
      <PendingCartAdd />
    </div>
  );
}
