import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetOrderDocument } from '@/features/orders/api/GetOrder.generated';
import { downloadFile } from '@/lib/rest';
import { admin, signedIn } from '@/test/fixtures';
import { gqlOrder, orderNotesMock, orderPage, type GqlOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { GetOrderTotalsDocument } from '../api/GetOrderTotals.generated';
import { ListOrdersDocument } from '../api/ListOrders.generated';

jest.mock('@/lib/rest', () => ({ ...jest.requireActual('@/lib/rest'), downloadFile: jest.fn() }));
const download = jest.mocked(downloadFile);

const IDS = ['64c3000000000000aaaa0001', '64c3000000000000aaaa0002', '64c3000000000000aaaa0003'];

const listMock = (orders: GqlOrder[]) => ({
  request: { query: ListOrdersDocument, variables: { search: '', first: 20 } },
  result: { data: { orders: orderPage(orders) } },
});
const totalsMock = {
  request: { query: GetOrderTotalsDocument },
  result: {
    data: {
      dashboard: {
        __typename: 'Dashboard' as const,
        totals: { __typename: 'DashboardTotals' as const, orders: 3, revenue: 30, pending: 3, cancelled: 0 },
      },
    },
  },
};

describe('Admin orders: packing slips, and the customer behind an order', () => {
  beforeEach(() => download.mockReset().mockResolvedValue(undefined));

  it('ticks orders from the keyboard and downloads their slips as one PDF, in the list’s order', async () => {
    const user = userEvent.setup();
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock(IDS.map((id) => gqlOrder({ id }))), totalsMock],
    });

    const action = await screen.findByRole('button', { name: 'Packing slips (0)' });
    expect(action).toBeDisabled();
    const third = screen.getByRole('checkbox', { name: 'Select order #aaaa0003' });
    third.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Select order #aaaa0001' }));
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('button', { name: 'Packing slips (2)' }));
    expect(download).toHaveBeenCalledWith(
      `/admin/orders/packing-slips?ids=${IDS[0]},${IDS[2]}`,
      'packing-slips-2-orders.pdf',
    );
  });

  it('selects and clears every order on the page with "Select all on this page"', async () => {
    const user = userEvent.setup();
    renderApp({
      at: '/admin/orders',
      session: signedIn(admin),
      mocks: [listMock(IDS.map((id) => gqlOrder({ id }))), totalsMock],
    });
    const all = await screen.findByRole('checkbox', { name: 'Select all on this page' });
    await user.click(all);
    for (const row of screen.getAllByTestId('admin-order-row')) {
      expect(within(row).getByRole('checkbox')).toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: 'Packing slips (3)' }));
    expect(download).toHaveBeenCalledWith(
      `/admin/orders/packing-slips?ids=${IDS.join(',')}`,
      'packing-slips-3-orders.pdf',
    );

    await user.click(all);
    expect(screen.getByRole('button', { name: 'Packing slips (0)' })).toBeDisabled();
  });

  it("downloads one order's slip from the admin's order page, and toasts a failure", async () => {
    const order = gqlOrder({ id: IDS[0] });
    const user = userEvent.setup();
    renderApp({
      at: `/admin/orders/${IDS[0]}`,
      session: signedIn(admin),
      mocks: [
        { request: { query: GetOrderDocument, variables: { id: IDS[0] } }, result: { data: { order } } },
        orderNotesMock(IDS[0]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Packing slip' }));
    expect(download).toHaveBeenCalledWith(`/admin/orders/${IDS[0]}/packing-slip`, 'packing-slip.pdf');

    download.mockRejectedValueOnce(new Error('Network down'));
    await user.click(screen.getByRole('button', { name: 'Packing slip' }));
    expect(await screen.findByText('The packing slip could not be downloaded')).toBeInTheDocument();
  });

  it("links the customer's name on the admin's order page to their customer page", async () => {
    const customer = { id: '64d000000000000000000009', name: 'Ada Reader', email: 'ada@example.com' };
    const order = gqlOrder({ id: IDS[1], customer });
    renderApp({
      at: `/admin/orders/${IDS[1]}`,
      session: signedIn(admin),
      mocks: [
        { request: { query: GetOrderDocument, variables: { id: IDS[1] } }, result: { data: { order } } },
        orderNotesMock(IDS[1]),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Ada Reader' })).toHaveAttribute(
      'href',
      `/admin/customers/${customer.id}`,
    );
  });
});
