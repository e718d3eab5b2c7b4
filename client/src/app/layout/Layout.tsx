import { Outlet } from 'react-router-dom';
import { useStoreSettingsOnReturn } from '@/lib/use-store-settings';
import { SessionExpiryRedirect } from '../guards/SessionExpiryRedirect';
import { Footer } from './Footer';
import { Header } from './Header';
import { LiveUpdates } from './LiveUpdates';
import { ScrollPositions } from './ScrollPositions';

/**
 * The shell around every page: header, main content, footer; and the session's live updates.
 *
 * The main area is at least the viewport's height below the header (h-16), so the footer always
 * starts below the fold: whatever a page shows while it loads (a placeholder, a spinner, a form
 * that grows when its data arrives) and however short it turns out, the footer never shows in the
 * first view and then jumps away, nor rises into it when a taller placeholder is replaced.
 */
export function Layout() {
  // A name, logo or contact detail the admin changed shows when the visitor comes back to the tab.
  useStoreSettingsOnReturn();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[calc(100vh-4rem)] flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <SessionExpiryRedirect />
      <ScrollPositions />
      <LiveUpdates />
    </div>
  );
}
