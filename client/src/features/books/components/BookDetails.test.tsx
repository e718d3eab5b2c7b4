import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { GetBookDocument, ListBooksDocument, ListCategoriesDocument } from '@/gql/graphql';
import { bookPage, gqlBook, shopper, signedIn } from '@/test/fixtures';
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

function renderDetail(id: string, mocks: unknown[]) {
  return renderApp({ at: `/books/${id}`, session: signedIn(shopper), mocks: mocks as never[] });
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
    expect(within(main).getByText('$12.50')).toBeInTheDocument();
    expect(within(main).getByText('Added on March 5, 2025')).toBeInTheDocument();
    expect(within(main).getByRole('img', { name: 'Cover of The Hobbit' })).toHaveAttribute('src', book.image);
    expect(within(main).queryByText('This book is currently out of stock.')).not.toBeInTheDocument();
    expect(screen.queryByText(/add to cart/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('says when the book is out of stock, and falls back when there is no description or cover', async () => {
    const book = gqlBook({ stock: 0, description: '', image: '' });
    renderDetail(book.id, [bookMock(book.id, book)]);
    expect(await screen.findByText('This book is currently out of stock.')).toBeInTheDocument();
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
