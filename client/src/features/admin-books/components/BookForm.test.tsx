import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetBookForEditDocument } from '../api/GetBookForEdit.generated';
import { ListAdminBooksDocument } from '../api/ListAdminBooks.generated';
import { deferred, jsonResponse, mockFetch, sentForm } from '@/test/fetch-mock';
import { admin, bookPage, signedIn, storeSettingsMock } from '@/test/fixtures';
import { imageFile } from '@/test/image-files';
import { renderApp } from '@/test/render-app';

const ID = '64b0000000000000000000aa';
const COVER = 'http://localhost/api/images/64b0000000000000000000cc';

const editable = {
  __typename: 'Book' as const,
  id: ID,
  title: 'The Hobbit',
  author: 'J.R.R. Tolkien',
  category: 'Fantasy',
  description: 'There and back again.',
  price: 12.5,
  stock: 4,
  image: COVER,
  createdAt: '2025-03-05T10:00:00.000Z',
  isbn: '9780261103344',
  publisher: 'HarperCollins',
  year: 1999,
  pages: null,
  language: 'en',
};

/** The list /admin/books asks for after a successful save. */
const listMock = {
  request: {
    query: ListAdminBooksDocument,
    variables: { search: '', searchIn: 'TITLE_AUTHOR', category: '', first: 20 },
  },
  result: { data: { books: bookPage([]) } },
};

function editMock(delay = 0, stock = editable.stock) {
  return {
    request: { query: GetBookForEditDocument, variables: { id: ID } },
    result: { data: { book: { ...editable, stock } } },
    delay,
  };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillValidBook(user: User) {
  await user.type(screen.getByLabelText(/^title/i), 'Dune');
  await user.type(screen.getByLabelText(/^author/i), 'Frank Herbert');
  await user.type(screen.getByLabelText('Price ($)', { exact: false }), '9.99');
  await user.type(screen.getByLabelText(/stock quantity/i), '7');
  await user.selectOptions(screen.getByLabelText(/^category/i), 'Science Fiction');
}

const submit = (user: User, name = 'Add Book') => user.click(screen.getByRole('button', { name }));

describe('Add book form', () => {
  it('has the book fields with their inputs and the 15 categories', async () => {
    renderApp({ at: '/admin/books/add', session: signedIn(admin) });
    expect(await screen.findByRole('heading', { name: 'Add New Book' })).toBeInTheDocument();
    const price = screen.getByLabelText('Price ($)', { exact: false });
    expect(price).toHaveAttribute('id', 'book-price');
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('step', '0.01');
    expect(price).toHaveAttribute('min', '0');
    expect(screen.getByLabelText(/stock quantity/i)).toHaveAttribute('step', '1');
    const options = within(screen.getByLabelText(/^category/i)).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Select a category');
    expect(options).toHaveLength(16);
    expect(screen.getByLabelText(/cover image/i)).toHaveAttribute('id', 'book-image');
    expect(screen.getByText('0/2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/books');
  });

  it('names every missing required field and sends nothing', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderApp({ at: '/admin/books/add', session: signedIn(admin) });
    await submit(user);
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Author is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Stock quantity is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^title/i)).toHaveFocus();
    expect(screen.getByLabelText(/^category/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['1.999', 'Price must have at most 2 decimals'],
    ['-1', 'Price must be at least 0'],
  ])('rejects the price %s: "%s"', async (price, message) => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderApp({ at: '/admin/books/add', session: signedIn(admin) });
    await fillValidBook(user);
    const input = screen.getByLabelText('Price ($)', { exact: false });
    await user.clear(input);
    await user.type(input, price);
    await submit(user);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a stock of 3.5 and a missing category', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderApp({ at: '/admin/books/add', session: signedIn(admin) });
    await fillValidBook(user);
    await user.clear(screen.getByLabelText(/stock quantity/i));
    await user.type(screen.getByLabelText(/stock quantity/i), '3.5');
    await user.selectOptions(screen.getByLabelText(/^category/i), '');
    await submit(user);
    expect(screen.getByText('Stock quantity must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.queryByText(/^Price must/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a detail that breaks its rule under its field and sends nothing', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderApp({ at: '/admin/books/add', session: signedIn(admin) });
    await fillValidBook(user);
    await user.type(screen.getByLabelText(/^isbn/i), '978-0-306-40615-8');
    await user.type(screen.getByLabelText(/^pages/i), '0');
    await submit(user);
    expect(await screen.findByText('ISBN must be an ISBN-10 or ISBN-13 with a valid check digit')).toBeInTheDocument();
    expect(screen.getByText('Pages must be a whole number from 1 to 50000')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the book as multipart, reads "Adding Book..." meanwhile, then toasts and returns to the list', async () => {
    const fetchMock = mockFetch();
    const pending = deferred<Response>();
    fetchMock.mockReturnValue(pending.promise);
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderApp({ at: '/admin/books/add', session: signedIn(admin), mocks: [listMock] });
    await fillValidBook(user);
    await user.type(screen.getByLabelText(/^description/i), 'Spice.');
    expect(screen.getByText('6/2000 characters')).toBeInTheDocument();
    const cover = imageFile('dune.png', 'image/png');
    await user.upload(screen.getByLabelText(/cover image/i), cover);
    await user.type(screen.getByLabelText(/^isbn/i), '0-441-17271-7');
    await user.type(screen.getByLabelText(/^year/i), '1990');
    await user.selectOptions(screen.getByLabelText(/^language/i), 'English (en)');
    await submit(user);

    expect(screen.getByRole('button', { name: 'Adding Book...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/addBook');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    const form = sentForm(fetchMock);
    expect(form).toMatchObject({
      title: 'Dune',
      author: 'Frank Herbert',
      price: '9.99',
      stock: '7',
      category: 'Science Fiction',
      description: 'Spice.',
      isbn: '0-441-17271-7',
      publisher: '',
      year: '1990',
      pages: '',
      language: 'en',
    });
    expect((form.image as File).name).toBe('dune.png');

    pending.resolve(jsonResponse(201, { message: 'Book added', book: { _id: ID } }));
    expect(await screen.findByText('Book added successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/books');
  });

  it('shows the price in the store currency', async () => {
    renderApp({ at: '/admin/books/add', session: signedIn(admin), mocks: [storeSettingsMock('EUR')] });
    expect(await screen.findByLabelText('Price (€)', { exact: false })).toHaveAttribute('id', 'book-price');
  });

  it('scrolls the first field with a problem to the middle of the screen, clear of the sticky header', async () => {
    const scrollIntoView = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    try {
      const user = userEvent.setup();
      renderApp({ at: '/admin/books/add', session: signedIn(admin) });
      await fillValidBook(user);
      const stock = screen.getByLabelText(/stock quantity/i);
      await user.clear(stock);
      await user.type(stock, '-2');
      await submit(user);
      expect(screen.getByText('Stock quantity must be at least 0')).toBeInTheDocument();
      expect(stock).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(stock);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
      // The browser's own scrolling to a control also leaves room for the 4rem header.
      expect(stock).toHaveClass('scroll-mt-24');
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    }
  });

  it("shows the server's message, or 'Failed to add book', and stays on the form", async () => {
    const fetchMock = mockFetch();
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(400, { statusCode: 400, message: 'Unsupported image type', error: 'UNSUPPORTED_FILE' }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const { router } = renderApp({ at: '/admin/books/add', session: signedIn(admin) });
    await fillValidBook(user);
    await submit(user);
    expect(await screen.findByText('Unsupported image type')).toBeInTheDocument();
    expect('image' in sentForm(fetchMock)).toBe(false);
    await submit(user);
    expect(await screen.findByText('Failed to add book')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/books/add');
    expect(screen.getByRole('button', { name: 'Add Book' })).toBeEnabled();
  });
});

describe('Edit book form', () => {
  it('shows a spinner, then the form prefilled with the book and its cover', async () => {
    renderApp({ at: `/admin/books/edit/${ID}`, session: signedIn(admin), mocks: [editMock(30)] });
    expect(screen.getByRole('heading', { name: 'Edit Book' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading book...');
    expect(await screen.findByDisplayValue('The Hobbit')).toHaveAttribute('id', 'book-title');
    expect(screen.getByLabelText(/^author/i)).toHaveValue('J.R.R. Tolkien');
    expect(screen.getByLabelText('Price ($)', { exact: false })).toHaveValue(12.5);
    expect(screen.getByLabelText(/stock quantity/i)).toHaveValue(4);
    expect(screen.getByLabelText(/^category/i)).toHaveValue('Fantasy');
    expect(screen.getByLabelText(/^description/i)).toHaveValue('There and back again.');
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', COVER);
  });

  it('keeps the current cover by sending its URL, reads "Updating Book..." and toasts', async () => {
    const fetchMock = mockFetch();
    const pending = deferred<Response>();
    fetchMock.mockReturnValue(pending.promise);
    const user = userEvent.setup();
    const { router } = renderApp({
      at: `/admin/books/edit/${ID}`,
      session: signedIn(admin),
      mocks: [editMock(), listMock],
    });
    const stock = await screen.findByLabelText(/stock quantity/i);
    await user.clear(stock);
    await user.type(stock, '0');
    await submit(user, 'Update Book');

    expect(screen.getByRole('button', { name: 'Updating Book...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/admin/updateBook/${ID}`);
    expect(sentForm(fetchMock)).toEqual({
      title: 'The Hobbit',
      author: 'J.R.R. Tolkien',
      price: '12.50',
      stock: '0',
      category: 'Fantasy',
      description: 'There and back again.',
      isbn: '9780261103344',
      publisher: 'HarperCollins',
      year: '1999',
      pages: '',
      language: 'en',
      image: COVER,
      expectedStock: '4',
    });
    pending.resolve(jsonResponse(200, { message: 'Book updated', book: { _id: ID } }));
    expect(await screen.findByText('Book updated successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/books');
  });

  it('after saving, the book list shows fresh data instead of the cached list', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, { message: 'Book updated', book: { _id: ID } }));
    const user = userEvent.setup();
    const list = (title: string) => ({
      request: listMock.request,
      result: { data: { books: bookPage([{ ...editable, title }]) } },
    });
    renderApp({
      at: '/admin/books',
      session: signedIn(admin),
      mocks: [list('The Hobbit'), editMock(), list('The Hobbit, revised')],
    });
    await user.click(await screen.findByRole('link', { name: 'Edit The Hobbit' }));
    const title = await screen.findByLabelText(/^title/i);
    await user.type(title, ', revised');
    await submit(user, 'Update Book');
    expect(await screen.findByText('Book updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'The Hobbit, revised' })).toBeInTheDocument();
  });

  it("sends image '' when the admin removes the cover, and shows 'Failed to update book' on failure", async () => {
    const fetchMock = mockFetch();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderApp({ at: `/admin/books/edit/${ID}`, session: signedIn(admin), mocks: [editMock()] });
    await user.click(await screen.findByRole('button', { name: 'Remove current image' }));
    expect(screen.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
    await submit(user, 'Update Book');
    expect(await screen.findByText('Failed to update book')).toBeInTheDocument();
    expect(sentForm(fetchMock).image).toBe('');
  });

  it('when a sale changed the stock meanwhile: toasts why, shows the new stock, keeps the other edits', async () => {
    const fetchMock = mockFetch();
    const stockChanged = 'Stock changed to 2 while you were editing. Check it and save again.';
    fetchMock
      .mockResolvedValueOnce(jsonResponse(409, { statusCode: 409, message: stockChanged, error: 'STOCK_CHANGED' }))
      .mockResolvedValueOnce(jsonResponse(200, { message: 'Book updated', book: { _id: ID } }));
    const user = userEvent.setup();
    const { router } = renderApp({
      at: `/admin/books/edit/${ID}`,
      session: signedIn(admin),
      // The book as loaded (4 in stock), then as read again after the refusal (2 left).
      mocks: [editMock(), editMock(0, 2), listMock],
    });
    const title = await screen.findByLabelText(/^title/i);
    await user.type(title, ', revised');
    const stock = screen.getByLabelText(/stock quantity/i);
    await user.clear(stock);
    await user.type(stock, '10');
    await submit(user, 'Update Book');

    expect(await screen.findByText(stockChanged)).toBeInTheDocument();
    expect(sentForm(fetchMock)).toMatchObject({ stock: '10', expectedStock: '4' });
    await waitFor(() => expect(stock).toHaveValue(2));
    expect(title).toHaveValue('The Hobbit, revised');
    expect(screen.queryByText('Failed to fetch book details')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/books/edit/${ID}`);

    await submit(user, 'Update Book');
    expect(await screen.findByText('Book updated successfully!')).toBeInTheDocument();
    expect(sentForm(fetchMock)).toMatchObject({ title: 'The Hobbit, revised', stock: '2', expectedStock: '2' });
  });

  it("toasts 'Failed to fetch book details' and goes back to /admin/books when the book cannot be loaded", async () => {
    const { router } = renderApp({
      at: `/admin/books/edit/${ID}`,
      session: signedIn(admin),
      mocks: [
        { request: { query: GetBookForEditDocument, variables: { id: ID } }, error: new TypeError('Failed to fetch') },
        listMock,
      ],
    });
    expect(await screen.findByText('Failed to fetch book details')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/books'));
  });
});
