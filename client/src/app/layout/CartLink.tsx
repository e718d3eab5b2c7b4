import { NavLink } from 'react-router-dom';
import { CartIcon, OrdersIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';

const iconLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `relative inline-flex h-10 w-10 items-center justify-center rounded-lg transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

function itemsText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart icon with the number of items in the cart (shoppers only). */
export function CartLink() {
  const count = useCartCount();
  return (
    <NavLink to={paths.cart} className={iconLinkClasses} title="Cart">
      <CartIcon className="h-6 w-6" />
      <span className="sr-only">Cart{count !== undefined ? `, ${itemsText(count)}` : ''}</span>
      {count !== undefined && count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-indigo-600 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}

/** The header's orders icon (shoppers only). */
export function OrdersLink() {
  return (
    <NavLink to={paths.orders} className={iconLinkClasses} title="Orders">
      <OrdersIcon className="h-6 w-6" />
      <span className="sr-only">Orders</span>
    </NavLink>
  );
}
