import { screen, within } from '@testing-library/react';
import { GetOrderDocument } from '../api/GetOrder.generated';
import { admin, signedIn } from '@/test/fixtures';
import { gqlOrder, gqlOrderLine, gqlTotals, orderNotesMock, type GqlOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const ID = '64c3000000000000aabbccdd';

function orderMock(order: GqlOrder) {
  return { request: { query: GetOrderDocument, variables: { id: order.id } }, result: { data: { order } } };
}

/** The breakdown's rows as "label: amount", in order. */
async function breakdownRows() {
  const group = await screen.findByRole('group', { name: 'Order total' });
  return within(group)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

const withBreakdown = () =>
  gqlOrder({
    id: ID,
    lines: [gqlOrderLine({ title: 'Dune', price: 12.5, quantity: 2 })],
    totals: gqlTotals({
      subtotal: 25,
      discount: 2.5,
      discountCode: 'SUMMER10',
      shipping: 4.95,
      shippingMethod: { id: '64d000000000000000000001', name: 'Standard', collection: false },
      tax: 2.41,
      taxLines: [{ rate: 8.875, appliesTo: ['books', 'shipping'], base: 27.45, amount: 2.41 }],
      total: 29.86,
    }),
  });

describe("An order's breakdown", () => {
  it("shows the shopper the order's subtotal, discount with its code, delivery method, tax and total", async () => {
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(withBreakdown())] });
    expect(await breakdownRows()).toEqual([
      'Subtotal: $25.00',
      'Discount (SUMMER10): −$2.50',
      'Shipping (Standard): $4.95',
      'Tax 8.875 %: $2.41',
      'Total: $29.86',
    ]);
    expect(screen.getByText('Placed on').closest('dl')).toHaveTextContent('$29.86');
  });

  it('shows the admin the same breakdown, tax included in the prices and collection free', async () => {
    const order = gqlOrder({
      id: ID,
      lines: [gqlOrderLine({ price: 30, quantity: 1 })],
      totals: gqlTotals({
        subtotal: 30,
        shippingMethod: { id: 'collect', name: 'Collect in store', collection: true },
        tax: 5,
        taxIncluded: true,
        taxLines: [{ rate: 20, appliesTo: ['books'], base: 30, amount: 5 }],
        total: 30,
      }),
    });
    renderApp({ at: `/admin/orders/${ID}`, session: signedIn(admin), mocks: [orderMock(order), orderNotesMock(ID)] });
    expect(await breakdownRows()).toEqual([
      'Subtotal: $30.00',
      'Collect in store: Free',
      'incl. VAT 20 %: $5.00',
      'Total: $30.00',
    ]);
  });

  it('shows an order placed before the breakdown as its books: subtotal and total alike, no delivery or tax', async () => {
    const order = gqlOrder({ id: ID, lines: [gqlOrderLine({ price: 10.5, quantity: 2 })] });
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order)] });
    expect(await breakdownRows()).toEqual(['Subtotal: $21.00', 'Total: $21.00']);
  });
});
