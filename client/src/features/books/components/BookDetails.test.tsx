import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GetBookDocument } from '../api/GetBook.generated';
import { ListBooksDocument } from '../api/ListBooks.generated';
import { ListCategoriesDocument } from '../api/ListCategories.generated';
import { AddCartItemDocument } from '@/features/cart/api/AddCartItem.generated';
import { addToCartMock, cartMock, gqlCart, gqlCartLine } from '@/test/cart-fixtures';
import { admin, bookPage, gqlBook, PENDING_MS, shopper, signedIn } from '@/test/fixtures';
import { addressesMock } from '@/test/address-fixtures';
import { renderApp } from '@/test/render-app';

function bookMock(id: string, book: ReturnType<typeof gqlBook>) {
  return { request: { query: GetBookDocument, variables: { id } }, result: { data: { book } } };
}

function bookError(id: string, code: string, message = 'Book not found') {
  return {
    request: { query: GetBookDocument, variables: { id } },
    result: { errors: [new GraphQLError(message, { extensions: { code } })] },
  };
}

/** What /books asks for after a failure sends the user back there. */
const catalogueMocks = [
  {
    request: {
      query: ListBooksDocument,
      variables: { search: '', category: '', sort: 'TITLE', direction: 'ASC', first: 20 },
    },
    result: { data: { books: bookPage([]) } },
  },
  { request: { query: ListCategoriesDocument }, result: { data: { categories: [] } } },
];

/** A book's page for the shopper, who has no address yet (Buy now's review: BuyNow.test.tsx). */
function renderDetail(id: string, mocks: unknown[]) {
  return renderApp({
    at: `/books/${id}`,
    session: signedIn(shopper),
    mocks: [...(mocks as never[]), addressesMock([])],
  });
}

describe('Book detail', () => {
  it('shows cover, title, author, category, stock, description, price and the date added', async () => {
    const book = gqlBook({
      title: 'The Hobbit',
      author: 'J.R.R. Tolkien',
      category: 'Fantasy',
      price: 12.5,
      stock: 4,
      description: 'There and back again.',
      image: 'http://localhost/api/images/h',
      createdAt: '2025-03-05T10:00:00.000Z',
    });
    renderDetail(book.id, [bookMock(book.id, book)]);

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
    expect(within(main).getByText('by J.R.R. Tolkien')).toBeInTheDocument();
    expect(within(main).getByText('Fantasy')).toBeInTheDocument();
    expect(within(main).getByText('4 in stock')).toBeInTheDocument();
    expect(within(main).getByText('There and back again.')).toBeInTheDocument();
    expect(within(main).getByText('$12.50', { selector: 'p' })).toBeInTheDocument();
    expect(within(main).getByText('Added on March 5, 2025')).toBeInTheDocument();
    expect(within(main).getByRole('img', { name: 'Cover of The Hobbit' })).toHaveAttribute('src', book.image);
    expect(within(main).queryByText('This book is currently out of stock.')).not.toBeInTheDocument();
    // No details: no details list.
    expect(within(main).queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('lists the details the book has: ISBN, publisher, year, pages and language by name', async () => {
    const book = gqlBook({
      isbn: '9780141439518',
      publisher: 'Penguin Classics',
      year: 2003,
      pages: 1480,
      language: 'fr',
    });
    renderDetail(book.id, [bookMock(book.id, book)]);
    const details = await screen.findByRole('region', { name: 'Details' });
    const pairs = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['ISBN', '9780141439518'],
      ['Publisher', 'Penguin Classics'],
      ['Year', '2003'],
      ['Pages', '1,480'],
      ['Language', 'French'],
    ]);
  });

  it('says when the book is out of stock, and falls back when there is no description or cover', async () => {
    const book = gqlBook({ stock: 0, description: '', image: '' });
    renderDetail(book.id, [bookMock(book.id, book)]);
    expect(await screen.findByText('This book is currently out of stock.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart|buy now/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('No Image')).toBeInTheDocument();
  });

  it('shows "Book not found" with a way back, without a toast, for a missing book', async () => {
    const id = '64b0000000000000000000ff';
    const { router } = renderDetail(id, [bookError(id, 'NOT_FOUND')]);
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to books/i })).toHaveAttribute('href', '/books');
    expect(router.state.location.pathname).toBe(`/books/${id}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch book details')).not.toBeInTheDocument();
  });

  it('treats a malformed id (INVALID_ID) as not found', async () => {
    renderDetail('not-an-id', [bookError('not-an-id', 'INVALID_ID', 'Invalid book id')]);
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch book details')).not.toBeInTheDocument();
  });

  it('toasts "Failed to fetch book details" and goes to /books on any other failure', async () => {
    const id = '64b0000000000000000000ee';
    const { router } = renderDetail(id, [
      { request: { query: GetBookDocument, variables: { id } }, error: new TypeError('Failed to fetch') },
      ...catalogueMocks,
    ]);
    expect(await screen.findByText('Failed to fetch book details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/books');
    expect(await screen.findByText('No books found matching your criteria.')).toBeInTheDocument();
  });
});

describe('Book detail: buying', () => {
  const quantityInput = () => screen.getByRole('spinbutton', { name: 'Quantity' });
  const more = () => screen.getByRole('button', { name: 'Increase quantity' });
  const less = () => screen.getByRole('button', { name: 'Decrease quantity' });

  it('offers 1 up to the stock with "Max: n" and a running total, and adds the chosen quantity', async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Dune', price: 0.1, stock: 3 });
    const add = addToCartMock(book.id, 3, {
      message: '3 books added to cart successfully!',
      cart: gqlCart([gqlCartLine(book, 3)]),
    });
    renderDetail(book.id, [bookMock(book.id, book), add]);

    expect(await screen.findByText('Max: 3')).toBeInTheDocument();
    expect(quantityInput()).toHaveValue(1);
    expect(less()).toBeDisabled();
    expect(screen.getByText('$0.10', { selector: 'span' })).toBeInTheDocument();
    await user.click(more());
    await user.click(more());
    expect(quantityInput()).toHaveValue(3);
    expect(more()).toBeDisabled();
    expect(screen.getByText('$0.30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('3 books added to cart successfully!')).toBeInTheDocument();
    expect(add.result).toHaveBeenCalledTimes(1);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Cart, 3 items' }),
    ).toBeInTheDocument();
    // Every copy is now in the cart: nothing more to add, and focus goes on to the cart.
    expect(await screen.findByText('All 3 copies are in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveFocus();
  });

  it('says when every copy is already in the cart, and offers no more', async () => {
    const book = gqlBook({ title: 'Dune', stock: 3 });
    renderDetail(book.id, [bookMock(book.id, book), cartMock(gqlCart([gqlCartLine(book, 3)]))]);
    expect(await screen.findByText('All 3 copies are in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
  });

  it('counts the copies already in the cart: 3 in stock and 1 in the cart leave 2 to add', async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Dune', price: 2, stock: 3 });
    const add = addToCartMock(book.id, 2, {
      message: '2 books added to cart successfully!',
      cart: gqlCart([gqlCartLine(book, 3)]),
    });
    renderDetail(book.id, [bookMock(book.id, book), cartMock(gqlCart([gqlCartLine(book, 1)])), add]);
    expect(await screen.findByText('Max: 2 (1 copy in your cart)')).toBeInTheDocument();
    await user.click(more());
    expect(quantityInput()).toHaveValue(2);
    expect(more()).toBeDisabled();
    expect(screen.getByText('$4.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('All 3 copies are in your cart.')).toBeInTheDocument();
    expect(add.result).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus on Add to Cart while the copies are added, when some are left to add', async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Dune', stock: 5 });
    const add = {
      ...addToCartMock(book.id, 1, {
        message: 'Book added to cart successfully!',
        cart: gqlCart([gqlCartLine(book, 1)]),
      }),
      delay: PENDING_MS,
    };
    renderDetail(book.id, [bookMock(book.id, book), add]);
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    button.focus();
    await user.keyboard('{Enter}');
    // Waiting, it is not disabled (which would drop focus to the page) and ignores a second press.
    expect(button).toHaveTextContent('Adding...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Book added to cart successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Max: 4 (1 copy in your cart)')).toBeInTheDocument();
    expect(button).toHaveTextContent('Add to Cart');
    expect(button).toHaveFocus();
    expect(add.result).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's message when the cart refuses the quantity", async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Emma', stock: 2 });
    renderDetail(book.id, [
      bookMock(book.id, book),
      {
        request: { query: AddCartItemDocument, variables: { bookId: book.id, quantity: 1 } },
        result: {
          errors: [
            new GraphQLError('Insufficient stock for Emma. Available: 0, Requested: 1', {
              extensions: { code: 'INSUFFICIENT_STOCK' },
            }),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Insufficient stock for Emma. Available: 0, Requested: 1')).toBeInTheDocument();
  });

  it('gives the admin no quantity, Add to Cart or Buy now (the cart is for shoppers)', async () => {
    const book = gqlBook({ title: 'Dune', stock: 4 });
    renderApp({ at: `/books/${book.id}`, session: signedIn(admin), mocks: [bookMock(book.id, book)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dune' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart|buy now/i })).not.toBeInTheDocument();
  });
});
