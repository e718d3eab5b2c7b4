import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { preloadPagesFor } from './app/lazy-page';
import { AppRoutes, routes } from './app/router';
import './index.css';

// The current page's code downloads alongside the app's own code and the session check.
preloadPagesFor(routes, window.location.pathname);

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
