import { screen, within } from '@testing-library/react';
import { shopper, signedIn } from '@/test/fixtures';
import { gqlOrder, gqlPayment, type GqlOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { OrderPayment } from './OrderPayment';

const renderPayment = (order: GqlOrder) =>
  renderApp({ session: signedIn(shopper), routes: [{ path: '/', element: <OrderPayment order={order} /> }] });

const bankDetails = {
  __typename: 'OrderBankDetails' as const,
  holder: 'Bookstore Ltd',
  account: 'GB33 BUKB 2020 1555 5555 55',
  bank: 'Booktown Bank',
  notes: 'BIC BUKBGB22',
};

describe("An order's payment", () => {
  it('shows a bank transfer awaiting payment with the account to pay and the reference to quote', () => {
    renderPayment(
      gqlOrder({
        payment: gqlPayment({
          method: 'bank-transfer',
          methodName: 'Bank transfer',
          reference: 'AABBCCDD',
          bankDetails,
        }),
      }),
    );
    const card = screen.getByRole('region', { name: 'Payment' });
    expect(within(card).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(card).getByText('Bank transfer')).toBeInTheDocument();
    const details = within(card).getByTestId('bank-details');
    expect(details).toHaveTextContent('Please transfer $12.50 to the account below, quoting the reference.');
    expect(details).toHaveTextContent('Account (IBAN)GB33 BUKB 2020 1555 5555 55');
    expect(details).toHaveTextContent('ReferenceAABBCCDD');
    expect(details).toHaveTextContent('BIC BUKBGB22');
  });

  it('shows when it was paid and a refund due, without the account once paid', () => {
    renderPayment(
      gqlOrder({
        status: 'CANCELLED',
        payment: gqlPayment({
          method: 'bank-transfer',
          methodName: 'Bank transfer',
          state: 'REFUND_DUE',
          bankDetails,
          paidAt: '2025-03-06T09:00:00.000Z',
          paidAmount: 12.5,
          refundAmount: 12.5,
          refundDueAt: '2025-03-07T09:00:00.000Z',
        }),
      }),
    );
    const card = screen.getByRole('region', { name: 'Payment' });
    expect(within(card).getAllByText('Refund due')).toHaveLength(2); // the badge, and the amount's term
    expect(within(card).getByText('Paid').nextElementSibling).toHaveTextContent('$12.50 on');
    expect(within(card).getByText('Refund due', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$12.50');
    expect(within(card).queryByTestId('bank-details')).not.toBeInTheDocument();
  });
});
