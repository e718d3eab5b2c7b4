import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { GetBookDocument } from '@/features/books/api/GetBook.generated';
import { cartMock, gqlCart, gqlCartLine } from '@/test/cart-fixtures';
import { admin, gqlBook, shopper, signedIn, signedOut, verifying } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const banner = () => screen.getByRole('banner');

describe('Header navigation', () => {
  it('shows visitors Home, About, Login and Register', () => {
    renderApp({ at: '/about', session: signedOut });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'About', 'Login', 'Register']);
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a signed-in user the profile menu (initials placeholder and name), not Login/Register', async () => {
    const user = userEvent.setup();
    renderApp({ at: '/', session: signedIn(shopper) });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const menuButton = within(nav).getByRole('button', { name: /ada reader/i });
    expect(within(menuButton).getByText('AR')).toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await user.keyboard('{Escape}');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('shows a signed-in shopper Books, and no Admin entry', () => {
    const id = '64b000000000000000000009';
    renderApp({
      at: `/books/${id}`,
      session: signedIn(shopper),
      mocks: [{ request: { query: GetBookDocument, variables: { id } }, delay: Number.POSITIVE_INFINITY }],
    });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Books', 'About', 'Complaints', 'Cart', 'Orders']);
    expect(within(nav).getByRole('link', { name: 'Complaints' })).toHaveAttribute('href', '/complaints');
    expect(within(nav).getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books');
    // Active on a book's page too.
    expect(within(nav).getByRole('link', { name: 'Books' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives the admin an Admin entry to the admin home, and a profile menu of Settings and Profile', async () => {
    const user = userEvent.setup();
    renderApp({ at: '/', session: signedIn(admin) });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Books', 'About', 'Admin']);
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', paths.adminHome);
    await user.click(within(nav).getByRole('button', { name: /grace admin/i }));
    expect(within(nav).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', paths.adminSettings);
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', paths.adminReports);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it("shows the user's photo when there is one", () => {
    renderApp({ at: '/', session: signedIn({ ...admin, photo: 'http://localhost/api/images/1' }) });
    const img = within(banner())
      .getByRole('button', { name: /grace admin/i })
      .querySelector('img');
    expect(img).toHaveAttribute('src', 'http://localhost/api/images/1');
  });

  it('holds back Login/Register while the session is being verified', () => {
    renderApp({ at: '/', session: verifying() });
    expect(within(banner()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('Header cart and orders icons', () => {
  it("shows a shopper the cart icon with the cart's item count, and the orders icon", async () => {
    const book = gqlBook();
    renderApp({
      at: '/about',
      session: signedIn(shopper),
      mocks: [cartMock(gqlCart([gqlCartLine(book, 2), gqlCartLine(gqlBook(), 1)]))],
    });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    const cart = await within(nav).findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('3');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    // Below the md breakpoint the cart icon sits beside the menu button.
    expect(within(banner()).getAllByRole('link', { name: 'Cart, 3 items' })).toHaveLength(2);
  });

  it('shows no count on an empty cart', async () => {
    renderApp({ at: '/about', session: signedIn(shopper) });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    const cart = await within(nav).findByRole('link', { name: 'Cart, 0 items' });
    expect(within(cart).queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('gives the admin and visitors neither icon, and never asks for a cart', async () => {
    const cart = { ...cartMock(gqlCart([])), result: jest.fn(() => ({ data: { cart: gqlCart([]) } })) };
    renderApp({ at: '/', session: signedIn(admin), mocks: [cart] });
    expect(within(banner()).queryByRole('link', { name: /^cart/i })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: /discover your next great read/i });
    expect(cart.result).not.toHaveBeenCalled();
  });

  it('gives visitors neither icon', () => {
    renderApp({ at: '/', session: signedOut });
    expect(within(banner()).queryByRole('link', { name: /^cart/i })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });
});

describe('Mobile menu', () => {
  it('opens from the hamburger, lists the account links, closes on Escape and on navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ at: '/', session: signedIn(shopper) });
    const toggle = within(banner()).getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = within(banner()).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Books', 'About', 'Complaints', 'Cart', 'Orders', 'Wishlist', 'Profile']);
    expect(within(menu).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(within(menu).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(within(banner()).queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(within(banner()).getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'About' }),
    );
    expect(router.state.location.pathname).toBe('/about');
    expect(within(banner()).queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it("lists the admin's Orders, Complaints, Settings, Profile and Admin Dashboard, with Admin once", async () => {
    const user = userEvent.setup();
    renderApp({ at: '/', session: signedIn(admin) });
    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const menu = within(banner()).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Home',
      'Books',
      'About',
      'Orders',
      'Complaints',
      'Customers',
      'Settings',
      'Reports',
      'Activity',
      'Reviews',
      'Profile',
      'Admin Dashboard',
    ]);
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', paths.adminSettings);
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', paths.adminOrders);
    expect(within(menu).getByRole('link', { name: 'Complaints' })).toHaveAttribute('href', paths.adminComplaints);
    expect(within(menu).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', paths.adminHome);
    expect(within(menu).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', paths.adminReviews);
    expect(within(menu).queryByRole('link', { name: 'Cart' })).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the open menu', async () => {
    const user = userEvent.setup();
    renderApp({ at: '/about', session: signedIn(shopper) });
    const toggle = within(banner()).getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = within(banner()).getByRole('navigation', { name: 'Mobile' });
    const close = within(banner()).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(within(menu).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(banner().contains(document.activeElement)).toBe(true);
    }
  });

  it('closes when the location changes by other means (e.g. Back)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ at: '/about', session: signedOut });
    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    expect(within(banner()).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: /discover your next great read/i })).toBeInTheDocument();
    expect(within(banner()).queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('opens every Quick Link in a new tab safely, saying so to screen readers', () => {
    renderApp({ at: '/', session: signedOut });
    const footer = screen.getByRole('contentinfo');
    const quick = within(within(footer).getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link');
    expect(quick.map((a) => a.getAttribute('href'))).toEqual(['/', '/books', '/about', '/contact']);
    expect(quick.map((a) => a.textContent)).toEqual([
      'Home (opens in a new tab)',
      'Books (opens in a new tab)',
      'About Us (opens in a new tab)',
      'Contact (opens in a new tab)',
    ]);
    for (const a of quick) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
