import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { PaymentState } from '@/gql/graphql';
import { admin, signedIn } from '@/test/fixtures';
import { gqlOrder, gqlPayment, type GqlOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { UpdateOrderPaymentDocument } from '../api/UpdateOrderPayment.generated';
import { PaymentActions } from './PaymentActions';

const ID = '64c3000000000000aabbccdd';

const recordMock = (state: PaymentState, result: object) => ({
  request: { query: UpdateOrderPaymentDocument, variables: { id: ID, state } },
  result: jest.fn(() => result),
});

const answered = (order: GqlOrder, message: string) => ({
  data: { updateOrderPayment: { __typename: 'OrderPayload' as const, message, order } },
});

const renderActions = (order: GqlOrder, mocks: unknown[]) =>
  renderApp({
    mocks: mocks as never[],
    session: signedIn(admin),
    routes: [{ path: '/', element: <PaymentActions order={order} /> }],
  });

describe("The admin's payment actions", () => {
  it('marks an order paid once confirmed, naming the order and the amount', async () => {
    const user = userEvent.setup();
    const order = gqlOrder({ id: ID, payment: gqlPayment({ canMarkPaid: true }) });
    const paid = { ...order, payment: gqlPayment({ state: 'PAID', paidAmount: order.totalAmount }) };
    const record = recordMock('PAID', answered(paid, 'Order marked paid'));
    renderActions(order, [record]);

    expect(screen.queryByRole('button', { name: 'Mark refunded' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark paid' });
    expect(dialog).toHaveTextContent('Record that $12.50 for order #aabbccdd was received today?');
    expect(record.result).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Order marked paid')).toBeInTheDocument();
    expect(record.result).toHaveBeenCalledTimes(1);
  });

  it("marks a refund due refunded, and tells the server's refusal", async () => {
    const user = userEvent.setup();
    const order = gqlOrder({
      id: ID,
      status: 'CANCELLED',
      payment: gqlPayment({ state: 'REFUND_DUE', refundAmount: 12.5, canMarkRefunded: true }),
    });
    const message = 'The order changed meanwhile and was not marked refunded: please look at it again.';
    const record = recordMock('REFUNDED', {
      errors: [new GraphQLError(message, { extensions: { code: 'PAYMENT_NOT_CHANGEABLE' } })],
    });
    renderActions(order, [record]);

    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark refunded' }));
    await user.click(screen.getByRole('button', { name: 'Mark Refunded' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(record.result).toHaveBeenCalledTimes(1);
  });

  it('offers nothing when the server says neither is allowed', async () => {
    renderActions(gqlOrder({ id: ID }), []);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
