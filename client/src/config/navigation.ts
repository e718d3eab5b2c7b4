import { paths } from './paths';
import type { SessionUser } from '@/lib/session';

/**
 * Who sees a navigation entry: everybody, visitors only, any signed-in account, shoppers only
 * (role user) or the administrator only.
 */
export type NavAudience = 'everyone' | 'guest' | 'signed-in' | 'shopper' | 'admin';

export interface NavItem {
  label: string;
  path: string;
  audience: NavAudience;
  /** Shown as the prominent call-to-action button instead of a plain link. */
  emphasis?: boolean;
  /** Account entries listed only in the mobile menu, not in the desktop profile menu. */
  mobileOnly?: boolean;
}

/**
 * The header's links (desktop bar and mobile menu). Shoppers get Complaints; their cart and orders
 * are the header's icons and the mobile menu's account entries. Admins get Admin instead.
 */
export const primaryNav: readonly NavItem[] = [
  { label: 'Home', path: paths.home, audience: 'everyone' },
  { label: 'Books', path: paths.books, audience: 'signed-in' },
  { label: 'About', path: paths.about, audience: 'everyone' },
  { label: 'Complaints', path: paths.complaints, audience: 'shopper' },
  { label: 'Admin', path: paths.adminHome, audience: 'admin' },
  { label: 'Login', path: paths.login, audience: 'guest' },
  { label: 'Register', path: paths.register, audience: 'guest', emphasis: true },
];

/**
 * The signed-in user's own pages: the profile menu on desktop and the account section of the
 * mobile menu, which lists Cart, Orders, Complaints and Profile, plus Settings (in both menus) and
 * Admin Dashboard for the admin. A shopper's Cart and Orders are their own (on desktop, the header's icons; Complaints is
 * a header link). The admin has no cart and no orders or complaints of their own, so their Orders
 * and Complaints are the store's: order and complaint management.
 * Logout is an action, not a link, and is added by the menus themselves.
 */
export const accountNav: readonly NavItem[] = [
  { label: 'Cart', path: paths.cart, audience: 'shopper', mobileOnly: true },
  { label: 'Orders', path: paths.orders, audience: 'shopper', mobileOnly: true },
  { label: 'Wishlist', path: paths.wishlist, audience: 'shopper' },
  { label: 'Orders', path: paths.adminOrders, audience: 'admin', mobileOnly: true },
  { label: 'Complaints', path: paths.adminComplaints, audience: 'admin', mobileOnly: true },
  { label: 'Customers', path: paths.adminCustomers, audience: 'admin', mobileOnly: true },
  { label: 'Settings', path: paths.adminSettings, audience: 'admin' },
  { label: 'Reports', path: paths.adminReports, audience: 'admin' },
  { label: 'Activity', path: paths.adminActivity, audience: 'admin', mobileOnly: true },
  { label: 'Reviews', path: paths.adminReviews, audience: 'admin', mobileOnly: true },
  { label: 'Profile', path: paths.profile, audience: 'signed-in' },
  { label: 'Admin Dashboard', path: paths.adminHome, audience: 'admin', mobileOnly: true },
];

export function canSee(audience: NavAudience, user: SessionUser | null): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'guest':
      return user === null;
    case 'signed-in':
      return user !== null;
    case 'shopper':
      return user?.role === 'user';
    case 'admin':
      return user?.role === 'admin';
  }
}

export function visibleItems(items: readonly NavItem[], user: SessionUser | null): NavItem[] {
  return items.filter((item) => canSee(item.audience, user));
}
