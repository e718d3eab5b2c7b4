import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { DeleteBookDocument } from '../api/DeleteBook.generated';
import { ListAdminBooksDocument } from '../api/ListAdminBooks.generated';
import { admin, bookPage, gqlBook, signedIn, storeSettingsMock } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function adminBook(overrides: Parameters<typeof gqlBook>[0] = {}) {
  const { description: _d, createdAt: _c, ...book } = gqlBook(overrides);
  return book;
}

function listMock(books: ReturnType<typeof adminBook>[], variables: Record<string, unknown> = {}, options = {}) {
  return {
    // Every request searches titles and authors only, as the search box's label says.
    request: {
      query: ListAdminBooksDocument,
      variables: { search: '', searchIn: 'TITLE_AUTHOR', category: '', first: 20, ...variables },
    },
    result: jest.fn(() => ({ data: { books: bookPage(books, options) } })),
  };
}

function deleteMock(id: string) {
  const result = jest.fn(() => ({
    data: { deleteBook: { __typename: 'DeletePayload' as const, message: 'Book deleted successfully' } },
  }));
  return { request: { query: DeleteBookDocument, variables: { id } }, result };
}

const rows = () => screen.getAllByTestId('admin-book-row');

describe('Manage books', () => {
  it('lists the inventory in a table with the count line, stock hints and actions', async () => {
    const hobbit = adminBook({ title: 'The Hobbit', author: 'Tolkien', price: 12.5, stock: 0 });
    const dune = adminBook({ title: 'Dune', stock: 3 });
    const emma = adminBook({ title: 'Emma', stock: 40 });
    const list = listMock([hobbit, dune, emma], {}, { totalCount: 70, hasNextPage: true });
    renderApp({ at: '/admin/books', session: signedIn(admin), mocks: [list] });

    expect(screen.getByRole('heading', { name: 'Manage Books' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /add new book/i })).toHaveAttribute('href', '/admin/books/add');
    expect(await screen.findByText('Showing 3 of 70 books')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    const [first, second, third] = rows();
    expect(within(first).getByText('$12.50')).toBeInTheDocument();
    expect(within(first).getByText('Out of stock')).toBeInTheDocument();
    expect(within(second).getByText('Low stock')).toBeInTheDocument();
    expect(within(third).queryByText(/stock/i)).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View The Hobbit' })).toHaveAttribute('href', `/books/${hobbit.id}`);
    expect(within(first).getByRole('link', { name: 'Edit The Hobbit' })).toHaveAttribute(
      'href',
      `/admin/books/edit/${hobbit.id}`,
    );
    expect(within(first).getByRole('button', { name: 'Delete The Hobbit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('shows cards with the same actions on narrow screens', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    try {
      const book = adminBook({ title: 'Narrow', stock: 0 });
      renderApp({ at: '/admin/books', session: signedIn(admin), mocks: [listMock([book])] });
      const [card] = await screen.findAllByTestId('admin-book-row');
      expect(card.tagName).toBe('LI');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByRole('heading', { name: 'Narrow' })).toBeInTheDocument();
      expect(within(card).getByText('Out of stock')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Edit Narrow' })).toHaveAttribute(
        'href',
        `/admin/books/edit/${book.id}`,
      );
      expect(within(card).getByRole('button', { name: 'Delete Narrow' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it("marks low stock at the store's threshold, the dashboard's", async () => {
    const [two, four, five] = [2, 4, 5].map((stock) => adminBook({ title: `Has ${stock}`, stock }));
    renderApp({
      at: '/admin/books',
      session: signedIn(admin),
      mocks: [storeSettingsMock('USD', 4), listMock([two, four, five])],
    });
    await screen.findByText('Showing 3 of 3 books');
    const [first, second, third] = rows();
    await waitFor(() => expect(within(first).getByText('Low stock')).toBeInTheDocument());
    expect(within(second).getByText('Low stock')).toBeInTheDocument();
    expect(within(third).queryByText('Low stock')).not.toBeInTheDocument();
  });

  it('narrows the list to the books low in stock (at most the threshold) or out of stock, kept in the URL', async () => {
    const user = userEvent.setup();
    const low = listMock([adminBook({ title: 'Thin', stock: 3 })], { maxStock: 3 });
    const out = listMock([adminBook({ title: 'Bare', stock: 0 })], { maxStock: 0 });
    const { router } = renderApp({
      at: '/admin/books?stock=low',
      session: signedIn(admin),
      mocks: [low, out, listMock([adminBook(), adminBook()])],
    });
    expect(await screen.findByRole('rowheader', { name: 'Thin' })).toBeInTheDocument();
    const stock = screen.getByLabelText('Stock');
    expect(stock).toHaveValue('low');
    expect(within(stock).getByRole('option', { name: 'Low stock (3 or fewer)' })).toBeInTheDocument();
    await user.selectOptions(stock, 'Out of stock');
    expect(await screen.findByRole('rowheader', { name: 'Bare' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stock=out');
    await user.selectOptions(stock, 'Any stock');
    expect(await screen.findByText('Showing 2 of 2 books')).toBeInTheDocument();
    expect(low.result).toHaveBeenCalledTimes(1);
    expect(out.result).toHaveBeenCalledTimes(1);
  });

  it('searches by title or author and filters by category', async () => {
    const user = userEvent.setup();
    // Each list answers as often as it is asked: on a busy machine a list left behind may be read
    // again while the next one loads.
    const again = { maxUsageCount: Number.POSITIVE_INFINITY };
    const searched = { ...listMock([adminBook({ title: 'Dune' })], { search: 'dune' }), ...again };
    const filtered = { ...listMock([], { search: 'dune', category: 'Horror' }), ...again };
    const { router } = renderApp({
      at: '/admin/books',
      session: signedIn(admin),
      mocks: [{ ...listMock([adminBook(), adminBook()]), ...again }, searched, filtered],
    });
    await screen.findByText('Showing 2 of 2 books');
    await user.type(screen.getByLabelText('Search by title or author'), 'dune');
    expect(await screen.findByText('Showing 1 of 1 books')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Horror');
    expect(await screen.findByText('No books found matching your criteria.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=dune&category=Horror');
  });

  it('asks for confirmation in a dialog and deletes nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    const nativeConfirm = jest.spyOn(window, 'confirm');
    const book = adminBook({ title: 'Keep me' });
    const mutation = deleteMock(book.id);
    renderApp({ at: '/admin/books', session: signedIn(admin), mocks: [listMock([book]), mutation] });

    const deleteButton = await screen.findByRole('button', { name: 'Delete Keep me' });
    await user.click(deleteButton);

    const dialog = screen.getByRole('alertdialog', { name: 'Delete book' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this book?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(mutation.result).not.toHaveBeenCalled();
    expect(nativeConfirm).not.toHaveBeenCalled();
    expect(screen.queryByText('Book deleted successfully')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  it('deletes after confirmation, toasts and reloads the list without the book', async () => {
    const user = userEvent.setup();
    const gone = adminBook({ title: 'Delete me' });
    const stays = adminBook({ title: 'Stay' });
    const mutation = deleteMock(gone.id);
    const reloaded = listMock([stays]);
    renderApp({ at: '/admin/books', session: signedIn(admin), mocks: [listMock([gone, stays]), mutation, reloaded] });

    await user.click(await screen.findByRole('button', { name: 'Delete Delete me' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Book deleted successfully')).toBeInTheDocument();
    expect(mutation.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reloaded.result).toHaveBeenCalled());
    expect(await screen.findByText('Showing 1 of 1 books')).toBeInTheDocument();
    expect(screen.queryByText('Delete me')).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to delete book', when deleting fails", async () => {
    const user = userEvent.setup();
    const a = adminBook({ title: 'A' });
    const b = adminBook({ title: 'B' });
    renderApp({
      at: '/admin/books',
      session: signedIn(admin),
      mocks: [
        listMock([a, b]),
        {
          request: { query: DeleteBookDocument, variables: { id: a.id } },
          result: { errors: [new GraphQLError('Book not found', { extensions: { code: 'NOT_FOUND' } })] },
        },
        { request: { query: DeleteBookDocument, variables: { id: b.id } }, error: new TypeError('Failed to fetch') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete A' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Book not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete B' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete book')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });
});
