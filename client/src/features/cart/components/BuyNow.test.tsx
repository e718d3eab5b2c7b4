import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AddAddressDocument } from '@/features/addresses/api/AddAddress.generated';
import { GetBookDocument } from '@/features/books/api/GetBook.generated';
import { GetOrderDocument } from '@/features/orders/api/GetOrder.generated';
import { PlaceOrderNowDocument } from '../api/PlaceOrderNow.generated';
import { addressesMock, gqlAddress, type GqlAddress } from '@/test/address-fixtures';
import { gqlPaymentOption, gqlPlacedOrder, gqlQuote, quoteMock } from '@/test/cart-fixtures';
import { gqlBook, shopper, signedIn } from '@/test/fixtures';
import { gqlOrder, gqlTotals } from '@/test/order-fixtures';
import { lineTotal } from './BookPurchase';
import { renderApp } from '@/test/render-app';
import { payByCard } from '../card-payment';

jest.mock('../card-payment', () => ({ payByCard: jest.fn() }));

const ORDER_ID = '64c3000000000000000000b7';

function bookMock(book: ReturnType<typeof gqlBook>) {
  return { request: { query: GetBookDocument, variables: { id: book.id } }, result: { data: { book } } };
}

type Book = ReturnType<typeof gqlBook>;

/** A fresh store's quote of Buy now's line: collected in store, no tax, the book's price × quantity. */
const quoteOf = (book: Book, paymentMethods?: ReturnType<typeof gqlPaymentOption>[]) =>
  quoteMock((input) =>
    gqlQuote({
      totals: gqlTotals({ subtotal: lineTotal(book.price, input.lines?.[0]?.quantity ?? 0) }),
      ...(paymentMethods ? { paymentMethods } : {}),
    }),
  );

function placedNow(
  book: Book,
  quantity: number,
  addressId: string | null,
  { paymentMethod = 'on-delivery', checkoutUrl = null as string | null } = {},
) {
  const variables = {
    lines: [{ bookId: book.id, quantity }],
    addressId,
    shippingMethodId: 'collect',
    discountCode: null,
    expectedTotal: lineTotal(book.price, quantity),
    paymentMethod,
  };
  return {
    request: { query: PlaceOrderNowDocument, variables },
    result: jest.fn(() => ({
      data: {
        placeOrderNow: {
          __typename: 'OrderPayload' as const,
          message: 'Order placed successfully!',
          order: gqlPlacedOrder(ORDER_ID, checkoutUrl),
        },
      },
    })),
  };
}

/** The new order's page, as the app opens it after the order. */
const orderPageMock = () => ({
  request: { query: GetOrderDocument, variables: { id: ORDER_ID } },
  result: { data: { order: gqlOrder({ id: ORDER_ID }) } },
});

function renderBook(book: Book, addresses: GqlAddress[], mocks: unknown[] = [], quote = quoteOf(book)) {
  return renderApp({
    at: `/books/${book.id}`,
    session: signedIn(shopper),
    mocks: [bookMock(book), addressesMock(addresses), ...(mocks as never[]), quote],
  });
}

describe('Buy now: the same review as the cart', () => {
  it('asks first, showing the line, the total and the address; Cancel and Escape order nothing, focus back on Buy now', async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Dune', author: 'Frank Herbert', price: 9.99, stock: 4 });
    const home = gqlAddress({ isDefault: true });
    const order = placedNow(book, 2, home.id);
    renderBook(book, [home], [order]);
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    const buyNow = screen.getByRole('button', { name: 'Buy now' });
    await user.click(buyNow);

    const dialog = screen.getByRole('dialog', { name: 'Confirm your order' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const [line] = within(dialog).getAllByTestId('review-line');
    expect(line).toHaveTextContent('Dune');
    expect(line).toHaveTextContent('by Frank Herbert');
    expect(line).toHaveTextContent('Quantity 2 · $9.99 each');
    expect(line).toHaveTextContent('$19.98');
    expect(await within(dialog).findByTestId('order-review-total')).toHaveTextContent('$19.98');
    const deliverTo = within(dialog).getByRole('region', { name: 'Deliver to' });
    expect(await within(deliverTo).findByText('12 St James’s Square')).toBeInTheDocument();
    expect(within(dialog).getByText('Your cart stays as it is.')).toBeInTheDocument();
    // Focus starts on the title, so that the review reads from its top.
    expect(within(dialog).getByRole('heading', { name: 'Confirm your order' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buyNow).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buyNow).toHaveFocus();
    expect(order.result).not.toHaveBeenCalled();
  });

  it("orders the chosen quantity on its own once confirmed, and opens the new order's page with focus on its heading", async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Dune', stock: 4 });
    const home = gqlAddress({ isDefault: true });
    const order = placedNow(book, 2, home.id);
    const { router } = renderBook(book, [home], [order, orderPageMock()]);
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(order.result).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Confirm your order' });
    await within(dialog).findByText('12 St James’s Square');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm order' });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'false'));
    await user.click(confirm);
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Order #000000b7' })).toHaveFocus());
    expect(order.result).toHaveBeenCalledTimes(1);
  });

  it("buys by card: the order is placed, then the shopper goes to Stripe's page for it", async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Dune', stock: 4 });
    const home = gqlAddress({ isDefault: true });
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_buy';
    const order = placedNow(book, 1, home.id, { paymentMethod: 'card', checkoutUrl });
    renderBook(
      book,
      [home],
      [order, orderPageMock()],
      quoteOf(book, [gqlPaymentOption('on-delivery'), gqlPaymentOption('card')]),
    );
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your order' });
    await within(dialog).findByText('12 St James’s Square');
    await user.click(await within(dialog).findByRole('radio', { name: /^Card/ }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm order' });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'false'));
    await user.click(confirm);
    await waitFor(() => expect(jest.mocked(payByCard)).toHaveBeenCalledWith(checkoutUrl));
    expect(order.result).toHaveBeenCalledTimes(1);
  });

  it('lets a shopper without an address add one inside the review, then orders to it', async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Dune', stock: 4 });
    const saved = gqlAddress({
      isDefault: true,
      fullName: 'Lin Reader',
      line1: '3 Quay',
      city: 'Cork',
      postalCode: 'T12 X1',
      country: 'IE',
      countryName: 'Ireland',
    });
    const add = {
      request: {
        query: AddAddressDocument,
        variables: {
          input: {
            fullName: 'Lin Reader',
            line1: '3 Quay',
            line2: '',
            city: 'Cork',
            region: '',
            postalCode: 'T12 X1',
            country: 'IE',
            phone: '',
          },
        },
      },
      result: {
        data: {
          addAddress: {
            __typename: 'AddressPayload' as const,
            message: 'Address added',
            address: saved,
            addresses: [saved],
          },
        },
      },
    };
    const order = placedNow(book, 1, saved.id);
    renderBook(book, [], [add, order, orderPageMock()]);
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your order' });
    expect(await within(dialog).findByText('No delivery address yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add a delivery address' }));

    const form = await screen.findByRole('dialog', { name: 'Add a delivery address' });
    await waitFor(() => expect(within(form).getByLabelText(/^Full name/)).toHaveFocus());
    await user.type(within(form).getByLabelText(/^Full name/), 'Lin Reader');
    await user.type(within(form).getByLabelText(/^Address line 1/), '3 Quay');
    await user.type(within(form).getByLabelText(/^City/), 'Cork');
    await user.type(within(form).getByLabelText(/^Postal code/), 'T12 X1');
    const country = within(form).getByRole('combobox', { name: /^Country/ });
    await waitFor(() => expect(country).toBeEnabled());
    await user.selectOptions(country, 'IE');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    const back = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(await within(back).findByText('3 Quay')).toBeInTheDocument();
    const confirm = within(back).getByRole('button', { name: 'Confirm order' });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'false'));
    await user.click(confirm);
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Order #000000b7' })).toHaveFocus());
    expect(order.result).toHaveBeenCalledTimes(1);
  });

  it('tells a total that changed since the quote, quotes the line again and places it at the new total', async () => {
    const user = userEvent.setup();
    const book = gqlBook({ title: 'Dune', price: 10, stock: 4 });
    const home = gqlAddress({ isDefault: true });
    const message = 'The total changed to 12.00: a price, rate or code changed. Check and place the order again.';
    const choices = {
      lines: [{ bookId: book.id, quantity: 1 }],
      addressId: home.id,
      shippingMethodId: 'collect',
      paymentMethod: 'on-delivery',
    };
    const refused = {
      request: { query: PlaceOrderNowDocument, variables: { ...choices, discountCode: null, expectedTotal: 10 } },
      result: jest.fn(() => ({ errors: [new GraphQLError(message, { extensions: { code: 'PRICE_CHANGED' } })] })),
    };
    const again = {
      request: { query: PlaceOrderNowDocument, variables: { ...choices, discountCode: null, expectedTotal: 12 } },
      result: jest.fn(() => ({
        data: {
          placeOrderNow: {
            __typename: 'OrderPayload' as const,
            message: 'Order placed successfully!',
            order: gqlPlacedOrder(ORDER_ID),
          },
        },
      })),
    };
    const first = quoteMock(gqlQuote({ totals: gqlTotals({ subtotal: 10 }) }), () => true, { maxUsageCount: 1 });
    const changed = quoteMock(gqlQuote({ totals: gqlTotals({ subtotal: 12 }) }));
    renderApp({
      at: `/books/${book.id}`,
      session: signedIn(shopper),
      mocks: [bookMock(book), addressesMock([home]), first, changed, refused, again, orderPageMock()],
    });
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your order' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm order' });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'false'));
    await user.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(
      await within(dialog).findByText('$12.00', { selector: '[data-testid=order-review-total]' }),
    ).toBeInTheDocument();
    expect(changed.result).toHaveBeenCalledWith({
      input: { lines: [{ bookId: book.id, quantity: 1 }], addressId: home.id },
    });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'false'));
    await user.click(confirm);
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(refused.result).toHaveBeenCalledTimes(1);
    expect(again.result).toHaveBeenCalledTimes(1);
  });
});
