import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, gqlBook, shopper, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { gqlWishlist, wishlistIdsMock, wishlistMock, wishlistMutationMock } from '@/test/wishlist-fixtures';
import { GetWishlistDocument } from '../api/GetWishlist.generated';
import { RemoveFromWishlistDocument } from '../api/RemoveFromWishlist.generated';

const renderWishlist = (mocks: unknown[], user = shopper) =>
  renderApp({ at: '/wishlist', session: signedIn(user), mocks: mocks as never[] });

describe('The wishlist page', () => {
  it('lists the saved books with Add to Cart, or the back-in-stock email when out of stock, and removes one', async () => {
    const user = userEvent.setup();
    const inStock = gqlBook({ title: 'On The Shelf', stock: 2 });
    const soldOut = gqlBook({ title: 'Sold Out Novel', stock: 0 });
    const saved = gqlWishlist([soldOut, inStock]);
    const remove = wishlistMutationMock(
      RemoveFromWishlistDocument,
      'removeFromWishlist',
      soldOut.id,
      'Removed from your wishlist',
      gqlWishlist([inStock]),
    );
    renderWishlist([wishlistMock(saved), wishlistIdsMock(saved.bookIds), remove]);

    const list = await screen.findByRole('list', { name: 'Saved books' });
    const cards = within(list).getAllByTestId('book-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Sold Out Novel',
      'On The Shelf',
    ]);
    expect(screen.getByText('2 saved books')).toBeInTheDocument();
    expect(
      within(cards[0]).getByRole('button', { name: 'Email me when it is back Sold Out Novel' }),
    ).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Add to Cart On The Shelf' })).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: /Email me/ })).not.toBeInTheDocument();

    await user.click(within(cards[0]).getByRole('button', { name: 'Remove from wishlist Sold Out Novel' }));
    expect(await screen.findByText('Removed from your wishlist')).toBeInTheDocument();
    expect(within(list).getAllByTestId('book-card')).toHaveLength(1);
    expect(screen.getByText('1 saved book')).toBeInTheDocument();
    expect(remove.result).toHaveBeenCalledTimes(1);
  });

  it('says when the wishlist is empty and leads to the books', async () => {
    renderWishlist([wishlistMock(gqlWishlist([]))]);
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse books' })).toHaveAttribute('href', '/books');
  });

  it('shows a spinner while loading, says when loading failed, and tries again', async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Second Try' });
    renderWishlist([
      { request: { query: GetWishlistDocument }, error: new Error('offline') },
      wishlistMock(gqlWishlist([book])),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist...');
    expect(await screen.findByText('Your wishlist could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Second Try' })).toBeInTheDocument();
  });

  it('is for shoppers: the admin is pointed to the dashboard', async () => {
    renderWishlist([], admin);
    expect(await screen.findByText('The wishlist is for shopper accounts.')).toBeInTheDocument();
  });
});
