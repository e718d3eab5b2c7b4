import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDelivery } from '@/features/addresses/hooks/use-delivery';
import { LiveBooks } from '@/features/books/components/LiveBooks';
import { CartView } from '@/features/cart/components/CartView';
import { useCartBooks } from '@/features/cart/hooks/use-cart-books';
import { useIsShopper } from '@/features/cart/hooks/use-is-shopper';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The shopper's cart, with where its order goes; its books' stock and prices live (the limits follow). */
function ShopperCart() {
  const delivery = useDelivery();
  const books = useCartBooks();
  return (
    <>
      <CartView delivery={delivery} />
      <LiveBooks ids={books.ids} onChange={books.refresh} />
    </>
  );
}

export function CartPage() {
  useDocumentTitle('Shopping Cart');
  const shopper = useIsShopper();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {shopper ? (
        <ShopperCart />
      ) : (
        // The admin has no cart; RequireAuth alone lets them reach this address.
        <div className="py-16 text-center">
          <h1 className="text-2xl font-bold text-slate-900">Shopping Cart</h1>
          <p className="mt-2 text-slate-600">The cart is for shopper accounts.</p>
          <Link to={paths.adminHome} className="mt-6 inline-block font-medium text-indigo-700 hover:underline">
            Go to the Admin Dashboard
          </Link>
        </div>
      )}
    </div>
  );
}
