import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ListBooksDocument } from './api/ListBooks.generated';
import { ListCategoriesDocument } from './api/ListCategories.generated';
import { createCache } from '@/lib/apollo-client';
import { useListFilters } from '@/lib/use-list-filters';
import { bookPage, gqlBook } from '@/test/fixtures';
import { removeInitialData, shipInitialData } from '@/test/initial-data';
import { catalogueFilterSchema } from './catalogue-filters';
import { useCatalogue } from './hooks/use-catalogue';
import { useCategories } from './hooks/use-categories';
import { prefetchCatalogue } from './prefetch-catalogue';

/** What the catalogue screen asks for: its first page for the URL's filters, and the categories. */
function CatalogueData() {
  const { filters } = useListFilters(catalogueFilterSchema);
  const { items } = useCatalogue(filters);
  const { categories } = useCategories();
  return (
    <p>
      {items.map((book) => book.title).join(', ')} | {categories.length} categories
    </p>
  );
}

/** The catalogue screen's data on `url`, from `client`. */
function renderCatalogueData(client: ApolloClient, url: string) {
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <CatalogueData />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

/** The variables of /books with no filters, which the server's shell ships the first page for. */
const UNFILTERED = { search: '', category: '', sort: 'TITLE', direction: 'ASC', first: 20 };

describe('prefetchCatalogue', () => {
  // The shell's element is read once per page; each test is a page of its own.
  beforeEach(removeInitialData);
  afterEach(removeInitialData);

  it('asks for exactly what the catalogue screen then shows, so the screen sends no request of its own', async () => {
    const search = '?q=%20tolkien%20&category=Fantasy&sort=price&dir=desc';
    const books = jest.fn(() => ({ data: { books: bookPage([gqlBook({ title: 'The Hobbit' })]) } }));
    const categories = jest.fn(() => ({
      data: { categories: [{ __typename: 'CategoryCount' as const, category: 'Fantasy', count: 1 }] },
    }));
    const link = new MockLink([
      {
        request: {
          query: ListBooksDocument,
          variables: { search: 'tolkien', category: 'Fantasy', sort: 'PRICE', direction: 'DESC', first: 20 },
        },
        result: books,
      },
      { request: { query: ListCategoriesDocument }, result: categories },
    ]);
    const client = new ApolloClient({ cache: createCache(), link });

    prefetchCatalogue(client, search);
    // The requests go out before the screen exists...
    await waitFor(() => expect(books).toHaveBeenCalledTimes(1));
    expect(categories).toHaveBeenCalledTimes(1);
    renderCatalogueData(client, `/books${search}`);

    // ...and the screen is served from them: each mock answers once, so a request of its own would fail.
    expect(await screen.findByText('The Hobbit | 1 categories')).toBeInTheDocument();
    expect(books).toHaveBeenCalledTimes(1);
    expect(categories).toHaveBeenCalledTimes(1);
  });

  it('shows the first page the server shipped with the page without asking for it, and still asks for the categories', async () => {
    const shippedPage = bookPage([gqlBook({ title: 'Shipped With The Page' })], { totalCount: 41, hasNextPage: true });
    shipInitialData({ ListBooks: { variables: UNFILTERED, data: { books: shippedPage } } });
    const categories = jest.fn(() => ({
      data: { categories: [{ __typename: 'CategoryCount' as const, category: 'Fiction', count: 41 }] },
    }));
    // No ListBooks mock: a request for the first page would fail the screen.
    const link = new MockLink([{ request: { query: ListCategoriesDocument }, result: categories }]);
    const client = new ApolloClient({ cache: createCache(), link });

    prefetchCatalogue(client, '');
    renderCatalogueData(client, '/books');
    expect(await screen.findByText('Shipped With The Page | 1 categories')).toBeInTheDocument();
    expect(categories).toHaveBeenCalledTimes(1);
  });

  it('asks for the first page when the shipped one is for other filters', async () => {
    shipInitialData({
      ListBooks: { variables: UNFILTERED, data: { books: bookPage([gqlBook({ title: 'Not For These Filters' })]) } },
    });
    const books = jest.fn(() => ({ data: { books: bookPage([gqlBook({ title: 'Cheapest First' })]) } }));
    const link = new MockLink([
      { request: { query: ListBooksDocument, variables: { ...UNFILTERED, sort: 'PRICE' } }, result: books },
      { request: { query: ListCategoriesDocument }, result: { data: { categories: [] } } },
    ]);
    const client = new ApolloClient({ cache: createCache(), link });

    prefetchCatalogue(client, '?sort=price');
    renderCatalogueData(client, '/books?sort=price');
    expect(await screen.findByText('Cheapest First | 0 categories')).toBeInTheDocument();
    expect(books).toHaveBeenCalledTimes(1);
  });

  it('sends no request at all when the server shipped both the first page and the categories', async () => {
    shipInitialData({
      ListBooks: { variables: UNFILTERED, data: { books: bookPage([gqlBook({ title: 'All In The Page' })]) } },
      ListCategories: {
        variables: {},
        data: { categories: [{ __typename: 'CategoryCount', category: 'Fiction', count: 1 }] },
      },
    });
    // No mocks: any request would fail the screen.
    const client = new ApolloClient({ cache: createCache(), link: new MockLink([]) });

    prefetchCatalogue(client, '');
    renderCatalogueData(client, '/books');
    expect(await screen.findByText('All In The Page | 1 categories')).toBeInTheDocument();
  });
});
