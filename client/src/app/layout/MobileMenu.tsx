import { NavLink } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { CloseIcon, LogoutIcon, MenuIcon } from '@/components/icons';
import { accountNav, primaryNav, visibleItems } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import type { SessionUser } from '@/lib/session';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { useMenuState } from './use-menu-state';

export interface MobileMenuProps {
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /** True while the session is being verified: account entries are held back. */
  sessionLoading: boolean;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * The hamburger menu below the md breakpoint: the header's links, then the account's (a link both
 * lists have, the admin's Admin and Admin Dashboard, shows once, in the account's). While it is
 * open, Tab and Shift+Tab stay inside it (the close button and the menu); Escape closes it.
 */
export function MobileMenu({ user, sessionLoading }: MobileMenuProps) {
  const { open, setOpen, toggle, containerRef, buttonRef } = useMenuState();
  const logout = useLogout();
  useFocusTrap(containerRef, open);
  const account = user ? visibleItems(accountNav, user) : [];
  const links = visibleItems(primaryNav, user).filter(
    (item) => !(sessionLoading && item.audience === 'guest') && !account.some((entry) => entry.path === item.path),
  );
  const close = () => setOpen(false);

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-label={open ? 'Close menu' : 'Open menu'}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
      </button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg"
        >
          <ul className="space-y-1">
            {links.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === paths.home} className={linkClasses} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {user && (
            <div className="mt-3 border-t border-slate-200 pt-3">
              <div className="flex items-center gap-3 px-3 py-2">
                <Avatar name={user.name} photo={user.photo} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{user.name}</p>
                  <p className="truncate text-sm text-slate-600">{user.email}</p>
                </div>
              </div>
              <ul className="mt-1 space-y-1">
                {account.map((item) => (
                  <li key={item.path}>
                    <NavLink to={item.path} className={linkClasses} onClick={close}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={() => void logout()}
                    className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                  >
                    <LogoutIcon className="h-5 w-5 text-slate-500" />
                    Logout
                  </button>
                </li>
              </ul>
            </div>
          )}
        </nav>
      )}
    </div>
  );
}
