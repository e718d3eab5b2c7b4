import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginDocument } from '@/features/auth/api/Login.generated';
import { ListBooksDocument } from '@/features/books/api/ListBooks.generated';
import { ListCategoriesDocument } from '@/features/books/api/ListCategories.generated';
import { addToCartMock, gqlCart, gqlCartLine } from '@/test/cart-fixtures';
import { bookPage, gqlBook, gqlUser, shopper, signedOut, STORE, storeSettingsMock } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const firstPage = { search: '', category: '', sort: 'TITLE', direction: 'ASC', first: 20 };
const input = { email: 'ada@example.com', password: 'secret1' };
const hobbit = gqlBook({ title: 'The Hobbit', stock: 5 });

const openWindow = () => storeSettingsMock('USD', 3, true, STORE, false, true);
const books = () => ({
  request: { query: ListBooksDocument, variables: firstPage },
  result: { data: { books: bookPage([hobbit]) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const categories = () => ({
  request: { query: ListCategoriesDocument },
  result: { data: { categories: [{ __typename: 'CategoryCount' as const, category: 'Fiction', count: 1 }] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe("a visitor's Add to Cart (the open shop window)", () => {
  it('browses /books, signs in from Add to Cart and comes back with the book in the cart', async () => {
    const user = userEvent.setup();
    const add = addToCartMock(hobbit.id, 1, {
      message: 'Book added to cart successfully!',
      cart: gqlCart([gqlCartLine(hobbit, 1)]),
    });
    const { router } = renderApp({
      at: '/books',
      session: signedOut,
      mocks: [
        openWindow(),
        books(),
        categories(),
        {
          request: { query: LoginDocument, variables: { input } },
          result: { data: { login: { __typename: 'AuthPayload', token: 't', message: 'ok', user: gqlUser(shopper) } } },
        },
        add,
      ],
    });
    const card = (await screen.findAllByTestId('book-card'))[0];
    expect(within(card).queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Sign in to add to cart The Hobbit' }));
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText(/email address/i), input.email);
    await user.type(screen.getByLabelText(/^password/i), input.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Book added to cart successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/books');
    expect(add.result).toHaveBeenCalledTimes(1);
    // The pending add is forgotten: the page's state no longer carries it.
    expect(router.state.location.state).toBeNull();
    expect(await screen.findByRole('button', { name: 'Add to Cart The Hobbit' })).toBeInTheDocument();
  });

  it('sends visitors to sign in from /books while the catalogue is not public', async () => {
    const { router } = renderApp({ at: '/books', session: signedOut, mocks: [books(), categories()] });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
