import { screen, waitFor, within } from '@testing-library/react';
import { GetOrderDocument } from '@/features/orders/api/GetOrder.generated';
import { MyOrderUpdatedDocument } from '@/features/orders/api/MyOrderUpdated.generated';
import { admin, signedIn } from '@/test/fixtures';
import { liveEvent } from '@/test/live-mocks';
import { gqlOrder, gqlPayment, type GqlOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { OrderPayment } from './OrderPayment';

const ID = '64c3000000000000aabbcc11';
const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1b2';
const card = (overrides: Parameters<typeof gqlPayment>[0] = {}) =>
  gqlPayment({ method: 'card', methodName: 'Card', checkoutUrl: CHECKOUT_URL, ...overrides });
const orderMock = (order: GqlOrder) => ({
  request: { query: GetOrderDocument, variables: { id: order.id } },
  result: { data: { order } },
});

describe("A card order's page", () => {
  it('says "Payment pending" when the shopper is back from Stripe, then "Paid" once the live update says so', async () => {
    const awaiting = gqlOrder({ id: ID, payment: card() });
    const paid = gqlOrder({
      id: ID,
      payment: card({ state: 'PAID', checkoutUrl: null, paidAt: '2025-03-06T09:00:00.000Z', paidAmount: 12.5 }),
    });
    renderApp({
      at: `/orders/${ID}?payment=return`,
      session: signedIn(),
      mocks: [orderMock(awaiting), liveEvent(MyOrderUpdatedDocument, { myOrderUpdated: paid }, { delay: 400 })],
    });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('status')).toHaveTextContent(
      'Payment pendingStripe is confirming your card payment of $12.50; this page shows it as soon as it does.',
    );
    expect(within(payment).queryByRole('link', { name: 'Pay by card' })).not.toBeInTheDocument();

    await waitFor(() => expect(within(payment).queryByText('Payment pending')).not.toBeInTheDocument());
    expect(within(payment).getByText('Paid', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$12.50 on');
    expect(within(payment).getAllByText('Paid')).toHaveLength(2); // the badge, and the amount's term
  });

  it("links a card order not yet paid to Stripe's page when the shopper did not come back from it", async () => {
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(gqlOrder({ id: ID, payment: card() }))] });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('link', { name: 'Pay by card' })).toHaveAttribute('href', CHECKOUT_URL);
    expect(within(payment).queryByText('Payment pending')).not.toBeInTheDocument();
  });

  it('shows the admin a card refund that failed and is being retried, with its reason', () => {
    const order = gqlOrder({
      id: ID,
      status: 'CANCELLED',
      payment: card({
        state: 'REFUND_DUE',
        checkoutUrl: null,
        paidAt: '2025-03-06T09:00:00.000Z',
        paidAmount: 12.5,
        refundAmount: 12.5,
        refundDueAt: '2025-03-07T09:00:00.000Z',
        refundError: 'Could not reach Stripe',
      }),
    });
    renderApp({ session: signedIn(admin), routes: [{ path: '/', element: <OrderPayment order={order} /> }] });
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText(/Refund failed, retrying:/).parentElement).toHaveTextContent(
      'Refund failed, retrying: Could not reach Stripe',
    );
  });
});
