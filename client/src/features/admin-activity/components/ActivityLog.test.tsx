import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListActivityQuery } from '@/gql/graphql';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { ListActivityDocument } from '../api/ListActivity.generated';

type Entry = ListActivityQuery['activity']['edges'][number]['node'];

const BOOK = '64d4000000000000000000b1';
const ORDER = '64d4000000000000000000a1';

function entry(overrides: Partial<Entry> & Pick<Entry, 'id' | 'action' | 'target'>): Entry {
  return {
    __typename: 'ActivityEntry',
    at: '2026-03-05T10:30:00.000Z',
    actor: { __typename: 'ActivityActor', id: '64d4000000000000000000ff', name: 'Store Admin' },
    changes: [],
    ...overrides,
  } as Entry;
}

const priceChange = entry({
  id: '64d400000000000000000001',
  action: 'BOOK_UPDATED',
  target: { __typename: 'ActivityTarget', type: 'BOOK', id: BOOK, label: 'Dune' } as Entry['target'],
  changes: [
    { __typename: 'ActivityChange', field: 'price', before: '10.00', after: '12.50' },
  ] as unknown as Entry['changes'],
});
const shipped = entry({
  id: '64d400000000000000000002',
  action: 'ORDER_STATUS_CHANGED',
  target: { __typename: 'ActivityTarget', type: 'ORDER', id: ORDER, label: '#000000a1' } as Entry['target'],
  changes: [
    { __typename: 'ActivityChange', field: 'status', before: 'pending', after: 'shipped' },
    { __typename: 'ActivityChange', field: 'trackingNumber', before: null, after: 'TRK-1' },
  ] as unknown as Entry['changes'],
});
const deleted = entry({
  id: '64d400000000000000000003',
  action: 'BOOK_DELETED',
  target: { __typename: 'ActivityTarget', type: 'BOOK', id: BOOK, label: 'Dune' } as Entry['target'],
  changes: [
    { __typename: 'ActivityChange', field: 'price', before: '12.50', after: null },
  ] as unknown as Entry['changes'],
});

function page(entries: Entry[], { totalCount = entries.length, hasNextPage = false } = {}) {
  return {
    __typename: 'ActivityConnection',
    totalCount,
    edges: entries.map((node) => ({ __typename: 'ActivityEntryEdge', cursor: `c-${node.id}`, node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: entries.length ? `c-${entries.at(-1)!.id}` : null },
  };
}

function listMock(entries: Entry[], variables: Record<string, unknown> = {}, options = {}) {
  return {
    request: { query: ListActivityDocument, variables: { first: 20, ...variables } },
    result: jest.fn(() => ({ data: { activity: page(entries, options) } })),
  };
}

const cards = () => within(screen.getByRole('list', { name: 'Activity entries' })).getAllByRole('listitem');

describe('the activity log screen', () => {
  it('lists who changed what and when, with each field before and after, linking to what still exists', async () => {
    renderApp({
      at: '/admin/activity',
      session: signedIn(admin),
      mocks: [listMock([shipped, priceChange], {}, { totalCount: 30, hasNextPage: true })],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 30 entries')).toBeInTheDocument();
    const [order, book] = cards();
    expect(within(order).getByRole('heading')).toHaveTextContent('Order status changed: #000000a1');
    expect(within(order).getByRole('link', { name: '#000000a1' })).toHaveAttribute('href', `/admin/orders/${ORDER}`);
    expect(within(order).getByText(/Store Admin/)).toBeInTheDocument();
    expect(within(order).getByText('Status').nextElementSibling).toHaveTextContent('pending → shipped');
    expect(within(order).getByText('Tracking number').nextElementSibling).toHaveTextContent('none → TRK-1');
    expect(within(book).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', `/admin/books/edit/${BOOK}`);
    expect(within(book).getByText('Price').nextElementSibling).toHaveTextContent('10.00 → 12.50');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('links no more to a book once an entry says it was deleted', async () => {
    renderApp({ at: '/admin/activity', session: signedIn(admin), mocks: [listMock([deleted, priceChange])] });
    await screen.findByText('Showing 2 of 2 entries');
    const [gone, edited] = cards();
    expect(within(gone).getByRole('heading')).toHaveTextContent('Book deleted: Dune');
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(within(edited).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by action and days, kept in the URL, and clears them', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      at: '/admin/activity',
      session: signedIn(admin),
      mocks: [
        listMock([shipped, priceChange]),
        listMock([priceChange], { action: 'BOOK_UPDATED' }),
        listMock([priceChange], { action: 'BOOK_UPDATED', from: '2026-03-01' }),
        listMock([shipped, priceChange]),
      ],
    });
    await screen.findByText('Showing 2 of 2 entries');

    await user.selectOptions(screen.getByLabelText('Action'), 'Book updated');
    expect(await screen.findByText('Showing 1 of 1 entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?action=BOOK_UPDATED');

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(router.state.location.search).toBe('?action=BOOK_UPDATED&from=2026-03-01'));
    expect(await screen.findByText('Showing 1 of 1 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Showing 2 of 2 entries')).toBeInTheDocument();
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    renderApp({
      at: '/admin/activity?action=BOOKS_IMPORTED',
      session: signedIn(admin),
      mocks: [listMock([], { action: 'BOOKS_IMPORTED' })],
    });
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch the activity log' on a failure", async () => {
    renderApp({
      at: '/admin/activity',
      session: signedIn(admin),
      mocks: [
        { request: { query: ListActivityDocument, variables: { first: 20 } }, error: new TypeError('Failed to fetch') },
      ],
    });
    expect(await screen.findByText('Failed to fetch the activity log')).toBeInTheDocument();
    expect(screen.getByText('The entries could not be loaded.')).toBeInTheDocument();
  });

  it('sends a shopper to the home page', async () => {
    const { router } = renderApp({ at: '/admin/activity', session: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
