import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { admin, shopper, signedIn, signedOut } from '@/test/fixtures';
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

  it('offers a signed-in user Browse Books only', () => {
    renderApp({ at: '/', session: signedIn(shopper) });
    expect(screen.getByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/books');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Your Journey' })).not.toBeInTheDocument();
  });

  it('offers the admin Browse Books and Admin Dashboard', () => {
    renderApp({ at: '/', session: signedIn(admin) });
    expect(screen.getByRole('link', { name: 'Browse Books' })).toBeInTheDocument();
    // The book manager until the dashboard exists; one constant moves both entry points.
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', paths.adminHome);
    expect(paths.adminHome).toBe('/admin/books');
  });
});
