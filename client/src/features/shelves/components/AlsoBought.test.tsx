import { screen, within } from '@testing-library/react';
import { GetBookDocument } from '@/features/books/api/GetBook.generated';
import { GetAlsoBoughtDocument } from '../api/GetAlsoBought.generated';
import { addressesMock } from '@/test/address-fixtures';
import { gqlBook, shopper, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe("a book page's also-bought", () => {
  it('lists what readers of the book also bought, each linking to its page', async () => {
    const book = gqlBook({ title: 'Harbour Lights' });
    const other = gqlBook({ title: 'Lantern Road' });
    renderApp({
      at: `/books/${book.id}`,
      session: signedIn(shopper),
      mocks: [
        { request: { query: GetBookDocument, variables: { id: book.id } }, result: { data: { book } } },
        {
          request: { query: GetAlsoBoughtDocument, variables: { id: book.id } },
          result: { data: { book: { ...book, alsoBought: [other] } } },
        },
        addressesMock([]),
      ],
    });
    const region = await screen.findByRole('region', { name: 'Readers who bought this also bought' });
    expect(within(region).getByRole('link', { name: /Lantern Road/ })).toHaveAttribute('href', `/books/${other.id}`);
  });

  it('shows nothing when there is nothing to suggest', async () => {
    const book = gqlBook({ title: 'Alone' });
    renderApp({
      at: `/books/${book.id}`,
      session: signedIn(shopper),
      mocks: [
        { request: { query: GetBookDocument, variables: { id: book.id } }, result: { data: { book } } },
        {
          request: { query: GetAlsoBoughtDocument, variables: { id: book.id } },
          result: { data: { book: { ...book, alsoBought: [] } } },
        },
        addressesMock([]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alone' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Readers who bought this also bought' })).not.toBeInTheDocument();
  });
});
