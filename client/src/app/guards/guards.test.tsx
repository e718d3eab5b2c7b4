import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router-dom';
import type { SessionState } from '@/lib/session-context';
import { admin, shopper, signedIn, signedOut, verifying } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { GuestOnly } from './GuestOnly';
import { RequireAdmin } from './RequireAdmin';
import { RequireAuth } from './RequireAuth';

function LoginProbe() {
  const { state } = useLocation();
  return <p>Login page, from: {(state as { from?: string } | null)?.from ?? 'nowhere'}</p>;
}

const routes: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  { path: '/login', element: <LoginProbe /> },
  { element: <RequireAuth />, children: [{ path: '/orders', element: <p>Orders page</p> }] },
  { element: <RequireAdmin />, children: [{ path: '/admin/books', element: <p>Manage books</p> }] },
  {
    path: '/admin/wrapped',
    element: (
      <RequireAdmin>
        <p>Wrapped admin page</p>
      </RequireAdmin>
    ),
  },
  { element: <GuestOnly />, children: [{ path: '/register', element: <p>Register page</p> }] },
];

function renderAt(at: string | { pathname: string; state?: unknown }, session: SessionState) {
  return renderApp({ at, session, routes });
}

describe('RequireAuth', () => {
  it('shows the page at once while a stored session is being verified', () => {
    renderAt('/orders', verifying());
    expect(screen.getByText('Orders page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a signed-out user to /login and remembers the page, query included', async () => {
    const { router } = renderAt('/orders?page=2', signedOut);
    expect(await screen.findByText('Login page, from: /orders?page=2')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to a signed-in user', () => {
    renderAt('/orders', signedIn(shopper));
    expect(screen.getByText('Orders page')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('waits with a spinner while the session is being verified, unlike other signed-in pages', () => {
    renderAt('/admin/books', verifying(admin));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.queryByText('Manage books')).not.toBeInTheDocument();
  });

  it('sends a non-admin to home', async () => {
    const { router } = renderAt('/admin/books', signedIn(shopper));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-out user to /login with the admin page as origin', async () => {
    renderAt('/admin/books', signedOut);
    expect(await screen.findByText('Login page, from: /admin/books')).toBeInTheDocument();
  });

  it('shows admin pages to the admin, as a layout route or as a wrapper', () => {
    renderAt('/admin/books', signedIn(admin));
    expect(screen.getByText('Manage books')).toBeInTheDocument();
  });

  it('guards a page passed as children', async () => {
    renderAt('/admin/wrapped', signedIn(shopper));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText('Wrapped admin page')).not.toBeInTheDocument();
  });
});

describe('GuestOnly', () => {
  it('shows the page to a visitor', () => {
    renderAt('/register', signedOut);
    expect(screen.getByText('Register page')).toBeInTheDocument();
  });

  it('shows a spinner while the session is being verified', () => {
    renderAt('/register', verifying());
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Register page')).not.toBeInTheDocument();
  });

  it('sends a signed-in user to home', async () => {
    const { router } = renderAt('/register', signedIn());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user to the remembered page instead, if there is one', async () => {
    const { router } = renderAt({ pathname: '/register', state: { from: '/orders' } }, signedIn());
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('ignores a remembered origin that leaves the app', async () => {
    const { router } = renderAt({ pathname: '/register', state: { from: '//evil.example/' } }, signedIn());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
