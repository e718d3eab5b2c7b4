import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetOrderDocument } from '../api/GetOrder.generated';
import { downloadFile } from '@/lib/rest';
import { deferred } from '@/test/fetch-mock';
import { admin, signedIn } from '@/test/fixtures';
import { gqlInvoiceSummary, gqlOrder, orderNotesMock, type GqlOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

jest.mock('@/lib/rest', () => ({ ...jest.requireActual('@/lib/rest'), downloadFile: jest.fn() }));
const download = jest.mocked(downloadFile);

const ID = '64c3000000000000aabbccdd';
const orderMock = (order: GqlOrder) => ({
  request: { query: GetOrderDocument, variables: { id: order.id } },
  result: { data: { order } },
});

describe('Invoice downloads on the order pages', () => {
  beforeEach(() => download.mockReset());

  it("downloads the shopper's invoice and credit note from their own routes, the button waiting meanwhile", async () => {
    const order = gqlOrder({
      id: ID,
      status: 'CANCELLED',
      invoice: gqlInvoiceSummary(ID, '2026-000123', 'user'),
      creditNote: gqlInvoiceSummary(ID, 'C-2026-000007', 'user', 'credit-note'),
    });
    const pending = deferred<void>();
    download.mockReturnValueOnce(pending.promise).mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order)] });

    const invoice = await screen.findByRole('button', { name: 'Download invoice 2026-000123' });
    await user.click(invoice);
    expect(download).toHaveBeenCalledWith(`/user/orders/${ID}/invoice`, 'invoice-2026-000123.pdf');
    expect(invoice).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Download credit note C-2026-000007' }));
    expect(download).toHaveBeenCalledTimes(1); // one download at a time
    pending.resolve();
    await waitFor(() => expect(invoice).toHaveAttribute('aria-busy', 'false'));

    await user.click(screen.getByRole('button', { name: 'Download credit note C-2026-000007' }));
    expect(download).toHaveBeenLastCalledWith(`/user/orders/${ID}/credit-note`, 'credit-note-C-2026-000007.pdf');
  });

  it("downloads from the admin's route on the admin's page", async () => {
    const order = gqlOrder({ id: ID, invoice: gqlInvoiceSummary(ID, '2026-000124', 'admin') });
    download.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderApp({ at: `/admin/orders/${ID}`, session: signedIn(admin), mocks: [orderMock(order), orderNotesMock(ID)] });

    await user.click(await screen.findByRole('button', { name: 'Download invoice 2026-000124' }));
    expect(download).toHaveBeenCalledWith(`/admin/orders/${ID}/invoice`, 'invoice-2026-000124.pdf');
    expect(screen.queryByRole('button', { name: /credit note/ })).not.toBeInTheDocument();
  });

  it('offers nothing before the invoice is issued', async () => {
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(gqlOrder({ id: ID }))] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download invoice/ })).not.toBeInTheDocument();
  });

  it('asks for an order placed a moment ago again until its invoice is issued, then offers it', async () => {
    const justNow = new Date().toISOString();
    const placed = gqlOrder({ id: ID, orderedAt: justNow });
    const issued = gqlOrder({ id: ID, orderedAt: justNow, invoice: gqlInvoiceSummary(ID, '2026-000126', 'user') });
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(placed), orderMock(issued)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download invoice/ })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Download invoice 2026-000126' }, { timeout: 3000 }),
    ).toBeVisible();
  });

  it('toasts "The invoice could not be downloaded" when the download fails', async () => {
    const order = gqlOrder({ id: ID, invoice: gqlInvoiceSummary(ID, '2026-000125', 'user') });
    download.mockRejectedValue(new Error('Network down'));
    const user = userEvent.setup();
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order)] });
    await user.click(await screen.findByRole('button', { name: 'Download invoice 2026-000125' }));
    expect(await screen.findByText('The invoice could not be downloaded')).toBeInTheDocument();
  });
});
