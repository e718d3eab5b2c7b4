import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import userEvent from '@testing-library/user-event';
import { UpdateOrderStatusDocument } from '@/features/admin-orders/api/UpdateOrderStatus.generated';
import { CancelOrderDocument } from '../api/CancelOrder.generated';
import { GetOrderDocument } from '../api/GetOrder.generated';
import { ListMyOrdersDocument } from '../api/ListMyOrders.generated';
import { admin, signedIn } from '@/test/fixtures';
import {
  gqlOrder,
  gqlOrderLine,
  gqlShippingAddress,
  gqlTotals,
  orderNotesMock,
  orderPage,
  type GqlOrder,
} from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { shippingCarriersMock } from '@/test/settings-fixtures';

const ID = '64c3000000000000aabbccdd';

function orderMock(order: GqlOrder) {
  return { request: { query: GetOrderDocument, variables: { id: order.id } }, result: { data: { order } } };
}

function errorMock(code: string, message: string, id = ID) {
  return {
    request: { query: GetOrderDocument, variables: { id } },
    result: { errors: [new GraphQLError(message, { extensions: { code } })] },
  };
}

const steps = () => within(screen.getByRole('list', { name: 'Order status' })).getAllByTestId('status-step');

describe('Order detail', () => {
  it("shows the date and time, total, item count and each book's snapshot with its prices", async () => {
    const order = gqlOrder({
      id: ID,
      orderedAt: '2025-03-05T14:30:00.000Z',
      lines: [
        gqlOrderLine({ title: 'Dune', author: 'Frank Herbert', category: 'Science Fiction', price: 10.5, quantity: 2 }),
        gqlOrderLine({ title: '', author: '', category: 'Fiction', price: 4 }),
      ],
    });
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order)] });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' });
    // Opened directly, not from Place Order: focus stays where the browser put it.
    expect(heading).not.toHaveFocus();
    const placed = screen.getByText('Placed on').nextElementSibling!;
    expect(placed.textContent).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(order.orderedAt)),
    );
    expect(screen.getByText('Items', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');

    const [dune, missing] = screen.getAllByTestId('order-line');
    expect(within(dune).getByRole('heading', { name: 'Dune' })).toBeInTheDocument();
    expect(within(dune).getByText('by Frank Herbert')).toBeInTheDocument();
    expect(within(dune).getByText('Science Fiction')).toBeInTheDocument();
    expect(within(dune).getByText('Quantity').nextElementSibling).toHaveTextContent('2');
    expect(within(dune).getByText('Price').nextElementSibling).toHaveTextContent('$10.50');
    expect(within(dune).getByText('Total').nextElementSibling).toHaveTextContent('$21.00');
    expect(within(missing).getByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(within(missing).getByText('by Unknown Author')).toBeInTheDocument();
    expect(screen.getAllByText('$25.00').length).toBeGreaterThanOrEqual(2);
  });

  it('highlights the current step of the tracker and says when each step was reached', async () => {
    const shippedAt = '2025-03-06T09:15:00.000Z';
    const order = gqlOrder({
      id: ID,
      status: 'SHIPPED',
      orderedAt: '2025-03-05T14:30:00.000Z',
      statusHistory: [
        { status: 'PENDING', at: '2025-03-05T14:30:00.000Z' },
        { status: 'SHIPPED', at: shippedAt },
      ],
    });
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order)] });
    await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' });

    const [pending, shipped, delivered] = steps();
    expect(pending).toHaveAttribute('data-state', 'done');
    expect(pending).not.toHaveAttribute('aria-current');
    expect(pending).toHaveTextContent('Pending (completed)');
    expect(shipped).toHaveAttribute('aria-current', 'step');
    expect(shipped).toHaveTextContent('Shipped (current step)');
    expect(within(shipped).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('dateTime', shippedAt);
    expect(delivered).toHaveAttribute('data-state', 'upcoming');
    expect(delivered).toHaveTextContent('Not yet');
    expect(within(delivered).queryByText((_, el) => el?.tagName === 'TIME')).not.toBeInTheDocument();
  });

  it('marks every step done up to a delivered order', async () => {
    const order = gqlOrder({ id: ID, status: 'DELIVERED' });
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order)] });
    await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' });
    expect(steps().map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'current']);
  });

  it.each([
    ['NOT_FOUND', 'Order not found'],
    ['INVALID_ID', 'Invalid id'],
  ])("shows 'Order not found' when the server answers %s, without a toast", async (code, message) => {
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [errorMock(code, message)] });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to orders/i })).toHaveAttribute('href', '/orders');
    expect(screen.queryByText('Failed to fetch order details')).not.toBeInTheDocument();
  });

  it('shows where the order goes, or that it has no delivery address', async () => {
    const order = gqlOrder({
      id: ID,
      shippingAddress: gqlShippingAddress({ line2: 'Flat 3', phone: '+44 20 7946 0000' }),
    });
    const { unmount } = renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order)] });
    const card = await screen.findByRole('region', { name: 'Deliver to' });
    for (const text of [
      'Ada Lovelace',
      '12 St James’s Square',
      'Flat 3',
      'London, SW1Y 4JH',
      'United Kingdom',
      '+44 20 7946 0000',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    unmount();
    renderApp({
      at: `/orders/${ID}`,
      session: signedIn(),
      mocks: [orderMock(gqlOrder({ id: ID, shippingAddress: null }))],
    });
    expect(await screen.findByTestId('no-delivery-address')).toHaveTextContent('No delivery address');
  });

  it('says an order collected in store waits at the shop, with or without an address, never flagged as missing one', async () => {
    const collect = { id: 'collect', name: 'Collect in store', collection: true };
    for (const shippingAddress of [null, gqlShippingAddress()]) {
      const { unmount } = renderApp({
        at: `/orders/${ID}`,
        session: signedIn(),
        mocks: [
          orderMock(
            gqlOrder({ id: ID, shippingAddress, totals: gqlTotals({ subtotal: 10.1, shippingMethod: collect }) }),
          ),
        ],
      });
      const card = await screen.findByRole('region', { name: 'Delivery' });
      expect(within(card).getByTestId('collect-in-store')).toHaveTextContent('Collect in store');
      expect(screen.queryByTestId('no-delivery-address')).not.toBeInTheDocument();
      expect(within(card).queryByText('12 St James’s Square')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('cancels a pending order after the confirmation: the tracker says so and Cancel order goes', async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: ID });
    const cancelled = gqlOrder({
      id: ID,
      status: 'CANCELLED',
      statusHistory: [...order.statusHistory, { status: 'CANCELLED', at: '2025-03-05T15:00:00.000Z' }],
    });
    const cancel = {
      request: { query: CancelOrderDocument, variables: { id: ID } },
      result: jest.fn(() => ({
        data: { cancelOrder: { __typename: 'OrderPayload' as const, message: 'Order cancelled', order: cancelled } },
      })),
    };
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order), cancel] });
    const button = await screen.findByRole('button', { name: 'Cancel order' });

    await user.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order' });
    expect(within(dialog).getByRole('button', { name: 'Keep Order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(cancel.result).not.toHaveBeenCalled();

    await user.click(button);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(await screen.findByTestId('order-cancelled')).toHaveTextContent('This order was cancelled on');
    expect(screen.queryByRole('list', { name: 'Order status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(cancel.result).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal when the order shipped meanwhile, and offers no Cancel order once shipped", async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: ID });
    const message = 'This order has already shipped and can no longer be cancelled.';
    renderApp({
      at: `/orders/${ID}`,
      session: signedIn(),
      mocks: [
        orderMock(order),
        {
          request: { query: CancelOrderDocument, variables: { id: ID } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'ORDER_NOT_CANCELLABLE' } })] },
        },
        orderMock(gqlOrder({ id: ID, status: 'SHIPPED' })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
  });

  it('offers Cancel order as the server says: only while it calls the order cancellable', async () => {
    // A pending order the server says may no longer be cancelled (say, already handed to the carrier).
    const { unmount } = renderApp({
      at: `/orders/${ID}`,
      session: signedIn(),
      mocks: [orderMock(gqlOrder({ id: ID, nextStatuses: [], cancellable: false }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    unmount();

    renderApp({
      at: `/orders/${ID}`,
      session: signedIn(),
      mocks: [orderMock(gqlOrder({ id: ID, nextStatuses: ['CANCELLED'], cancellable: true }))],
    });
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch order details' and goes back to /orders when loading fails", async () => {
    const { router } = renderApp({
      at: `/orders/${ID}`,
      session: signedIn(),
      mocks: [
        { request: { query: GetOrderDocument, variables: { id: ID } }, error: new TypeError('Failed to fetch') },
        // The list it goes back to.
        {
          request: { query: ListMyOrdersDocument, variables: { first: 20 } },
          result: { data: { myOrders: orderPage([]) } },
        },
      ],
    });
    expect(await screen.findByText('Failed to fetch order details')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });
});

describe("Admin's order detail", () => {
  const customer = { id: '64b0000000000000000000c1', name: 'Ada Reader', email: 'ada@example.com' };

  it('shows the order with its customer and status, and leads back to order management', async () => {
    const order = gqlOrder({ id: ID, customer, lines: [gqlOrderLine({ title: 'Dune', price: 10 })] });
    renderApp({ at: `/admin/orders/${ID}`, session: signedIn(admin), mocks: [orderMock(order), orderNotesMock(ID)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Customer and status' });
    expect(within(card).getByText('Ada Reader')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(card).getByRole('combobox', { name: 'Status of order #aabbccdd' })).toHaveValue('PENDING');
    expect(screen.getByRole('link', { name: /back to orders/i })).toHaveAttribute('href', '/admin/orders');
    expect(within(screen.getAllByTestId('order-line')[0]).getByRole('heading', { name: 'Dune' })).toBeInTheDocument();
  });

  it('changes the status from the page after the confirmation: the tracker follows, focus stays on the select', async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: ID, customer });
    const shipped = gqlOrder({
      id: ID,
      customer,
      status: 'SHIPPED',
      statusHistory: [...order.statusHistory, { status: 'SHIPPED', at: '2025-03-06T09:15:00.000Z' }],
    });
    const update = {
      request: { query: UpdateOrderStatusDocument, variables: { id: ID, status: 'SHIPPED' } },
      result: jest.fn(() => ({
        data: {
          updateOrderStatus: {
            __typename: 'OrderPayload' as const,
            message: 'Order status updated to shipped',
            order: shipped,
          },
        },
      })),
    };
    renderApp({
      at: `/admin/orders/${ID}`,
      session: signedIn(admin),
      mocks: [orderMock(order), update, orderNotesMock(ID), shippingCarriersMock()],
    });
    const status = await screen.findByRole('combobox', { name: 'Status of order #aabbccdd' });
    await user.selectOptions(status, 'SHIPPED');
    const dialog = screen.getByRole('alertdialog', { name: 'Mark as shipped' });
    expect(dialog).toHaveAccessibleDescription(
      'Mark order #aabbccdd as shipped? The customer is emailed unless they opted out of order emails.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Pending' }));
    expect(status).toHaveValue('PENDING');
    expect(status).toHaveFocus();
    expect(update.result).not.toHaveBeenCalled();

    await user.selectOptions(status, 'SHIPPED');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Order status updated to shipped')).toBeInTheDocument();
    await waitFor(() => expect(steps()[1]).toHaveAttribute('aria-current', 'step'));
    expect(status).toHaveValue('SHIPPED');
    expect(status).toHaveFocus();
    expect(update.result).toHaveBeenCalledTimes(1);
  });

  it('shows the status history with who made each change, and flags an order without a delivery address', async () => {
    const order = gqlOrder({
      id: ID,
      customer,
      status: 'SHIPPED',
      shippingAddress: null,
      statusHistory: [
        { status: 'PENDING', at: '2025-03-05T14:30:00.000Z', by: { id: customer.id, name: customer.name } },
        {
          status: 'SHIPPED',
          at: '2025-03-06T09:15:00.000Z',
          by: { id: '64b0000000000000000000a1', name: 'Store Admin' },
        },
      ],
    });
    renderApp({ at: `/admin/orders/${ID}`, session: signedIn(admin), mocks: [orderMock(order), orderNotesMock(ID)] });
    const history = await screen.findByRole('region', { name: 'Status history' });
    const [placed, shipped] = within(history).getAllByRole('listitem');
    expect(placed).toHaveTextContent('Pending');
    expect(placed).toHaveTextContent('by the customer');
    expect(shipped).toHaveTextContent('Shipped');
    expect(shipped).toHaveTextContent('by Store Admin');
    expect(screen.getByTestId('no-delivery-address')).toHaveTextContent('No delivery address');
    // A shipped order can no longer be cancelled: the select offers the three steps only.
    const select = screen.getByRole('combobox', { name: 'Status of order #aabbccdd' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'Shipped', 'Delivered']);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('cancels a pending order from the status select after the confirmation; the select is then closed', async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: ID, customer });
    const cancelled = gqlOrder({
      id: ID,
      customer,
      status: 'CANCELLED',
      statusHistory: [...order.statusHistory, { status: 'CANCELLED', at: '2025-03-06T09:15:00.000Z' }],
    });
    const update = {
      request: { query: UpdateOrderStatusDocument, variables: { id: ID, status: 'CANCELLED' } },
      result: jest.fn(() => ({
        data: {
          updateOrderStatus: {
            __typename: 'OrderPayload' as const,
            message: 'Order status updated to cancelled',
            order: cancelled,
          },
        },
      })),
    };
    renderApp({
      at: `/admin/orders/${ID}`,
      session: signedIn(admin),
      mocks: [orderMock(order), update, orderNotesMock(ID)],
    });
    const status = await screen.findByRole('combobox', { name: 'Status of order #aabbccdd' });
    await user.selectOptions(status, 'CANCELLED');
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel order' })).getByRole('button', { name: 'Cancel Order' }),
    );
    expect(await screen.findByText('Order status updated to cancelled')).toBeInTheDocument();
    await waitFor(() => expect(status).toBeDisabled());
    expect(status).toHaveValue('CANCELLED');
    expect(screen.getByTestId('order-cancelled')).toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
  });

  it("says 'Order not found' with a way back to order management", async () => {
    renderApp({
      at: `/admin/orders/${ID}`,
      session: signedIn(admin),
      mocks: [errorMock('NOT_FOUND', 'Order not found')],
    });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText('This order does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to orders/i })).toHaveAttribute('href', '/admin/orders');
  });

  it('is for the admin only: a shopper goes home', async () => {
    const { router } = renderApp({ at: `/admin/orders/${ID}`, session: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
