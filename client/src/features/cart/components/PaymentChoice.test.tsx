import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GetOrderDocument } from '@/features/orders/api/GetOrder.generated';
import { PlaceCartOrderDocument } from '../api/PlaceCartOrder.generated';
import { addressesMock, gqlAddress } from '@/test/address-fixtures';
import {
  cartMock,
  gqlCart,
  gqlCartLine,
  gqlPaymentOption,
  gqlQuote,
  quoteMock,
  gqlPlacedOrder,
} from '@/test/cart-fixtures';
import { gqlBook, shopper, signedIn } from '@/test/fixtures';
import { gqlOrder, gqlTotals } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { payByCard } from '../card-payment';

jest.mock('../card-payment', () => ({ payByCard: jest.fn() }));
const toStripe = jest.mocked(payByCard);

const dune = gqlBook({ title: 'Dune', price: 9.99, stock: 5 });
const cart = gqlCart([gqlCartLine(dune, 1)]);
const home = gqlAddress({ isDefault: true });
const ORDER_ID = '64c3000000000000000000d7';

/** The shop offers bank transfer first, then pay on delivery (the admin's order). */
const quote = gqlQuote({
  totals: gqlTotals({ subtotal: 9.99 }),
  paymentMethods: [gqlPaymentOption('bank-transfer'), gqlPaymentOption('on-delivery')],
});

function placed(paymentMethod: string, result: object) {
  return {
    request: {
      query: PlaceCartOrderDocument,
      variables: {
        addressId: home.id,
        shippingMethodId: 'collect',
        discountCode: null,
        expectedTotal: 9.99,
        paymentMethod,
      },
    },
    result: jest.fn(() => result),
  };
}

const success = {
  data: {
    placeOrder: {
      __typename: 'OrderPayload' as const,
      message: 'Order placed successfully!',
      order: gqlPlacedOrder(ORDER_ID),
    },
  },
};

function renderCart(mocks: unknown[], offered = quote) {
  return renderApp({
    at: '/cart',
    session: signedIn(shopper),
    mocks: [
      cartMock(cart, { maxUsageCount: 2 }),
      addressesMock([home]),
      quoteMock(offered),
      {
        request: { query: GetOrderDocument, variables: { id: ORDER_ID } },
        result: { data: { order: gqlOrder({ id: ORDER_ID }) } },
      },
      ...(mocks as never[]),
    ],
  });
}

async function review(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Place Order' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm your order' });
  const confirm = within(dialog).getByRole('button', { name: 'Confirm order' });
  await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'false'));
  return { dialog, confirm, payment: within(dialog).getByRole('group', { name: 'Payment' }) };
}

describe('Checkout: the payment method', () => {
  it("offers the shop's methods in its order, the first chosen, and places the order with the one picked by keyboard", async () => {
    const user = userEvent.setup();
    const order = placed('on-delivery', success);
    renderCart([order]);
    const { confirm, payment } = await review(user);

    const radios = within(payment).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Bank transferTransfer the total to our bank account; we ship once it arrives.',
      'Pay on delivery or in storePay when your books arrive, or when you collect them.',
    ]);
    expect(radios[0]).toBeChecked();
    radios[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(within(payment).getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();

    await user.click(confirm);
    await waitFor(() => expect(order.result).toHaveBeenCalledTimes(1));
  });

  it('places a bank transfer when it stays chosen, and tells a method no longer offered in the review', async () => {
    const user = userEvent.setup();
    const message = 'Bank transfer is not available at the moment: please choose another payment method';
    const refused = placed('bank-transfer', {
      errors: [new GraphQLError(message, { extensions: { code: 'PAYMENT_METHOD_UNAVAILABLE' } })],
    });
    renderCart([refused, quoteMock(quote)]);
    const { dialog, confirm } = await review(user);
    await user.click(confirm);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(refused.result).toHaveBeenCalledTimes(1);
  });

  it("places a card order and sends the shopper to Stripe's payment page for it", async () => {
    const user = userEvent.setup();
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_a1b2';
    const order = placed('card', {
      data: {
        placeOrder: { ...success.data.placeOrder, order: gqlPlacedOrder(ORDER_ID, checkoutUrl) },
      },
    });
    renderCart(
      [order],
      gqlQuote({
        totals: gqlTotals({ subtotal: 9.99 }),
        paymentMethods: [gqlPaymentOption('on-delivery'), gqlPaymentOption('card')],
      }),
    );
    const { confirm, payment } = await review(user);
    await user.click(within(payment).getByRole('radio', { name: /^Card/ }));
    await user.click(confirm);
    await waitFor(() => expect(toStripe).toHaveBeenCalledWith(checkoutUrl));
    expect(order.result).toHaveBeenCalledTimes(1);
  });

  it('sends no other order to Stripe', async () => {
    const user = userEvent.setup();
    const order = placed('bank-transfer', success);
    renderCart([order]);
    const { confirm } = await review(user);
    await user.click(confirm);
    await waitFor(() => expect(order.result).toHaveBeenCalledTimes(1));
    expect(toStripe).not.toHaveBeenCalled();
  });
});
