import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '@/components/icons';
import { accountNav, visibleItems } from '@/config/navigation';
import { useLogout } from '@/features/auth/hooks/use-logout';
import type { SessionUser } from '@/lib/session';
import { useMenuState } from './use-menu-state';

export interface ProfileMenuProps {
  user: SessionUser;
}

const itemClasses =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:bg-slate-100 focus-visible:outline-none';

/** The signed-in user's photo (or initials) and name; opens Profile and Logout. */
export function ProfileMenu({ user }: ProfileMenuProps) {
  const { open, setOpen, toggle, containerRef, buttonRef } = useMenuState();
  const logout = useLogout();

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? 'profile-menu' : undefined}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <Avatar name={user.name} photo={user.photo} size="sm" />
        {/* From 768 px the header is tight: the name shows from 1024 px, to screen readers always. */}
        <span className="sr-only lg:not-sr-only lg:max-w-40 lg:truncate">{user.name}</span>
        <span className="sr-only">: account menu</span>
        <ChevronDownIcon className={`h-4 w-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id="profile-menu"
          className="absolute right-0 z-50 mt-2 w-64 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-slate-100 px-4 py-3">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
          <ul className="py-1">
            {visibleItems(accountNav, user)
              .filter((item) => !item.mobileOnly)
              .map((item) => (
                <li key={item.path}>
                  <Link to={item.path} className={itemClasses} onClick={() => setOpen(false)}>
                    <UserIcon className="h-4 w-4 text-slate-500" />
                    {item.label}
                  </Link>
                </li>
              ))}
            <li>
              <button type="button" className={itemClasses} onClick={() => void logout()}>
                <LogoutIcon className="h-4 w-4 text-slate-500" />
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
