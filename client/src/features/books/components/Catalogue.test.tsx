import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { BookSuggestionsDocument } from '../api/BookSuggestions.generated';
import { ListBooksDocument } from '../api/ListBooks.generated';
import { ListCategoriesDocument } from '../api/ListCategories.generated';
import { AddCartItemDocument } from '@/features/cart/api/AddCartItem.generated';
import { addToCartMock, gqlCart, gqlCartLine } from '@/test/cart-fixtures';
import { admin, bookPage, gqlBook, PENDING_MS, shopper, signedIn, storeSettingsMock } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

type Page = ReturnType<typeof bookPage>;

const firstPageVariables = { search: '', category: '', sort: 'TITLE', direction: 'ASC', first: 20 };

function booksMock(books: Page, variables: Record<string, unknown> = {}) {
  return {
    request: { query: ListBooksDocument, variables: { ...firstPageVariables, ...variables } },
    result: jest.fn(() => ({ data: { books } })),
  };
}

function categoriesMock(categories: { category: string; count: number }[] = [{ category: 'Fiction', count: 2 }]) {
  return {
    request: { query: ListCategoriesDocument },
    result: { data: { categories: categories.map((c) => ({ __typename: 'CategoryCount' as const, ...c })) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderCatalogue(mocks: unknown[], at = '/books', categories = categoriesMock()) {
  return renderApp({ at, session: signedIn(shopper), mocks: [categories, ...(mocks as never[])] });
}

const cards = () => screen.getAllByTestId('book-card');

function suggestionsMock(q: string, suggestions: Array<{ kind: string; text: string }>) {
  return {
    request: { query: BookSuggestionsDocument, variables: { q } },
    result: { data: { bookSuggestions: suggestions.map((s) => ({ __typename: 'BookSuggestion' as const, ...s })) } },
  };
}

describe('Catalogue', () => {
  it('shows each book as a card and the line "Showing X of Y books": X matches of Y in the catalogue', async () => {
    const hobbit = gqlBook({
      title: 'The Hobbit',
      author: 'J.R.R. Tolkien',
      category: 'Fantasy',
      price: 12.5,
      stock: 4,
      image: 'http://localhost/api/images/h',
    });
    const dune = gqlBook({ title: 'Dune', author: 'Frank Herbert', price: 9, stock: 0, description: 'Spice.' });
    renderCatalogue(
      [booksMock(bookPage([hobbit, dune], { totalCount: 57, hasNextPage: true }))],
      '/books',
      categoriesMock([
        { category: 'Fantasy', count: 100 },
        { category: 'Fiction', count: 20 },
      ]),
    );

    // The first page holds 2 of the 57 matches; the catalogue has 120 books.
    expect(await screen.findByText('Showing 57 of 120 books')).toBeInTheDocument();
    const [first, second] = cards();
    expect(within(first).getByRole('heading', { name: 'The Hobbit' })).toBeInTheDocument();
    expect(within(first).getByText('by J.R.R. Tolkien')).toBeInTheDocument();
    expect(within(first).getByText('Fantasy')).toBeInTheDocument();
    expect(within(first).getByText('$12.50')).toBeInTheDocument();
    expect(within(first).getByText('4 in stock')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Cover of The Hobbit' })).toHaveAttribute(
      'src',
      'http://localhost/api/images/h',
    );
    expect(within(first).getByRole('link', { name: 'View The Hobbit' })).toHaveAttribute('href', `/books/${hobbit.id}`);

    expect(within(second).getByText('No Image')).toBeInTheDocument();
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second).getByText('Out of stock')).toBeInTheDocument();
    expect(within(second).getByText('Spice.')).toBeInTheDocument();
  });

  it("adds one copy from a card: the server's toast, and the header's cart count follows", async () => {
    const user = userEvent.setup();
    const hobbit = gqlBook({ title: 'The Hobbit', stock: 5 });
    const dune = gqlBook({ title: 'Dune', stock: 0 });
    const add = addToCartMock(hobbit.id, 1, {
      message: 'Book added to cart successfully!',
      cart: gqlCart([gqlCartLine(hobbit, 1)]),
    });
    renderCatalogue([booksMock(bookPage([hobbit, dune])), add]);
    await screen.findByText('Showing 2 of 2 books');
    const [first, second] = cards();

    const soldOut = within(second).getByRole('button', { name: /out of stock/i });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent(/^Out of Stock/);
    expect(within(second).queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Add to Cart The Hobbit' }));
    expect(await screen.findByText('Book added to cart successfully!')).toBeInTheDocument();
    expect(add.result).toHaveBeenCalledTimes(1);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Cart, 1 item' }),
    ).toBeInTheDocument();
    // The catalogue only ever adds one copy: no quantity to choose here.
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus on Add to Cart pressed with Enter, while the copy is added and after', async () => {
    const user = userEvent.setup();
    const hobbit = gqlBook({ title: 'The Hobbit', stock: 5 });
    const add = {
      ...addToCartMock(hobbit.id, 1, {
        message: 'Book added to cart successfully!',
        cart: gqlCart([gqlCartLine(hobbit, 1)]),
      }),
      delay: PENDING_MS,
    };
    renderCatalogue([booksMock(bookPage([hobbit])), add]);
    const button = await screen.findByRole('button', { name: 'Add to Cart The Hobbit' });
    button.focus();
    await user.keyboard('{Enter}');
    // Waiting, it is not disabled (which would drop focus to the page) and ignores a second press.
    expect(button).toHaveTextContent(/^Adding\.\.\./);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Book added to cart successfully!')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveTextContent(/^Add to Cart/));
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    expect(add.result).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when adding fails, or 'Failed to add book to cart'", async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Emma', stock: 2 });
    renderCatalogue([
      booksMock(bookPage([book])),
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
      {
        request: { query: AddCartItemDocument, variables: { bookId: book.id, quantity: 1 } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    const button = await screen.findByRole('button', { name: 'Add to Cart Emma' });
    await user.click(button);
    expect(await screen.findByText('Insufficient stock for Emma. Available: 0, Requested: 1')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.click(button);
    expect(await screen.findByText('Failed to add book to cart')).toBeInTheDocument();
  });

  it('gives the admin no Add to Cart (the cart is for shoppers)', async () => {
    renderApp({
      at: '/books',
      session: signedIn(admin),
      mocks: [categoriesMock(), booksMock(bookPage([gqlBook({ stock: 5 }), gqlBook({ stock: 0 })]))],
    });
    await screen.findByText('Showing 2 of 2 books');
    expect(screen.queryByRole('button', { name: /add to cart|out of stock/i })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderCatalogue([booksMock(bookPage([]))]);
    expect(await screen.findByText('No books found matching your criteria.')).toBeInTheDocument();
    // No "Showing 0 of 2 books" above it: the empty state says it.
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('formats prices in the store currency', async () => {
    renderApp({
      at: '/books',
      session: signedIn(shopper),
      mocks: [storeSettingsMock('EUR'), categoriesMock(), booksMock(bookPage([gqlBook({ price: 1234.5 })]))],
    });
    expect(await screen.findByText('€1,234.50')).toBeInTheDocument();
  });

  it('"Load more" fetches the page after the last cursor and appends it', async () => {
    const user = userEvent.setup();
    const page1 = [gqlBook(), gqlBook()];
    const page2 = [gqlBook({ title: 'Third book' })];
    const more = booksMock(bookPage(page2, { totalCount: 3 }), { after: `cursor-${page1[1].id}` });
    renderCatalogue(
      [booksMock(bookPage(page1, { totalCount: 3, hasNextPage: true })), more],
      '/books',
      categoriesMock([{ category: 'Fiction', count: 3 }]),
    );

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(cards()).toHaveLength(3));
    // The count is of matches, whichever pages are loaded.
    expect(screen.getByText('Showing 3 of 3 books')).toBeInTheDocument();
    expect(more.result).toHaveBeenCalledTimes(1);
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      page1[0].title,
      page1[1].title,
      'Third book',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    let onIntersect: IntersectionObserverCallback = () => undefined;
    const observe = jest.fn();
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      onIntersect = callback;
      return { observe, disconnect: jest.fn(), unobserve: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    try {
      const page1 = [gqlBook()];
      const more = booksMock(bookPage([gqlBook()], { totalCount: 2 }), { after: `cursor-${page1[0].id}` });
      renderCatalogue([booksMock(bookPage(page1, { totalCount: 2, hasNextPage: true })), more]);
      await screen.findByText('Showing 2 of 2 books');
      expect(cards()).toHaveLength(1);
      await waitFor(() => expect(observe).toHaveBeenCalled());

      act(() => onIntersect([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(more.result).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    }
  });

  it('searches after a pause in typing and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const search = booksMock(bookPage([gqlBook({ title: 'The Hobbit' })]), { search: 'hobbit' });
    const { router } = renderCatalogue(
      [booksMock(bookPage([gqlBook(), gqlBook()])), search, suggestionsMock('hobbit', [])],
      '/books?sort=title',
    );
    await screen.findByText('Showing 2 of 2 books');

    await user.type(screen.getByLabelText('Search books'), 'hobbit');

    expect(await screen.findByText('Showing 1 of 2 books')).toBeInTheDocument();
    expect(search.result).toHaveBeenCalledTimes(1); // one request for the whole word
    expect(router.state.location.search).toBe('?sort=title&q=hobbit');
    expect(screen.getByRole('heading', { name: 'The Hobbit' })).toBeInTheDocument();
  });

  it('reads search, category and sort from the URL, and filters by the chosen category', async () => {
    const user = userEvent.setup();
    const fromUrl = booksMock(bookPage([gqlBook()]), {
      search: 'war',
      category: 'History',
      sort: 'PRICE',
      direction: 'DESC',
    });
    const fantasy = booksMock(bookPage([gqlBook({ category: 'Fantasy' })]), {
      search: 'war',
      category: 'Fantasy',
      sort: 'PRICE',
      direction: 'DESC',
    });
    const { router } = renderApp({
      at: '/books?q=war&category=History&sort=price&dir=desc',
      session: signedIn(shopper),
      mocks: [
        categoriesMock([
          { category: 'Fantasy', count: 12 },
          { category: 'History', count: 3 },
        ]),
        fromUrl,
        fantasy,
      ],
    });
    await screen.findByText('Showing 1 of 15 books');
    expect(screen.getByLabelText('Search books')).toHaveValue('war');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price');
    expect(screen.getByRole('button', { name: 'Descending order' })).toHaveAttribute('aria-pressed', 'true');
    const category = screen.getByLabelText('Category');
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All Categories', 'Fantasy (12)', 'History (3)']),
    );
    expect(category).toHaveValue('History');

    await user.selectOptions(category, 'Fantasy');

    await waitFor(() => expect(fantasy.result).toHaveBeenCalled());
    expect(router.state.location.search).toBe('?q=war&category=Fantasy&sort=price&dir=desc');
  });

  it('toasts "Failed to fetch books" when the list cannot be loaded', async () => {
    renderCatalogue([
      {
        request: { query: ListBooksDocument, variables: firstPageVariables },
        result: { errors: [new GraphQLError('Boom', { extensions: { code: 'INTERNAL' } })] },
      },
    ]);
    expect(await screen.findByText('Failed to fetch books')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });
});
