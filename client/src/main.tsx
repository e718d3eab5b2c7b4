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
import './index.css';

// The current page's code downloads alongside the app's own code and the session check, and the
// catalogue's first page (the largest content of /books) is asked for at the same time.
preloadPagesFor(routes, window.location.pathname);
if (window.location.pathname === paths.books && getToken())
  prefetchCatalogue(getApolloClient(), window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of blocking the page in one long task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
