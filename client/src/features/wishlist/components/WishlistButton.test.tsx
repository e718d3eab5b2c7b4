import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetBookDocument } from '@/features/books/api/GetBook.generated';
import { admin, gqlBook, shopper, signedIn } from '@/test/fixtures';
import { addressesMock } from '@/test/address-fixtures';
import { renderApp } from '@/test/render-app';
import { gqlWishlist, wishlistIdsMock, wishlistMutationMock } from '@/test/wishlist-fixtures';
import { AddToWishlistDocument } from '../api/AddToWishlist.generated';
import { CancelStockAlertDocument } from '../api/CancelStockAlert.generated';
import { RemoveFromWishlistDocument } from '../api/RemoveFromWishlist.generated';
import { RequestStockAlertDocument } from '../api/RequestStockAlert.generated';

const bookMock = (book: ReturnType<typeof gqlBook>) => ({
  request: { query: GetBookDocument, variables: { id: book.id } },
  result: { data: { book } },
});

function renderBookPage(book: ReturnType<typeof gqlBook>, mocks: unknown[], user = shopper) {
  return renderApp({
    at: `/books/${book.id}`,
    session: signedIn(user),
    mocks: [...(mocks as never[]), bookMock(book), addressesMock([])],
  });
}

describe('The wishlist heart and the back-in-stock email on a book page', () => {
  it('saves the book and removes it again, from the keyboard, as a pressed toggle', async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Kept For Later' });
    const add = wishlistMutationMock(
      AddToWishlistDocument,
      'addToWishlist',
      book.id,
      'Saved to your wishlist',
      gqlWishlist([book]),
    );
    const remove = wishlistMutationMock(
      RemoveFromWishlistDocument,
      'removeFromWishlist',
      book.id,
      'Removed from your wishlist',
      gqlWishlist([]),
    );
    renderBookPage(book, [add, remove]);

    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    heart.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saved to your wishlist')).toBeInTheDocument();
    const saved = screen.getByRole('button', { name: 'Remove from wishlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveFocus();
    expect(add.result).toHaveBeenCalledTimes(1);

    await user.keyboard(' ');
    expect(await screen.findByText('Removed from your wishlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(remove.result).toHaveBeenCalledTimes(1);
  });

  it('shows a saved book as saved', async () => {
    const book = gqlBook();
    renderBookPage(book, [wishlistIdsMock([book.id])]);
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the back-in-stock email for an out-of-stock book, and its cancel', async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Sold Out', stock: 0 });
    const request = wishlistMutationMock(
      RequestStockAlertDocument,
      'requestStockAlert',
      book.id,
      'We will email you when it is back in stock',
      gqlWishlist([], [book.id]),
    );
    const cancel = wishlistMutationMock(
      CancelStockAlertDocument,
      'cancelStockAlert',
      book.id,
      'Back-in-stock alert cancelled',
      gqlWishlist([]),
    );
    renderBookPage(book, [request, cancel]);

    await user.click(await screen.findByRole('button', { name: 'Email me when it is back' }));
    expect(await screen.findByText('We will email you when it is back in stock')).toBeInTheDocument();
    expect(screen.getByText('We will email you when it is back.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the email' }));
    expect(await screen.findByText('Back-in-stock alert cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me when it is back' })).toBeInTheDocument();
    expect(request.result).toHaveBeenCalledTimes(1);
    expect(cancel.result).toHaveBeenCalledTimes(1);
  });

  it('offers no email for a book in stock, and neither control to the admin', async () => {
    const inStock = gqlBook({ title: 'Plenty' });
    const { unmount } = renderBookPage(inStock, []);
    expect(await screen.findByRole('button', { name: 'Save to wishlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me when it is back' })).not.toBeInTheDocument();
    unmount();

    const soldOut = gqlBook({ title: 'Gone', stock: 0 });
    renderBookPage(soldOut, [], admin);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Gone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to wishlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me when it is back' })).not.toBeInTheDocument();
  });
});
