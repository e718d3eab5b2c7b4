import { screen, waitFor, within } from '@testing-library/react';
import { GetDashboardDocument } from '../api/GetDashboard.generated';
import { admin, gqlBook, signedIn } from '@/test/fixtures';
import { gqlOrder, gqlOrderLine } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const today = new Date().toISOString().slice(0, 10);

function dashboard(
  overrides: {
    recentOrders?: ReturnType<typeof gqlOrder>[];
    lowStock?: ReturnType<typeof gqlBook>[];
    lowStockCount?: number;
    totals?: Partial<{ orders: number; revenue: number; pending: number; completed: number; cancelled: number }>;
  } = {},
) {
  return {
    __typename: 'Dashboard' as const,
    totals: {
      __typename: 'DashboardTotals' as const,
      books: 42,
      orders: 7,
      revenue: 1234.5,
      pending: 2,
      completed: 5,
      cancelled: 1,
      averageOrderValue: 176.36,
      ...overrides.totals,
    },
    recentOrders: overrides.recentOrders ?? [],
    revenueByDay: [{ __typename: 'DailyRevenue' as const, date: today, revenue: 99.5, orders: 3 }],
    lowStock: overrides.lowStock ?? [],
    lowStockCount: overrides.lowStockCount ?? overrides.lowStock?.length ?? 0,
    lowStockThreshold: 3,
  };
}

function dashboardMock(data: ReturnType<typeof dashboard>) {
  return { request: { query: GetDashboardDocument }, result: { data: { dashboard: data } } };
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('Admin dashboard', () => {
  beforeAll(() => {
    Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'ResizeObserver');
  });

  it('shows the totals, quick actions and system overview', async () => {
    renderApp({ at: '/admin', session: signedIn(admin), mocks: [dashboardMock(dashboard())] });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const value = (label: string, scope = totals) => within(scope).getByText(label).nextElementSibling;
    expect(value('Total Books')).toHaveTextContent('42');
    expect(value('Orders (not cancelled)')).toHaveTextContent('7');
    expect(value('Total Revenue')).toHaveTextContent('$1,234.50');
    expect(value('Pending Orders')).toHaveTextContent('2');

    const actions = screen.getByRole('navigation', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Manage Books' })).toHaveAttribute('href', '/admin/books');
    expect(within(actions).getByRole('link', { name: 'Add Book' })).toHaveAttribute('href', '/admin/books/add');
    expect(within(actions).getByRole('link', { name: 'Manage Orders' })).toHaveAttribute('href', '/admin/orders');
    expect(within(actions).getByRole('link', { name: 'Complaints' })).toHaveAttribute('href', '/admin/complaints');
    expect(within(actions).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/admin/activity');

    const overview = screen.getByRole('region', { name: 'System Overview' });
    expect(value('Books in inventory', overview)).toHaveTextContent('42');
    expect(value('Shipped or delivered', overview)).toHaveTextContent('5');
    expect(value('Average order value', overview)).toHaveTextContent('$176.36');
  });

  it('labels each order figure for what it counts: a cancelled order apart, a shipped one not called completed', async () => {
    // The store: one pending, one shipped (not yet delivered) and one cancelled order, as the server counts them.
    const orders = [
      gqlOrder({ status: 'CANCELLED', lines: [gqlOrderLine({ price: 8 })] }),
      gqlOrder({ status: 'SHIPPED', lines: [gqlOrderLine({ price: 10 })] }),
      gqlOrder({ status: 'PENDING', lines: [gqlOrderLine({ price: 20 })] }),
    ];
    renderApp({
      at: '/admin',
      session: signedIn(admin),
      mocks: [
        dashboardMock(
          dashboard({
            recentOrders: orders,
            totals: { orders: 2, revenue: 30, pending: 1, completed: 1, cancelled: 1 },
          }),
        ),
      ],
    });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const overview = screen.getByRole('region', { name: 'System Overview' });
    const value = (label: string, scope: HTMLElement) => within(scope).getByText(label).nextElementSibling;
    expect(await screen.findAllByTestId('recent-order')).toHaveLength(3);
    expect(value('Orders (not cancelled)', totals)).toHaveTextContent('2');
    expect(value('Pending Orders', totals)).toHaveTextContent('1');
    expect(value('Shipped or delivered', overview)).toHaveTextContent('1');
    expect(value('Cancelled orders', overview)).toHaveTextContent('1');
    // No figure claims more than it counts.
    expect(screen.queryByText('Total Orders')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Completed/)).not.toBeInTheDocument();
  });

  it("lists the 5 most recent orders with their status and links to the admin's order page", async () => {
    const orders = Array.from({ length: 6 }, (_, i) =>
      gqlOrder({
        id: `64c30000000000000000000${i}`,
        status: i === 0 ? 'SHIPPED' : 'PENDING',
        lines: [gqlOrderLine({ price: 10 + i })],
      }),
    );
    renderApp({ at: '/admin', session: signedIn(admin), mocks: [dashboardMock(dashboard({ recentOrders: orders }))] });
    const recent = await screen.findAllByTestId('recent-order');
    expect(recent).toHaveLength(5);
    expect(within(recent[0]).getByRole('link', { name: 'Order #00000000' })).toHaveAttribute(
      'href',
      `/admin/orders/${orders[0].id}`,
    );
    expect(within(recent[0]).getByText('Shipped')).toBeInTheDocument();
    expect(within(recent[0]).getByText('$10.00')).toBeInTheDocument();
    expect(within(recent[0]).getByText(/Ada Reader/)).toBeInTheDocument();
  });

  it('lists the low-stock books with links to their edit pages', async () => {
    const out = gqlBook({ title: 'Gone', stock: 0 });
    const low = gqlBook({ title: 'Nearly', stock: 2 });
    renderApp({ at: '/admin', session: signedIn(admin), mocks: [dashboardMock(dashboard({ lowStock: [out, low] }))] });
    const section = await screen.findByRole('region', { name: 'Low Stock' });
    expect(within(section).getByText('Books with 3 or fewer copies left.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Edit Gone' })).toHaveAttribute(
      'href',
      `/admin/books/edit/${out.id}`,
    );
    expect(within(section).getByText('Out of stock')).toBeInTheDocument();
    expect(within(section).getByText('2 left')).toBeInTheDocument();
    // The list is complete: no "+N more".
    expect(within(section).queryByRole('link', { name: /more/ })).not.toBeInTheDocument();
  });

  it('says how many more books are low in stock than it lists, with a link to them all', async () => {
    const listed = Array.from({ length: 10 }, (_, i) => gqlBook({ title: `Low ${i}`, stock: i % 3 }));
    renderApp({
      at: '/admin',
      session: signedIn(admin),
      mocks: [dashboardMock(dashboard({ lowStock: listed, lowStockCount: 14 }))],
    });
    const section = await screen.findByRole('region', { name: 'Low Stock' });
    expect(within(section).getAllByTestId('low-stock-book')).toHaveLength(10);
    expect(within(section).getByRole('link', { name: '+4 more books low in stock' })).toHaveAttribute(
      'href',
      '/admin/books?stock=low',
    );
  });

  it('charts revenue per day for the last 30 days, with the figures as a table for screen readers', async () => {
    const { container } = renderApp({ at: '/admin', session: signedIn(admin), mocks: [dashboardMock(dashboard())] });
    const section = await screen.findByRole('region', { name: 'Revenue, last 30 days' });
    expect(within(section).getByText('$99.50 from 3 orders')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Revenue per day' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(30);
    expect(bodyRows[29]).toHaveTextContent('$99.50');
    expect(bodyRows[0]).toHaveTextContent('$0.00');
    // The chart itself arrives from its own lazily loaded module.
    await waitFor(() =>
      expect(container.querySelector('[data-testid=revenue-chart] .recharts-responsive-container')).not.toBeNull(),
    );
  });

  it("toasts 'Failed to fetch dashboard data' and offers a retry when it cannot be loaded", async () => {
    renderApp({
      at: '/admin',
      session: signedIn(admin),
      mocks: [{ request: { query: GetDashboardDocument }, error: new TypeError('Failed to fetch') }],
    });
    expect(await screen.findByText('Failed to fetch dashboard data')).toBeInTheDocument();
    expect(screen.getByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a shopper to the home page', async () => {
    const { router } = renderApp({ at: '/admin', session: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
