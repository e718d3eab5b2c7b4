import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookSuggestionsDocument } from '../api/BookSuggestions.generated';
import { FindBooksDocument } from '../api/FindBooks.generated';
import { ListBooksDocument } from '../api/ListBooks.generated';
import { ListCategoriesDocument } from '../api/ListCategories.generated';
import { bookPage, gqlBook, shopper, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const facetList = (values: Array<[string, number]>) =>
  values.map(([value, count]) => ({ __typename: 'FacetCount' as const, value, count }));

const NO_FILTERS = { category: null, author: null, language: null, price: null, year: null };

function findMock(
  search: string,
  books: ReturnType<typeof gqlBook>[],
  filters: Record<string, unknown> = {},
  totalCountCapped = false,
) {
  return {
    request: { query: FindBooksDocument, variables: { search, ...NO_FILTERS, ...filters, first: 20, offset: 0 } },
    result: jest.fn(() => ({
      data: {
        findBooks: {
          __typename: 'FoundBooks' as const,
          totalCount: books.length,
          totalCountCapped,
          books,
          facets: {
            __typename: 'BookFacets' as const,
            categories: facetList([['Fantasy', 2]]),
            authors: facetList([
              ['J. R. R. Tolkien', 2],
              ['Ann Bell', 1],
            ]),
            languages: facetList([['en', 2]]),
            prices: facetList([['1000-2000', 2]]),
            years: facetList([['1937', 1]]),
          },
        },
      },
    })),
  };
}

function suggestionsMock(q: string, suggestions: Array<[string, string]>) {
  return {
    request: { query: BookSuggestionsDocument, variables: { q } },
    result: jest.fn(() => ({
      data: {
        bookSuggestions: suggestions.map(([kind, text]) => ({ __typename: 'BookSuggestion' as const, kind, text })),
      },
    })),
  };
}

const categories = {
  request: { query: ListCategoriesDocument },
  result: { data: { categories: [{ __typename: 'CategoryCount' as const, category: 'Fantasy', count: 2 }] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const firstPage = {
  request: {
    query: ListBooksDocument,
    variables: { search: '', category: '', sort: 'TITLE', direction: 'ASC', first: 20 },
  },
  result: { data: { books: bookPage([gqlBook(), gqlBook()]) } },
};

describe('Catalogue: the ranked search', () => {
  const hobbit = gqlBook({ title: 'The Hobbit', author: 'J. R. R. Tolkien', category: 'Fantasy' });
  const ring = gqlBook({ title: 'The Fellowship of the Ring', author: 'J. R. R. Tolkien', category: 'Fantasy' });

  it('suggests as the shopper types, keyboard only: arrows, Enter searches the highlighted one, Escape closes', async () => {
    const user = userEvent.setup();
    const suggestions = suggestionsMock('tolkein', [
      ['author', 'J. R. R. Tolkien'],
      ['title', 'The Hobbit'],
    ]);
    const typed = findMock('tolkein', [hobbit, ring]);
    const picked = findMock('J. R. R. Tolkien', [hobbit, ring]);
    const { router } = renderApp({
      at: '/books',
      session: signedIn(shopper),
      mocks: [categories, firstPage, suggestions, typed, picked],
    });
    await screen.findByText('Showing 2 of 2 books');
    const box = screen.getByRole('combobox', { name: 'Search books' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'tolkein');

    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['J. R. R. TolkienAuthor', 'The HobbitTitle']);
    expect(screen.getByText('2 suggestions, use the arrow keys')).toBeInTheDocument();
    await waitFor(() => expect(typed.result).toHaveBeenCalledTimes(1));
    expect(suggestions.result).toHaveBeenCalledTimes(1); // once typing paused, not per letter

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const [first] = within(list).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('J. R. R. Tolkien');
    await waitFor(() => expect(picked.result).toHaveBeenCalled());
    expect(router.state.location.search).toBe('?q=J.+R.+R.+Tolkien');
  });

  it('asks for no suggestions under 2 characters, nor for a search from the URL', async () => {
    const user = userEvent.setup();
    const suggestions = suggestionsMock('h', []);
    renderApp({
      at: '/books?q=hobbit',
      session: signedIn(shopper),
      mocks: [categories, firstPage, findMock('hobbit', [hobbit]), findMock('h', []), suggestions],
    });
    expect(await screen.findByText('Showing 1 of 2 books')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search books' });
    await user.clear(box);
    await user.type(box, 'h');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(suggestions.result).not.toHaveBeenCalled();
  });

  it('shows the facets with their counts and filters by the one chosen, kept in the URL', async () => {
    const user = userEvent.setup();
    const byAuthor = findMock('hobbit', [hobbit], { author: 'J. R. R. Tolkien' });
    const { router } = renderApp({
      at: '/books?q=hobbit',
      session: signedIn(shopper),
      mocks: [categories, findMock('hobbit', [hobbit, ring]), byAuthor],
    });
    await screen.findByText('Showing 2 of 2 books');
    await user.click(screen.getByText('Refine results'));
    const refine = screen.getByRole('navigation', { name: 'Refine results' });
    const authors = within(refine).getByRole('region', { name: 'Author' });
    expect(
      within(authors)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['J. R. R. Tolkien2', 'Ann Bell1']);
    expect(within(refine).getByRole('button', { name: 'English 2' })).toBeInTheDocument();
    expect(within(refine).getByRole('button', { name: '$10 to $20 2' })).toBeInTheDocument();

    await user.click(within(authors).getByRole('button', { name: 'J. R. R. Tolkien 2' }));

    await waitFor(() => expect(byAuthor.result).toHaveBeenCalled());
    expect(router.state.location.search).toBe('?q=hobbit&author=J.+R.+R.+Tolkien');
    expect(await screen.findByText('Showing 1 of 2 books')).toBeInTheDocument();
    expect(within(authors).getByRole('button', { name: 'J. R. R. Tolkien 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('(1 chosen)')).toBeInTheDocument();
  });

  it('says "more than" when the search counted only the first of its matches', async () => {
    renderApp({
      at: '/books?q=hobbit',
      session: signedIn(shopper),
      mocks: [categories, findMock('hobbit', [hobbit, ring], {}, true)],
    });
    expect(await screen.findByText('Showing more than 2 books')).toBeInTheDocument();
  });
});
