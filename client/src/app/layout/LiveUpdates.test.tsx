import { act, screen, waitFor, within } from '@testing-library/react';
import { DashboardChangedDocument } from '@/features/admin-dashboard/api/DashboardChanged.generated';
import { GetDashboardDocument } from '@/features/admin-dashboard/api/GetDashboard.generated';
import { GetOrderTotalsDocument } from '@/features/admin-orders/api/GetOrderTotals.generated';
import { ListOrdersDocument } from '@/features/admin-orders/api/ListOrders.generated';
import { OrderPlacedDocument } from '@/features/admin-orders/api/OrderPlaced.generated';
import { OrderUpdatedDocument } from '@/features/admin-orders/api/OrderUpdated.generated';
import { BookChangedDocument } from '@/features/books/api/BookChanged.generated';
import { GetBookDocument } from '@/features/books/api/GetBook.generated';
import { GetCartDocument } from '@/features/cart/api/GetCart.generated';
import { GetComplaintDocument } from '@/features/complaints/api/GetComplaint.generated';
import { MyComplaintUpdatedDocument } from '@/features/complaints/api/MyComplaintUpdated.generated';
import { GetOrderDocument } from '@/features/orders/api/GetOrder.generated';
import { MyOrderUpdatedDocument } from '@/features/orders/api/MyOrderUpdated.generated';
import { addressesMock, gqlAddress } from '@/test/address-fixtures';
import { gqlCart, gqlCartLine } from '@/test/cart-fixtures';
import { complaintAnsweredMessage } from '@/features/complaints/hooks/use-my-complaint-updates';
import { orderUpdateMessage } from '@/features/orders/hooks/use-my-order-updates';
import { ownCancellations } from '@/features/orders/own-cancellations';
import { gqlComplaint } from '@/test/complaint-fixtures';
import { admin, gqlBook, signedIn, signedOut } from '@/test/fixtures';
import { liveStatus } from '@/lib/live-status';
import { liveEvent } from '@/test/live-mocks';
import { gqlOrder, orderPage } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

/** After the screen has shown what it fetched: the event must change it, not precede it. */
const AFTER_LOAD_MS = 400;

const grace = { id: '64b0000000000000000000aa', name: 'Grace Hopper', email: 'grace.h@example.com' };

describe('Live updates: the shopper', () => {
  it("shows an order's new status on its page without a reload, and toasts that it shipped", async () => {
    const order = gqlOrder({ id: '64c3000000000000aabbccdd' });
    const shipped = gqlOrder({
      id: order.id,
      status: 'SHIPPED',
      statusHistory: [
        { status: 'PENDING', at: order.orderedAt },
        { status: 'SHIPPED', at: '2025-03-06T09:15:00.000Z' },
      ],
    });
    renderApp({
      at: `/orders/${order.id}`,
      session: signedIn(),
      mocks: [
        { request: { query: GetOrderDocument, variables: { id: order.id } }, result: { data: { order } } },
        liveEvent(MyOrderUpdatedDocument, { myOrderUpdated: shipped }, { delay: AFTER_LOAD_MS }),
      ],
    });
    await screen.findByRole('list', { name: 'Order status' });
    const current = () => screen.getAllByTestId('status-step').find((step) => step.getAttribute('aria-current'));
    expect(current()).toHaveTextContent('Pending (current step)');

    await waitFor(() => expect(current()).toHaveTextContent('Shipped (current step)'));
    expect(await screen.findByText('Your order #aabbccdd has shipped')).toBeInTheDocument();
  });

  it('toasts a delivery and a cancellation by the shop, not one made from this tab or a status already shown', () => {
    const id = '64c3000000000000aabbccee';
    expect(orderUpdateMessage({ id, status: 'DELIVERED' }, 'SHIPPED')).toBe('Your order #aabbccee was delivered');
    expect(orderUpdateMessage({ id, status: 'CANCELLED' })).toBe('Your order #aabbccee was cancelled by the shop');
    expect(orderUpdateMessage({ id, status: 'SHIPPED' }, 'SHIPPED')).toBeNull();
    expect(orderUpdateMessage({ id, status: 'PENDING' })).toBeNull();
    ownCancellations.add(id);
    expect(orderUpdateMessage({ id, status: 'CANCELLED' }, 'PENDING')).toBeNull();
    ownCancellations.remove(id);
  });

  it("shows the shop's answer on the complaint's page without a reload, and toasts it", async () => {
    const complaint = gqlComplaint({ title: 'Parcel lost' });
    const answeredAt = '2025-03-07T08:00:00.000Z';
    const answered = {
      ...complaint,
      status: 'RESOLVED' as const,
      adminResponse: 'Refunded in full.',
      respondedAt: answeredAt,
      updatedAt: answeredAt,
      respondedBy: { __typename: 'ComplaintPerson' as const, id: admin.id, name: admin.name, email: null },
      ...(({ responses, messages }) => ({ responses, messages }))(
        gqlComplaint({
          responses: [
            { message: 'Refunded in full.', respondedAt: answeredAt, status: 'RESOLVED', priority: 'MEDIUM' },
          ],
        }),
      ),
    };
    renderApp({
      at: `/complaint/${complaint.id}`,
      session: signedIn(),
      mocks: [
        { request: { query: GetComplaintDocument, variables: { id: complaint.id } }, result: { data: { complaint } } },
        liveEvent(MyComplaintUpdatedDocument, { myComplaintUpdated: answered }, { delay: AFTER_LOAD_MS }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Parcel lost' })).toBeInTheDocument();
    expect(screen.queryByText('Refunded in full.')).not.toBeInTheDocument();

    // The answer card and the conversation both show it.
    expect(await screen.findAllByText('Refunded in full.')).toHaveLength(2);
    expect(await screen.findByText(complaintAnsweredMessage('Parcel lost'))).toBeInTheDocument();
  });

  it("shows the shopper's own reply from another tab in the thread, without toasting it as an answer", async () => {
    const complaint = gqlComplaint({ title: 'Bent spine' });
    const replied = gqlComplaint({
      ...complaint,
      replies: [{ text: 'Also the dust jacket.', at: '2025-03-06T10:00:00.000Z' }],
    });
    renderApp({
      at: `/complaint/${complaint.id}`,
      session: signedIn(),
      mocks: [
        { request: { query: GetComplaintDocument, variables: { id: complaint.id } }, result: { data: { complaint } } },
        liveEvent(MyComplaintUpdatedDocument, { myComplaintUpdated: replied }, { delay: AFTER_LOAD_MS }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Bent spine' })).toBeInTheDocument();
    expect(await screen.findByText('Also the dust jacket.')).toBeInTheDocument();
    expect(screen.queryByText(complaintAnsweredMessage('Bent spine'))).not.toBeInTheDocument();
  });

  it("follows a book's stock on its page: the last copies sold elsewhere make it out of stock", async () => {
    const book = gqlBook({ title: 'Dune', stock: 2 });
    renderApp({
      at: `/books/${book.id}`,
      session: signedIn(),
      mocks: [
        { request: { query: GetBookDocument, variables: { id: book.id } }, result: { data: { book } } },
        addressesMock([]),
        liveEvent(
          BookChangedDocument,
          { bookChanged: { id: book.id, book: { ...book, stock: 0 } } },
          { variables: { id: book.id }, delay: AFTER_LOAD_MS },
        ),
      ],
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('2 in stock')).toBeInTheDocument();

    expect(await screen.findByText('This book is currently out of stock.')).toBeInTheDocument();
    expect(within(main).getByText('Out of stock')).toBeInTheDocument();
  });

  it("keeps the cart's limits live: fewer copies left shows at once, and the cart is fetched again", async () => {
    const book = gqlBook({ title: 'The Hobbit', stock: 3 });
    const fewer = { ...book, stock: 1 };
    let changed = false;
    const afterChange = jest.fn();
    const cart = () => {
      if (!changed) return { data: { cart: gqlCart([gqlCartLine(book, 2)]) } };
      afterChange();
      return { data: { cart: gqlCart([gqlCartLine(fewer, 2)], { notice: 'Only 1 copy of The Hobbit is left.' }) } };
    };
    renderApp({
      at: '/cart',
      session: signedIn(),
      mocks: [
        { request: { query: GetCartDocument }, result: cart, maxUsageCount: Number.POSITIVE_INFINITY },
        addressesMock([gqlAddress({ isDefault: true })]),
        {
          request: { query: BookChangedDocument, variables: { id: book.id } },
          result: () => {
            changed = true;
            return { data: { bookChanged: { __typename: 'BookChange' as const, id: book.id, book: fewer } } };
          },
          delay: AFTER_LOAD_MS,
        },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Increase quantity of The Hobbit' })).toBeEnabled();

    await waitFor(() => expect(screen.getByText('Only 1 left in stock')).toBeInTheDocument());
    expect(await screen.findByText('Only 1 copy of The Hobbit is left.')).toBeInTheDocument();
    expect(afterChange).toHaveBeenCalledTimes(1);
  });

  it('subscribes again once the live socket is back, after the socket gave up on the subscriptions', async () => {
    const order = gqlOrder({ id: '64c3000000000000aabbccff' });
    const shipped = gqlOrder({ id: order.id, status: 'SHIPPED' });
    act(() => liveStatus.set('off'));
    renderApp({
      at: `/orders/${order.id}`,
      session: signedIn(),
      mocks: [
        { request: { query: GetOrderDocument, variables: { id: order.id } }, result: { data: { order } } },
        { request: { query: MyOrderUpdatedDocument }, error: new Error('Socket closed with event 4403') },
        liveEvent(MyOrderUpdatedDocument, { myOrderUpdated: shipped }, { delay: AFTER_LOAD_MS }),
      ],
    });
    await screen.findByRole('list', { name: 'Order status' });
    await act(() => new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS * 2)));
    expect(screen.queryByText('Your order #aabbccff has shipped')).not.toBeInTheDocument();

    // Another subscription opened the socket again: the ended one starts over and gets its event.
    act(() => liveStatus.set('on'));
    expect(await screen.findByText('Your order #aabbccff has shipped')).toBeInTheDocument();
    act(() => liveStatus.set('idle'));
  });

  it('leaves a signed-out visitor without subscriptions', async () => {
    const order = gqlOrder();
    // Were anything subscribed, this event would toast.
    renderApp({
      at: '/about',
      session: signedOut,
      mocks: [liveEvent(MyOrderUpdatedDocument, { myOrderUpdated: order })],
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS)));
    expect(screen.queryByText(/Your order/)).not.toBeInTheDocument();
  });
});

describe('Live updates: the admin', () => {
  beforeAll(() => {
    Object.assign(globalThis, {
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  });
  afterAll(() => Reflect.deleteProperty(globalThis, 'ResizeObserver'));

  it("puts a new order on top of the orders list with a highlight, counts it, and toasts 'New order #… from …'", async () => {
    const older = gqlOrder({ id: '64c30000000000000000aaaa' });
    const placed = gqlOrder({ id: '64c30000000000001234abcd', customer: grace });
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [
        {
          request: { query: ListOrdersDocument, variables: { search: '', first: 20 } },
          result: { data: { orders: orderPage([older], { totalCount: 1 }) } },
        },
        {
          request: { query: GetOrderTotalsDocument },
          result: {
            data: {
              dashboard: {
                __typename: 'Dashboard',
                totals: { __typename: 'DashboardTotals', orders: 1, revenue: 10, pending: 1, cancelled: 0 },
              },
            },
          },
        },
        liveEvent(OrderPlacedDocument, { orderPlaced: placed }, { delay: AFTER_LOAD_MS }),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('admin-order-row')).toHaveLength(1));

    expect(await screen.findByText('New order #1234abcd from Grace Hopper')).toBeInTheDocument();
    const rows = screen.getAllByTestId('admin-order-row');
    expect(rows.map((row) => row.getAttribute('data-order-id'))).toEqual([placed.id, older.id]);
    expect(rows[0]).toHaveAttribute('data-fresh');
    expect(rows[1]).not.toHaveAttribute('data-fresh');
  });

  it("closes an order's status select when a live update says nothing may follow its new status", async () => {
    const order = gqlOrder({ id: '64c30000000000000000bbbb', customer: grace });
    const cancelled = {
      __typename: 'Order' as const,
      id: order.id,
      status: 'CANCELLED' as const,
      nextStatuses: [],
      cancellable: false,
      statusHistory: [
        ...order.statusHistory,
        {
          __typename: 'OrderStatusChange' as const,
          status: 'CANCELLED' as const,
          at: '2025-03-05T15:00:00.000Z',
          by: { __typename: 'OrderActor' as const, id: grace.id, name: grace.name },
        },
      ],
    };
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [
        {
          request: { query: ListOrdersDocument, variables: { search: '', first: 20 } },
          result: { data: { orders: orderPage([order], { totalCount: 1 }) } },
        },
        {
          request: { query: GetOrderTotalsDocument },
          result: {
            data: {
              dashboard: {
                __typename: 'Dashboard',
                totals: { __typename: 'DashboardTotals', orders: 1, revenue: 10, pending: 1, cancelled: 0 },
              },
            },
          },
        },
        liveEvent(OrderUpdatedDocument, { orderUpdated: cancelled }, { delay: AFTER_LOAD_MS }),
      ],
    });
    const select = await screen.findByRole('combobox', { name: 'Status of order #0000bbbb' });
    expect(select).toBeEnabled();

    await waitFor(() => expect(select).toHaveValue('CANCELLED'));
    expect(select).toBeDisabled();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cancelled']);
  });

  it("shows the dashboard's new figures without a reload", async () => {
    const figures = (orders: number, pending: number, recentOrders: ReturnType<typeof gqlOrder>[] = []) => ({
      __typename: 'Dashboard' as const,
      totals: {
        __typename: 'DashboardTotals' as const,
        books: 42,
        orders,
        revenue: 100,
        pending,
        completed: 0,
        cancelled: 0,
        averageOrderValue: 10,
      },
      recentOrders,
      revenueByDay: [],
      lowStock: [],
      lowStockCount: 0,
      lowStockThreshold: 3,
    });
    const placed = gqlOrder({ id: '64c30000000000001234abcd' });
    renderApp({
      at: '/admin',
      session: signedIn(admin),
      mocks: [
        { request: { query: GetDashboardDocument }, result: { data: { dashboard: figures(7, 2) } } },
        liveEvent(DashboardChangedDocument, { dashboardChanged: figures(8, 3, [placed]) }, { delay: AFTER_LOAD_MS }),
      ],
    });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const value = (label: string) => within(totals).getByText(label).nextElementSibling;
    expect(value('Orders (not cancelled)')).toHaveTextContent('7');

    await waitFor(() => expect(value('Orders (not cancelled)')).toHaveTextContent('8'));
    expect(value('Pending Orders')).toHaveTextContent('3');
    expect(await screen.findByRole('link', { name: /1234abcd/ })).toBeInTheDocument();
  });
});
