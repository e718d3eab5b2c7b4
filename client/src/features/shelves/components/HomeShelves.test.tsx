import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { GetShelvesDocument } from '../api/GetShelves.generated';
import { gqlBook, shopper, signedIn, signedOut, STORE, storeSettingsMock } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const book = (id: string, title: string) =>
  gqlBook({ id, title, author: 'Shelf Author', ratingAverage: 4.5, ratingCount: 4 });

const shelvesMock = (shelves: { newArrivals: unknown[]; bestSellers: unknown[]; highlyRated: unknown[] }) => ({
  request: { query: GetShelvesDocument },
  result: { data: { shelves: { __typename: 'Shelves' as const, ...shelves } } },
  // Long enough for the skeleton to be seen on a busy machine.
  delay: 300,
});

describe('Home page shelves', () => {
  it('shows a skeleton, then each shelf with books, leaving out an empty one', async () => {
    renderApp({
      at: '/',
      session: signedIn(shopper),
      mocks: [
        shelvesMock({
          newArrivals: [book('665f00000000000000000001', 'Fresh Pages'), book('665f00000000000000000002', 'New Ink')],
          bestSellers: [],
          highlyRated: [book('665f00000000000000000003', 'Five Stars')],
        }),
      ],
    });
    expect(await screen.findByTestId('shelves-skeleton')).toBeInTheDocument();
    const arrivals = await screen.findByRole('region', { name: 'New arrivals' });
    expect(within(arrivals).getAllByTestId('shelf-book')).toHaveLength(2);
    expect(within(arrivals).getByRole('link', { name: /Fresh Pages/ })).toHaveAttribute(
      'href',
      '/books/665f00000000000000000001',
    );
    expect(screen.getByRole('region', { name: 'Highly rated' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Best sellers this month' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('shelves-skeleton')).not.toBeInTheDocument();
    // The home page's own copy stays.
    expect(screen.getByRole('heading', { name: 'Why readers choose us' })).toBeInTheDocument();
  });

  it('says so when every shelf is empty', async () => {
    renderApp({
      at: '/',
      session: signedIn(shopper),
      mocks: [shelvesMock({ newArrivals: [], bestSellers: [], highlyRated: [] })],
    });
    expect(await screen.findByText('No books on the shelves yet.')).toBeInTheDocument();
  });

  it('says the shelves could not be loaded on a failure, the rest of the page standing', async () => {
    renderApp({
      at: '/',
      session: signedIn(shopper),
      mocks: [
        {
          request: { query: GetShelvesDocument },
          result: { errors: [new GraphQLError('Something broke', { extensions: { code: 'INTERNAL' } })] },
        },
      ],
    });
    expect(await screen.findByText(/The shelves could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why readers choose us' })).toBeInTheDocument();
  });

  it('shows visitors the shelves when the catalogue is public', async () => {
    renderApp({
      at: '/',
      session: signedOut,
      mocks: [
        storeSettingsMock('USD', 3, true, STORE, false, true),
        shelvesMock({
          newArrivals: [book('665f00000000000000000001', 'Fresh Pages')],
          bestSellers: [],
          highlyRated: [],
        }),
      ],
    });
    expect(await screen.findByRole('region', { name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('shows visitors no shelves (the catalogue is for signed-in readers)', async () => {
    renderApp({ at: '/', session: signedOut });
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByTestId('shelves-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New arrivals' })).not.toBeInTheDocument();
  });
});
