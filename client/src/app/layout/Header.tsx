import { Link, NavLink } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { StoreBrand } from '@/components/StoreBrand';
import { primaryNav, visibleItems } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { useStoreBrand } from '@/lib/use-store-settings';
import { CartLink, OrdersLink } from './CartLink';
import { MobileMenu } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
    isActive ? 'text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function Header() {
  const { status, user } = useSession();
  const brand = useStoreBrand();
  const loading = status === 'loading';
  const signedInUser = status === 'authenticated' ? user : null;
  // Only shoppers have a cart and orders.
  const shopper = signedInUser?.role === 'user';
  // While the session is verified, neither the visitor links nor the profile menu show.
  const items = visibleItems(primaryNav, signedInUser).filter((item) => !(loading && item.audience === 'guest'));
  const links = items.filter((item) => !item.emphasis);
  const actions = items.filter((item) => item.emphasis);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <StoreBrand name={brand.name} logoUrl={brand.logoUrl} />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((item) => (
            <NavLink key={item.path} to={item.path} end={item.path === paths.home} className={navLinkClasses}>
              {item.label}
            </NavLink>
          ))}
          {actions.map((item) => (
            <Link key={item.path} to={item.path} className={buttonClasses('primary', 'sm', 'ml-2')}>
              {item.label}
            </Link>
          ))}
          {shopper && (
            <div className="ml-2 flex items-center gap-1">
              <CartLink />
              <OrdersLink />
            </div>
          )}
          {signedInUser && (
            <div className="ml-3 border-l border-slate-200 pl-3">
              <ProfileMenu user={signedInUser} />
            </div>
          )}
          {loading && <span className="ml-3 h-8 w-32 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />}
        </nav>

        <div className="flex items-center gap-1 md:hidden">
          {shopper && <CartLink />}
          <MobileMenu user={signedInUser} sessionLoading={loading} />
        </div>
      </div>
    </header>
  );
}
