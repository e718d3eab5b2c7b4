import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ListBooksDocument, ListCategoriesDocument } from '@/gql/graphql';
import { createCache } from '@/lib/apollo-client';
import { useListFilters } from '@/lib/use-list-filters';
import { bookPage, gqlBook } from '@/test/fixtures';
import { catalogueFilterSchema } from './catalogue-filters';
import { useCatalogue } from './hooks/use-catalogue';
import { useCategories } from './hooks/use-categories';
import { prefetchCatalogue } from './prefetch-catalogue';

/** What the catalogue screen asks for: its first page for the URL's filters, and the categories. */
function CatalogueData() {
  const { filters } = useListFilters(catalogueFilterSchema);
  const { items } = useCatalogue(filters);
  const categories = useCategories();
  return (
    <p>
      {items.map((book) => book.title).join(', ')} | {categories.length} categories
    </p>
  );
}

describe('prefetchCatalogue', () => {
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
    render(
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[`/books${search}`]}>
          <CatalogueData />
        </MemoryRouter>
      </ApolloProvider>,
    );

    // ...and the screen is served from them: each mock answers once, so a request of its own would fail.
    expect(await screen.findByText('The Hobbit | 1 categories')).toBeInTheDocument();
    expect(books).toHaveBeenCalledTimes(1);
    expect(categories).toHaveBeenCalledTimes(1);
  });
});
