import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListMyOrdersDocument } from '../api/ListMyOrders.generated';
import { formatDateTime } from '@/lib/format';
import { signedIn } from '@/test/fixtures';
import { gqlOrder, gqlOrderLine, orderPage, type GqlOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

function myOrdersMock(orders: GqlOrder[], variables: Record<string, unknown> = {}, options = {}) {
  return {
    request: { query: ListMyOrdersDocument, variables: { first: 20, ...variables } },
    result: jest.fn(() => ({ data: { myOrders: orderPage(orders, options) } })),
  };
}

const cards = () => screen.getAllByTestId('order-card');

describe('My Orders', () => {
  it('shows each order with its number, status, date, total, three thumbnails and how many more', async () => {
    const big = gqlOrder({
      id: '64c3000000000000aabbccdd',
      status: 'SHIPPED',
      orderedAt: '2025-03-05T14:30:00.000Z',
      lines: [
        gqlOrderLine({ title: 'Dune', price: 10, quantity: 2 }),
        gqlOrderLine({ title: 'Emma', price: 5.25 }),
        gqlOrderLine({ title: 'Ulysses', price: 3 }),
        gqlOrderLine({ title: 'Beloved', price: 1 }),
        gqlOrderLine({ title: 'Hamlet', price: 1 }),
      ],
    });
    const small = gqlOrder({ status: 'DELIVERED', lines: [gqlOrderLine({ title: 'Solo', quantity: 3, price: 2 })] });
    renderApp({ at: '/orders', session: signedIn(), mocks: [myOrdersMock([big, small])] });

    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('order-card');
    expect(within(first).getByRole('heading', { name: 'Order #aabbccdd' })).toBeInTheDocument();
    expect(within(first).getByText('Shipped')).toHaveClass('bg-blue-50');
    expect(within(first).getByText(formatDateTime('2025-03-05T14:30:00.000Z'))).toBeInTheDocument();
    expect(within(first).getByText('$30.25')).toBeInTheDocument();
    const thumbnails = within(within(first).getByRole('list', { name: 'Books in Order #aabbccdd' })).getAllByRole(
      'listitem',
    );
    expect(thumbnails.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Dune, quantity ×2'),
      expect.stringContaining('Emma, quantity ×1'),
      expect.stringContaining('Ulysses, quantity ×1'),
      '+2 more items',
    ]);
    expect(within(first).getByRole('link', { name: 'View Details of Order #aabbccdd' })).toHaveAttribute(
      'href',
      '/orders/64c3000000000000aabbccdd',
    );

    expect(within(second).getByText('Delivered')).toHaveClass('bg-green-50');
    expect(within(second).getByText('$6.00')).toBeInTheDocument();
    expect(within(second).queryByText(/more items/)).not.toBeInTheDocument();
  });

  it('tells orders apart: what each holds in words, and the time it was placed beside its number', async () => {
    // Two orders placed a minute apart: ids that differ only in their last characters.
    const first = gqlOrder({
      id: '6650f1a2b3c4d5e6f7a80b11',
      orderedAt: '2025-03-05T14:30:00.000Z',
      lines: [gqlOrderLine({ title: 'The Hobbit' }), gqlOrderLine({ title: 'Emma' }), gqlOrderLine({ title: 'Dune' })],
    });
    const second = gqlOrder({
      id: '6650f1e6b3c4d5e6f7a80b12',
      orderedAt: '2025-03-05T14:31:00.000Z',
      lines: [gqlOrderLine({ title: 'Beloved', quantity: 2 })],
    });
    renderApp({ at: '/orders', session: signedIn(), mocks: [myOrdersMock([second, first])] });
    const [newer, older] = await screen.findAllByTestId('order-card');

    // 'Order #' and the last 8 characters of the id, in a monospace font.
    const olderNumber = within(older).getByRole('heading', { name: 'Order #f7a80b11' });
    expect(olderNumber).toHaveClass('font-mono');
    expect(within(newer).getByRole('heading', { name: 'Order #f7a80b12' })).toBeInTheDocument();
    expect(within(older).getByTestId('order-titles')).toHaveTextContent(/^The Hobbit and 2 more$/);
    expect(within(newer).getByTestId('order-titles')).toHaveTextContent(/^Beloved$/);
    expect(within(older).getByText(formatDateTime(first.orderedAt))).toBeInTheDocument();
    expect(within(newer).getByText(formatDateTime(second.orderedAt))).toBeInTheDocument();
    expect(formatDateTime(first.orderedAt)).not.toBe(formatDateTime(second.orderedAt));
  });

  it('colours a pending order orange', async () => {
    renderApp({ at: '/orders', session: signedIn(), mocks: [myOrdersMock([gqlOrder({ status: 'PENDING' })])] });
    const [card] = await screen.findAllByTestId('order-card');
    expect(within(card).getByText('Pending')).toHaveClass('bg-orange-50');
  });

  it('keeps each order’s own copy of a book, even when two orders share it', async () => {
    const id = '64b2000000000000000000ff';
    const before = gqlOrder({ lines: [gqlOrderLine({ id, title: 'Old Title', price: 9 })] });
    const after = gqlOrder({ lines: [gqlOrderLine({ id, title: 'New Title', price: 11 })] });
    renderApp({ at: '/orders', session: signedIn(), mocks: [myOrdersMock([after, before])] });
    await screen.findAllByTestId('order-card');
    expect(within(cards()[0]).getByText(/New Title, quantity/)).toBeInTheDocument();
    expect(within(cards()[1]).getByText(/Old Title, quantity/)).toBeInTheDocument();
    expect(within(cards()[1]).getByText('$9.00')).toBeInTheDocument();
  });

  it('loads the next page with Load more', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 2 }, () => gqlOrder());
    const next = gqlOrder({ id: '64c300000000000012345678' });
    const more = myOrdersMock([next], { after: `cursor-${firstPage[1].id}` });
    renderApp({
      at: '/orders',
      session: signedIn(),
      mocks: [myOrdersMock(firstPage, {}, { totalCount: 3, hasNextPage: true }), more],
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Order #12345678' })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows 'No orders yet' with a Start Shopping link when there are none", async () => {
    renderApp({ at: '/orders', session: signedIn(), mocks: [myOrdersMock([])] });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/books');
  });

  it("shows a spinner while loading, then 'Failed to fetch orders' and a retry when loading fails", async () => {
    const user = userEvent.setup();
    const retried = myOrdersMock([gqlOrder({ id: '64c3000000000000000000aa' })]);
    renderApp({
      at: '/orders',
      session: signedIn(),
      mocks: [
        { request: { query: ListMyOrdersDocument, variables: { first: 20 } }, error: new TypeError('Failed to fetch') },
        retried,
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    expect(await screen.findByText('Failed to fetch orders')).toBeInTheDocument();
    expect(screen.getByText('Your orders could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(retried.result).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { name: 'Order #000000aa' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page', async () => {
    const { router } = renderApp({ at: '/orders' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
