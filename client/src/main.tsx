import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { preloadPagesFor } from './app/lazy-page';
import { AppRoutes, routes } from './app/router';
import { paths } from './config/paths';
import { prefetchCatalogue } from './features/books/prefetch-catalogue';
import { getApolloClient } from './lib/apollo-client';
import { getToken } from './lib/session';
import { primeStoreSettings } from './lib/store-settings';
import './index.css';

// The current page's code downloads alongside the app's own code (for landing pages the server's
// shell has already asked for it).
preloadPagesFor(routes, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * Starts the app in a task of its own, right after the scripts have run: the browser gets a
 * moment between evaluating a few hundred kilobytes of code and the first render.
 */
function start(container: HTMLElement) {
  // The store's settings, shipped with every page, are known to the first render.
  primeStoreSettings(getApolloClient());
  // The catalogue's first page (the largest content of /books) goes into the cache from the shell,
  // or is asked for now, before the screen exists.
  if (window.location.pathname === paths.books && getToken())
    prefetchCatalogue(getApolloClient(), window.location.search);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of blocking the page in one long task.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

setTimeout(() => start(root), 0);
