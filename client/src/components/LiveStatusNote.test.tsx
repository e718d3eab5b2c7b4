import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GetComplaintStatsDocument } from '@/features/admin-complaints/api/GetComplaintStats.generated';
import { GetAdminComplaintDocument } from '@/features/admin-complaints/api/GetAdminComplaint.generated';
import { ListAdminComplaintsDocument } from '@/features/admin-complaints/api/ListAdminComplaints.generated';
import { GetDashboardDocument } from '@/features/admin-dashboard/api/GetDashboard.generated';
import { GetOrderTotalsDocument } from '@/features/admin-orders/api/GetOrderTotals.generated';
import { ListOrdersDocument } from '@/features/admin-orders/api/ListOrders.generated';
import { GetBookDocument } from '@/features/books/api/GetBook.generated';
import { GetCartDocument } from '@/features/cart/api/GetCart.generated';
import { GetComplaintDocument } from '@/features/complaints/api/GetComplaint.generated';
import { ListMyComplaintsDocument } from '@/features/complaints/api/ListMyComplaints.generated';
import { GetOrderDocument } from '@/features/orders/api/GetOrder.generated';
import { ListMyOrdersDocument } from '@/features/orders/api/ListMyOrders.generated';
import { liveStatus } from '@/lib/live-status';
import { addressesMock, gqlAddress } from '@/test/address-fixtures';
import { gqlCart, gqlCartLine } from '@/test/cart-fixtures';
import { complaintPage, gqlComplaint } from '@/test/complaint-fixtures';
import { admin, gqlBook, signedIn } from '@/test/fixtures';
import { gqlOrder, orderNotesMock, orderPage } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { LIVE_OFF_TEXT } from './LiveStatusNote';

const ID = '64c3000000000000aabbccdd';
const any = () => true;
const always = Number.POSITIVE_INFINITY;

/** The order page's query, answered with `orders` in turn (the last one again after that); counts its calls. */
function orderMocks(...orders: ReturnType<typeof gqlOrder>[]) {
  let calls = 0;
  const fetched = jest.fn(() => ({ data: { order: orders[Math.min(++calls, orders.length) - 1] } }));
  const mock: MockLink.MockedResponse = {
    request: { query: GetOrderDocument, variables: { id: ID } },
    result: fetched,
    maxUsageCount: always,
  };
  return { fetched, mock };
}

const comeBack = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('Live updates off: one quiet line, and a refresh when the person comes back', () => {
  afterEach(() => act(() => liveStatus.set('idle')));

  it('shows nothing and fetches nothing more on focus while live updates work', async () => {
    liveStatus.set('on');
    const { fetched, mock } = orderMocks(gqlOrder({ id: ID }));
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [mock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' })).toBeInTheDocument();

    comeBack();
    await settle();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(LIVE_OFF_TEXT)).not.toBeInTheDocument();
  });

  it('says live updates are off in a status line, and refetches the order when the window regains focus', async () => {
    liveStatus.set('off');
    const pending = gqlOrder({ id: ID });
    const shipped = gqlOrder({
      id: ID,
      status: 'SHIPPED',
      statusHistory: [
        { status: 'PENDING', at: pending.orderedAt },
        { status: 'SHIPPED', at: '2025-03-06T09:15:00.000Z' },
      ],
    });
    const { fetched, mock } = orderMocks(pending, shipped);
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [mock] });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' });
    const line = screen.getByText(LIVE_OFF_TEXT);
    expect(line).toHaveAttribute('role', 'status');
    expect(within(heading.closest('header')!).getByText(LIVE_OFF_TEXT)).toBe(line);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(1);

    // Focus and becoming visible arrive together: one refetch for both.
    comeBack();
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(2));
    const current = () => screen.getAllByTestId('status-step').find((step) => step.getAttribute('aria-current'));
    await waitFor(() => expect(current()).toHaveTextContent('Shipped (current step)'));

    // A tab being hidden fetches nothing.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    Reflect.deleteProperty(document, 'visibilityState');
    await settle();
    expect(fetched).toHaveBeenCalledTimes(2);

    // Live again: the line goes, and coming back fetches nothing.
    act(() => liveStatus.set('on'));
    expect(screen.queryByText(LIVE_OFF_TEXT)).not.toBeInTheDocument();
    comeBack();
    await settle();
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  describe('on every screen that live updates keep fresh', () => {
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

    const order = gqlOrder({ id: ID });
    const book = gqlBook({ title: 'Dune', stock: 3 });
    const complaint = gqlComplaint({ title: 'Parcel lost' });
    const dashboard = {
      __typename: 'Dashboard' as const,
      totals: {
        __typename: 'DashboardTotals' as const,
        books: 1,
        orders: 1,
        revenue: 10,
        pending: 1,
        completed: 0,
        cancelled: 0,
        averageOrderValue: 10,
      },
      recentOrders: [],
      revenueByDay: [],
      lowStock: [],
      lowStockCount: 0,
      lowStockThreshold: 3,
    };
    const stats = {
      __typename: 'ComplaintStats' as const,
      total: 1,
      pending: 1,
      inProgress: 0,
      resolved: 0,
      closed: 0,
      overdue: 0,
    };
    const mock = (query: MockLink.MockedResponse['request']['query'], data: unknown, variables: unknown = any) =>
      ({ request: { query, variables }, result: { data }, maxUsageCount: always }) as MockLink.MockedResponse;

    it.each([
      ['my orders', '/orders', 'shopper', [mock(ListMyOrdersDocument, { myOrders: orderPage([order]) })]],
      ['an order', `/orders/${ID}`, 'shopper', [mock(GetOrderDocument, { order })]],
      ['a book', `/books/${book.id}`, 'shopper', [mock(GetBookDocument, { book }), addressesMock([gqlAddress()])]],
      [
        'the cart',
        '/cart',
        'shopper',
        [mock(GetCartDocument, { cart: gqlCart([gqlCartLine(book, 1)]) }), addressesMock([gqlAddress()])],
      ],
      [
        'my complaints',
        '/complaints',
        'shopper',
        [mock(ListMyComplaintsDocument, { myComplaints: complaintPage([complaint]) })],
      ],
      ['a complaint', `/complaint/${complaint.id}`, 'shopper', [mock(GetComplaintDocument, { complaint })]],
      ['the dashboard', '/admin', 'admin', [mock(GetDashboardDocument, { dashboard })]],
      [
        'the orders to manage',
        '/admin/orders',
        'admin',
        [mock(ListOrdersDocument, { orders: orderPage([order]) }), mock(GetOrderTotalsDocument, { dashboard })],
      ],
      ['an order to manage', `/admin/orders/${ID}`, 'admin', [mock(GetOrderDocument, { order }), orderNotesMock(ID)]],
      [
        'the complaints to manage',
        '/admin/complaints',
        'admin',
        [
          mock(ListAdminComplaintsDocument, { complaints: complaintPage([complaint]) }),
          mock(GetComplaintStatsDocument, { complaintStats: stats }),
        ],
      ],
      [
        'a complaint to answer',
        `/admin/complaint/${complaint.id}`,
        'admin',
        [mock(GetAdminComplaintDocument, { complaint })],
      ],
    ] as const)('says so once on %s (%s)', async (_name, at, role, mocks) => {
      liveStatus.set('off');
      renderApp({ at, session: signedIn(role === 'admin' ? admin : undefined), mocks: [...mocks] });
      expect(await screen.findAllByText(LIVE_OFF_TEXT)).toHaveLength(1);
      // The screen itself is there, with its data.
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
