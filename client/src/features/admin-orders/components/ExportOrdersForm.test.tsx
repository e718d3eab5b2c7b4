import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/errors';
import { downloadFile } from '@/lib/rest';
import { GetOrderTotalsDocument } from '../api/GetOrderTotals.generated';
import { ListOrdersDocument } from '../api/ListOrders.generated';
import { defaultExportRange, ordersExportSchema } from '../export-validation';
import { admin, signedIn } from '@/test/fixtures';
import { orderPage } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

jest.mock('@/lib/rest', () => ({ ...jest.requireActual('@/lib/rest'), downloadFile: jest.fn() }));
const download = jest.mocked(downloadFile);

async function renderOrders() {
  const totals = { __typename: 'DashboardTotals' as const, orders: 0, revenue: 0, pending: 0, cancelled: 0 };
  renderApp({
    at: '/admin/orders',
    session: signedIn(admin),
    mocks: [
      {
        request: { query: ListOrdersDocument, variables: { search: '', first: 20 } },
        result: { data: { orders: orderPage([]) } },
      },
      {
        request: { query: GetOrderTotalsDocument },
        result: { data: { dashboard: { __typename: 'Dashboard' as const, totals } } },
      },
    ],
  });
  await screen.findByText('No orders found');
  return within(screen.getByRole('form', { name: 'Export orders' }));
}

async function setDay(field: HTMLElement, value: string) {
  const user = userEvent.setup();
  await user.clear(field);
  if (value) await user.type(field, value);
  return user;
}

beforeEach(() => download.mockReset());

describe('Orders CSV export', () => {
  it('defaults to the first day of the month to today', async () => {
    expect(defaultExportRange(new Date('2025-03-17T23:30:00Z'))).toEqual({ from: '2025-03-01', to: '2025-03-17' });
    const form = await renderOrders();
    const { from, to } = defaultExportRange();
    expect(form.getByLabelText(/^From/)).toHaveValue(from);
    expect(form.getByLabelText(/^To/)).toHaveValue(to);
  });

  it('refuses a missing day, or From after To, without downloading', async () => {
    expect(ordersExportSchema.safeParse({ from: '2025-03-02', to: '2025-03-01' }).success).toBe(false);
    expect(ordersExportSchema.safeParse({ from: '2025-03-01', to: '2025-03-01' }).success).toBe(true);

    const form = await renderOrders();
    const user = await setDay(form.getByLabelText(/^To/), '');
    await user.click(form.getByRole('button', { name: 'Export CSV' }));
    expect(await form.findByText('To date is required')).toBeInTheDocument();
    expect(form.getByLabelText(/^To/)).toHaveFocus();
    expect(form.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');

    await setDay(form.getByLabelText(/^To/), '2025-03-01');
    await setDay(form.getByLabelText(/^From/), '2025-03-02');
    await user.click(form.getByRole('button', { name: 'Export CSV' }));
    expect(await form.findByText('From must be on or before To')).toBeInTheDocument();
    expect(form.getByLabelText(/^From/)).toHaveFocus();
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads the chosen days, showing that it is busy meanwhile', async () => {
    let finish!: () => void;
    download.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = await renderOrders();
    await setDay(form.getByLabelText(/^From/), '2025-02-01');
    const user = await setDay(form.getByLabelText(/^To/), '2025-02-28');
    await user.click(form.getByRole('button', { name: 'Export CSV' }));

    expect(await form.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    expect(download).toHaveBeenCalledWith(
      '/admin/orders/export?from=2025-02-01&to=2025-02-28',
      'orders-2025-02-01-to-2025-02-28.csv',
    );
    finish();
    await waitFor(() => expect(form.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  });

  it("toasts the server's reason when the export is refused", async () => {
    download.mockRejectedValue(new ApiError(403, 'Access denied'));
    const form = await renderOrders();
    await userEvent.setup().click(form.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
