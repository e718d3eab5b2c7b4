import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { AdminExistsDocument } from '@/features/auth/api/AdminExists.generated';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { admin, restUser, shopper, signedIn, signedOut } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('Home page calls to action', () => {
  it('offers visitors Get Started, Sign In and the final Start Your Journey', () => {
    renderApp({ at: '/', session: signedOut });
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Browse Books' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('offers a signed-in user Browse Books only', async () => {
    renderApp({ at: '/', session: signedIn(shopper) });
    expect(await screen.findByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/books');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Your Journey' })).not.toBeInTheDocument();
  });

  it('offers the admin Browse Books and Admin Dashboard', () => {
    renderApp({ at: '/', session: signedIn(admin) });
    expect(screen.getByRole('link', { name: 'Browse Books' })).toBeInTheDocument();
    // The book manager until the dashboard exists; one constant moves both entry points.
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', paths.adminHome);
    expect(paths.adminHome).toBe('/admin');
  });
});

describe('Home page greeting', () => {
  it('greets a brand-new account with "Welcome", right after registering', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(201, { message: 'Registered', token: 'new-token', user: restUser(shopper) }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({
      at: '/register',
      session: signedOut,
      mocks: [{ request: { query: AdminExistsDocument }, result: { data: { adminExists: true } } }],
    });
    await user.type(screen.getByLabelText(/full name/i), 'Ada Reader');
    await user.type(screen.getByLabelText(/email address/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret1');
    await user.type(screen.getByLabelText(/^confirm password/i), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Welcome, Ada Reader')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(/welcome back/i)).not.toBeInTheDocument();
  });

  it('greets a returning user with "Welcome back"', () => {
    renderApp({ at: '/', session: signedIn(shopper) });
    expect(screen.getByText('Welcome back, Ada Reader')).toBeInTheDocument();
  });

  it('greets nobody by name when signed out', () => {
    renderApp({ at: '/', session: signedOut });
    expect(screen.getByText('Your online bookstore')).toBeInTheDocument();
    expect(screen.queryByText(/welcome/i)).not.toBeInTheDocument();
  });
});
