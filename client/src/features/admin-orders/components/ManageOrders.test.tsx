import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { type OrderStatus } from '@/gql/graphql';
import { GetOrderTotalsDocument } from '../api/GetOrderTotals.generated';
import { ListOrdersDocument } from '../api/ListOrders.generated';
import { UpdateOrderStatusDocument } from '../api/UpdateOrderStatus.generated';
import { admin, signedIn } from '@/test/fixtures';
import {
  ADMIN_NEXT_STATUSES,
  gqlOrder,
  gqlOrderLine,
  gqlPayment,
  orderPage,
  type GqlOrder,
} from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { gqlCarrier, shippingCarriersMock } from '@/test/settings-fixtures';

const ada = { id: '64b000000000000000000001', name: 'Ada Reader', email: 'ada@example.com' };

function listMock(orders: GqlOrder[], variables: Record<string, unknown> = {}, options = {}) {
  return {
    request: { query: ListOrdersDocument, variables: { search: '', first: 20, ...variables } },
    result: jest.fn(() => ({ data: { orders: orderPage(orders, options) } })),
  };
}

function totalsMock({ orders = 12, revenue = 1234.5, pending = 4, cancelled = 1 } = {}) {
  return {
    request: { query: GetOrderTotalsDocument },
    result: jest.fn(() => ({
      data: {
        dashboard: {
          __typename: 'Dashboard' as const,
          totals: { __typename: 'DashboardTotals' as const, orders, revenue, pending, cancelled },
        },
      },
    })),
  };
}

function updateMock(order: GqlOrder, status: OrderStatus, shipment?: { carrier: string; trackingNumber: string }) {
  const updated = {
    ...order,
    status,
    nextStatuses: ADMIN_NEXT_STATUSES[status],
    cancellable: status === 'PENDING',
    statusHistory: [
      ...order.statusHistory,
      { __typename: 'OrderStatusChange' as const, status, at: '2025-03-07T10:00:00.000Z', by: null },
    ],
  };
  return {
    request: {
      query: UpdateOrderStatusDocument,
      variables: { id: order.id, status, ...(shipment ? { shipment } : {}) },
    },
    result: jest.fn(() => ({
      data: {
        updateOrderStatus: {
          __typename: 'OrderPayload' as const,
          message: `Order status updated to ${status.toLowerCase()}`,
          order: updated,
        },
      },
    })),
  };
}

const rows = () => screen.getAllByTestId('admin-order-row');
const statusSelect = (id: string) => screen.getByRole('combobox', { name: `Status of order #${id.slice(-8)}` });

describe('Order management', () => {
  it('shows the summary and a table of orders with customer, date, items, total and a status dropdown', async () => {
    const order = gqlOrder({
      id: '64c3000000000000aabbccdd',
      status: 'SHIPPED',
      customer: ada,
      lines: [gqlOrderLine({ price: 10, quantity: 2 }), gqlOrderLine({ price: 2.5 })],
    });
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock([order], {}, { totalCount: 30, hasNextPage: true }), totalsMock()],
    });

    expect(screen.getByRole('heading', { name: 'Manage Orders' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('$1,234.50')).toBeInTheDocument();
    expect(within(summary).getByText('Orders (not cancelled)').nextElementSibling).toHaveTextContent('12');
    expect(within(summary).getByText('Pending Orders').nextElementSibling).toHaveTextContent('4');

    expect(await screen.findByText('Showing 1 of 30 orders')).toBeInTheDocument();
    const [row] = rows();
    expect(row.tagName).toBe('TR');
    expect(within(row).getByRole('link', { name: 'Order #aabbccdd' })).toHaveAttribute(
      'href',
      `/admin/orders/${order.id}`,
    );
    expect(within(row).getByText('Ada Reader')).toBeInTheDocument();
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(row).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('$22.50')).toBeInTheDocument();
    expect(statusSelect(order.id)).toHaveValue('SHIPPED');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('labels the summary so that it agrees with the list: a cancelled order is listed and counted apart', async () => {
    const shipped = gqlOrder({ id: '64c300000000000000000aaa', status: 'SHIPPED' });
    const cancelled = gqlOrder({ id: '64c300000000000000000bbb', status: 'CANCELLED' });
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock([shipped, cancelled]), totalsMock({ orders: 1, pending: 0, cancelled: 1 })],
    });
    expect(await screen.findByText('Showing 2 of 2 orders')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;
    await waitFor(() => expect(value('Orders (not cancelled)')).toHaveTextContent('1'));
    expect(value('Cancelled Orders')).toHaveTextContent('1');
    expect(value('Pending Orders')).toHaveTextContent('0');
    expect(within(summary).queryByText('Total Orders')).not.toBeInTheDocument();
    expect(statusSelect(cancelled.id)).toHaveValue('CANCELLED');
    expect(statusSelect(cancelled.id)).toBeDisabled();
  });

  it('shows cards with the dropdown below 768 px', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    try {
      const order = gqlOrder({ id: '64c3000000000000aabbccdd', customer: ada });
      renderApp({ at: '/admin/orders', session: signedIn(admin), mocks: [listMock([order]), totalsMock()] });
      const [card] = await screen.findAllByTestId('admin-order-row');
      expect(card.tagName).toBe('LI');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Order #aabbccdd' })).toBeInTheDocument();
      expect(within(card).getByText('Ada Reader')).toBeInTheDocument();
      expect(within(card).getByRole('combobox', { name: 'Status of order #aabbccdd' })).toHaveValue('PENDING');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('offers the saved status and only the statuses the server says may follow it, closed when it says none', async () => {
    const pending = gqlOrder({ id: '64c300000000000000000aaa', nextStatuses: ['DELIVERED'] });
    const shipped = gqlOrder({ id: '64c300000000000000000bbb', status: 'SHIPPED', nextStatuses: [] });
    const delivered = gqlOrder({ id: '64c300000000000000000ccc', status: 'DELIVERED' });
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock([pending, shipped, delivered]), totalsMock()],
    });
    await screen.findByText('Showing 3 of 3 orders');
    const options = (id: string) =>
      within(statusSelect(id))
        .getAllByRole('option')
        .map((option) => option.textContent);

    expect(options(pending.id)).toEqual(['Pending', 'Delivered']);
    expect(statusSelect(pending.id)).toBeEnabled();
    expect(options(shipped.id)).toEqual(['Shipped']);
    expect(statusSelect(shipped.id)).toBeDisabled();
    // The usual order of statuses, whatever the order of nextStatuses.
    expect(options(delivered.id)).toEqual(['Pending', 'Shipped', 'Delivered']);
  });

  it('searches by order id, name or email and filters by status, both kept in the URL', async () => {
    const user = userEvent.setup();
    const match = gqlOrder({ id: '64c3000000000000aabbccdd' });
    const searched = listMock([match], { search: 'aabbccdd' });
    const filtered = listMock([], { search: 'aabbccdd', status: 'DELIVERED' });
    const { router } = renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock([gqlOrder(), match]), searched, filtered, totalsMock()],
    });
    await screen.findByText('Showing 2 of 2 orders');
    await user.type(screen.getByLabelText('Search by order id, customer, postal code or city'), 'aabbccdd');
    expect(await screen.findByText('Showing 1 of 1 orders')).toBeInTheDocument();
    expect(searched.result).toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    // No "Showing 0 of 0 orders" above the empty text.
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=aabbccdd&status=DELIVERED');
  });

  it('says "more than" the count when a search stopped counting', async () => {
    const many = listMock(
      [gqlOrder()],
      { search: 'reader' },
      { totalCount: 1000, totalCountCapped: true, hasNextPage: true },
    );
    renderApp({ at: '/admin/orders?q=reader', session: signedIn(admin), mocks: [many, totalsMock()] });
    expect(await screen.findByText('Showing 1 of more than 1,000 orders')).toBeInTheDocument();
  });

  it('reads the filters from the URL', async () => {
    const shipped = listMock([gqlOrder({ status: 'SHIPPED' })], { search: 'ada', status: 'SHIPPED' });
    renderApp({ at: '/admin/orders?q=ada&status=shipped', session: signedIn(admin), mocks: [shipped, totalsMock()] });
    expect(await screen.findByText('Showing 1 of 1 orders')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('SHIPPED');
    expect(screen.getByLabelText('Search by order id, customer, postal code or city')).toHaveValue('ada');
  });

  it('filters by payment state from the URL and from its select, with the payment shown beside each status', async () => {
    const user = userEvent.setup();
    const due = gqlOrder({ status: 'CANCELLED', payment: gqlPayment({ state: 'REFUND_DUE', refundAmount: 12.5 }) });
    const paid = gqlOrder({ payment: gqlPayment({ state: 'PAID', paidAmount: 12.5 }) });
    const refundsDue = listMock([due], { paymentState: 'REFUND_DUE' });
    const paidOnes = listMock([paid], { paymentState: 'PAID' });
    renderApp({
      at: '/admin/orders?payment=refund_due',
      session: signedIn(admin),
      mocks: [refundsDue, totalsMock(), paidOnes],
    });
    expect(await screen.findByText('Showing 1 of 1 orders')).toBeInTheDocument();
    const payment = screen.getByLabelText('Payment');
    expect(payment).toHaveValue('REFUND_DUE');
    expect(within(screen.getByTestId('admin-order-row')).getByText('Refund due')).toBeInTheDocument();

    await user.selectOptions(payment, 'Paid');
    await waitFor(() => expect(paidOnes.result).toHaveBeenCalled());
    expect(await within(await screen.findByTestId('admin-order-row')).findByText('Paid')).toBeInTheDocument();
  });

  it('asks before any change: a keyboard change opens the question and saves nothing; Keep puts the select back', async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: '64c3000000000000aabbccdd' });
    const update = updateMock(order, 'SHIPPED');
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock([order]), totalsMock(), update, shippingCarriersMock()],
    });
    await screen.findByText('Showing 1 of 1 orders');
    const select = statusSelect(order.id);

    // An arrow key on a focused select changes its value at once, as a browser does.
    select.focus();
    fireEvent.change(select, { target: { value: 'SHIPPED' } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as shipped' });
    expect(dialog).toHaveAccessibleDescription(
      'Mark order #aabbccdd as shipped? The customer is emailed unless they opted out of order emails.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep Pending' })).toHaveFocus();
    expect(update.result).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Keep Pending' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('PENDING');
    expect(select).toHaveFocus();

    // Escape answers no as well.
    fireEvent.change(select, { target: { value: 'DELIVERED' } });
    expect(await screen.findByRole('alertdialog', { name: 'Mark as delivered' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('PENDING');
    expect(select).toHaveFocus();
    expect(update.result).not.toHaveBeenCalled();
  });

  it("sets a status after the confirmation: 'Order status updated to shipped', focus back on the select, the summary fetched again", async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: '64c3000000000000aabbccdd' });
    const update = updateMock(order, 'SHIPPED');
    const totals = totalsMock({ pending: 4 });
    const totalsAfter = totalsMock({ pending: 3 });
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock([order]), totals, update, totalsAfter, shippingCarriersMock()],
    });
    await screen.findByText('Showing 1 of 1 orders');

    await user.selectOptions(statusSelect(order.id), 'Shipped');
    const dialog = screen.getByRole('alertdialog', { name: 'Mark as shipped' });
    expect(update.result).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Order status updated to shipped')).toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(statusSelect(order.id)).toHaveValue('SHIPPED'));
    expect(statusSelect(order.id)).toHaveFocus();
    await waitFor(() => expect(totalsAfter.result).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByText('Pending Orders').nextElementSibling).toHaveTextContent('3'));
  });

  it('asks for the carrier and tracking number when shipping, from the keyboard, and sends them with the status', async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: '64c3000000000000aabbccdd' });
    const shipment = { carrier: 'DHL', trackingNumber: '0034 0434' };
    const update = updateMock(order, 'SHIPPED', shipment);
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock([order]), totalsMock(), update, totalsMock(), shippingCarriersMock([gqlCarrier()])],
    });
    await screen.findByText('Showing 1 of 1 orders');
    await user.selectOptions(statusSelect(order.id), 'Shipped');
    const dialog = screen.getByRole('alertdialog', { name: 'Mark as shipped' });
    const carrier = within(dialog).getByRole('combobox', { name: 'Carrier' });
    await within(carrier).findByRole('option', { name: 'DHL' });
    // From Keep, Shift+Tab goes back through the fields: the number, then the carrier.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(dialog).getByRole('textbox', { name: 'Tracking number' })).toHaveFocus();
    await user.keyboard('0034 0434');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(carrier).toHaveFocus();
    await user.selectOptions(carrier, 'DHL');
    // "Other…" asks for the name; a bad number is refused before anything is sent.
    await user.selectOptions(carrier, 'Other…');
    expect(within(dialog).getByRole('textbox', { name: /Carrier name/ })).toBeInTheDocument();
    await user.selectOptions(carrier, 'DHL');
    expect(within(dialog).queryByRole('textbox', { name: /Carrier name/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Order status updated to shipped')).toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
  });

  it('refuses a tracking number the server would refuse, keeping focus on it, and sends nothing', async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: '64c3000000000000aabbccdd' });
    const update = updateMock(order, 'SHIPPED');
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock([order]), totalsMock(), update, shippingCarriersMock()],
    });
    await screen.findByText('Showing 1 of 1 orders');
    await user.selectOptions(statusSelect(order.id), 'Shipped');
    const dialog = screen.getByRole('alertdialog', { name: 'Mark as shipped' });
    const number = within(dialog).getByRole('textbox', { name: 'Tracking number' });
    await user.type(number, 'a_b');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(expect.stringContaining('A tracking number is 1 to 64'));
    expect(update.result).not.toHaveBeenCalled();
  });

  it('names the move in the question: back to pending tells nobody, a cancellation is final', async () => {
    const user = userEvent.setup();
    const shipped = gqlOrder({ id: '64c300000000000000000aaa', status: 'SHIPPED' });
    const pending = gqlOrder({ id: '64c300000000000000000bbb' });
    renderApp({ at: '/admin/orders', session: signedIn(admin), mocks: [listMock([shipped, pending]), totalsMock()] });
    await screen.findByText('Showing 2 of 2 orders');

    await user.selectOptions(statusSelect(shipped.id), 'Pending');
    const back = screen.getByRole('alertdialog', { name: 'Move back to pending' });
    expect(back).toHaveAccessibleDescription('Move order #00000aaa back to pending? The customer is not emailed.');
    await user.click(within(back).getByRole('button', { name: 'Keep Shipped' }));
    expect(statusSelect(shipped.id)).toHaveValue('SHIPPED');

    await user.selectOptions(statusSelect(pending.id), 'Cancelled');
    const cancel = screen.getByRole('alertdialog', { name: 'Cancel order' });
    expect(cancel).toHaveAccessibleDescription(
      'Cancel order #00000bbb? Its books go back on the shelf. The customer is emailed unless they opted out of order emails. A cancelled order cannot be reopened.',
    );
    await user.click(within(cancel).getByRole('button', { name: 'Keep Order' }));
    expect(statusSelect(pending.id)).toHaveValue('PENDING');
    expect(statusSelect(pending.id)).toHaveFocus();
  });

  it('fetches a status-filtered list again after a change, so an order that left the filter leaves the list', async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: '64c3000000000000aabbccdd' });
    const pending = listMock([order], { status: 'PENDING' });
    const pendingAfter = listMock([], { status: 'PENDING' });
    renderApp({
      at: '/admin/orders?status=PENDING',
      session: signedIn(admin),
      mocks: [pending, totalsMock(), updateMock(order, 'SHIPPED'), pendingAfter, totalsMock(), shippingCarriersMock()],
    });
    await screen.findByText('Showing 1 of 1 orders');
    await user.selectOptions(statusSelect(order.id), 'Shipped');
    await user.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Order status updated to shipped')).toBeInTheDocument();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(pendingAfter.result).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, or 'Failed to update order status', and keeps the saved status", async () => {
    const user = userEvent.setup();
    const a = gqlOrder({ id: '64c300000000000000000aaa' });
    const b = gqlOrder({ id: '64c300000000000000000bbb' });
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [
        listMock([a, b]),
        totalsMock(),
        {
          request: { query: UpdateOrderStatusDocument, variables: { id: a.id, status: 'DELIVERED' } },
          result: { errors: [new GraphQLError('Order not found', { extensions: { code: 'NOT_FOUND' } })] },
        },
        {
          request: { query: UpdateOrderStatusDocument, variables: { id: b.id, status: 'SHIPPED' } },
          error: new TypeError('Failed to fetch'),
        },
        shippingCarriersMock(),
      ],
    });
    await screen.findByText('Showing 2 of 2 orders');
    await user.selectOptions(statusSelect(a.id), 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Mark as Delivered' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    await waitFor(() => expect(statusSelect(a.id)).toHaveValue('PENDING'));
    await user.selectOptions(statusSelect(b.id), 'Shipped');
    await user.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
    await waitFor(() => expect(statusSelect(b.id)).toHaveValue('PENDING'));
    expect(statusSelect(b.id)).toHaveFocus();
  });

  it("toasts 'Failed to fetch orders' when the list cannot be loaded", async () => {
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [
        {
          request: { query: ListOrdersDocument, variables: { search: '', first: 20 } },
          error: new TypeError('Failed to fetch'),
        },
        totalsMock(),
      ],
    });
    expect(await screen.findByText('Failed to fetch orders')).toBeInTheDocument();
    expect(screen.getByText('The orders could not be loaded.')).toBeInTheDocument();
  });

  it('sends a shopper to the home page', async () => {
    const { router } = renderApp({ at: '/admin/orders', session: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
