import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GetOrderDocument } from '@/features/orders/api/GetOrder.generated';
import { CheckoutQuoteDocument } from '../api/CheckoutQuote.generated';
import { PlaceCartOrderDocument } from '../api/PlaceCartOrder.generated';
import { addressesMock, gqlAddress, type GqlAddress } from '@/test/address-fixtures';
import { cartMock, gqlCart, gqlCartLine, gqlMethod, gqlQuote, quoteMock, gqlPlacedOrder } from '@/test/cart-fixtures';
import { gqlBook, PENDING_MS, shopper, signedIn } from '@/test/fixtures';
import { gqlOrder, gqlTotals } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const hobbit = gqlBook({ title: 'The Hobbit', price: 12.5, stock: 3 });
const dune = gqlBook({ title: 'Dune', price: 9.99, stock: 5 });
const cart = gqlCart([gqlCartLine(hobbit, 2), gqlCartLine(dune, 1)]);
const home = gqlAddress({ isDefault: true });
const ORDER_ID = '64c3000000000000000000c4';

const standard = gqlMethod({
  id: '64d000000000000000000001',
  name: 'Standard',
  zoneName: 'UK',
  price: 0,
  regularPrice: 4.95,
  freeOver: 30,
  minDays: 2,
  maxDays: 4,
});
const express = gqlMethod({
  id: '64d000000000000000000002',
  name: 'Express',
  zoneName: 'UK',
  price: 9.9,
  maxDays: 1,
  minDays: 1,
});
const collect = gqlMethod();
const methods = [standard, express, collect];
const shippingOf = (method: ReturnType<typeof gqlMethod>) => ({
  id: method.id,
  name: method.name,
  collection: method.collection,
});

/** The cart to the default address by Standard (free over 30), 8.875 % added on books and shipping. */
const standardQuote = gqlQuote({
  methods,
  totals: gqlTotals({
    subtotal: 34.99,
    shippingMethod: shippingOf(standard),
    tax: 3.11,
    taxLines: [{ rate: 8.875, appliesTo: ['books', 'shipping'], base: 34.99, amount: 3.11 }],
    total: 38.1,
  }),
});

const expressQuote = gqlQuote({
  methods,
  shippingMethodId: express.id,
  totals: gqlTotals({
    subtotal: 34.99,
    shipping: 9.9,
    shippingMethod: shippingOf(express),
    tax: 3.99,
    taxLines: [{ rate: 8.875, appliesTo: ['books', 'shipping'], base: 44.89, amount: 3.99 }],
    total: 48.88,
  }),
});

const codeQuote = (code: string, discount: number, total: number) =>
  gqlQuote({
    methods,
    totals: gqlTotals({
      subtotal: 34.99,
      discount,
      discountCode: code || null,
      shippingMethod: shippingOf(standard),
      total,
    }),
  });

const failure = (message: string, code: string) => ({ errors: [new GraphQLError(message, { extensions: { code } })] });

/** Placing with these choices, paying on delivery (a fresh store's one method) unless they say otherwise. */
function placed(variables: Record<string, unknown>, result: object = success()) {
  return {
    request: { query: PlaceCartOrderDocument, variables: { paymentMethod: 'on-delivery', ...variables } },
    result: jest.fn(() => result),
  };
}

function success() {
  return {
    data: {
      placeOrder: {
        __typename: 'OrderPayload' as const,
        message: 'Order placed successfully!',
        order: gqlPlacedOrder(ORDER_ID),
      },
    },
  };
}

const orderPageMock = () => ({
  request: { query: GetOrderDocument, variables: { id: ORDER_ID } },
  result: { data: { order: gqlOrder({ id: ORDER_ID }) } },
});

/** The app at /cart; the quote mocks come first, so that theirs is the answer. */
function renderCart(mocks: unknown[], { addresses = [home] as GqlAddress[], cartReads = 2 } = {}) {
  return renderApp({
    at: '/cart',
    session: signedIn(shopper),
    mocks: [cartMock(cart, { maxUsageCount: cartReads }), addressesMock(addresses), ...(mocks as never[])],
  });
}

async function openReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Place Order' }));
  return screen.getByRole('dialog', { name: 'Confirm your order' });
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm order' });

async function quoteIn() {
  await waitFor(() => expect(confirmButton()).toHaveAttribute('aria-disabled', 'false'));
}

/** The breakdown's rows as "label: amount". */
function rows(dialog: HTMLElement) {
  const total = within(dialog).getByRole('region', { name: 'Order total' });
  return within(total)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

const codeField = () => screen.getByRole('textbox', { name: 'Discount code' });

describe("Checkout: the server's quote", () => {
  it('shows the deliveries offered, the cheapest chosen, and the breakdown the server worked out', async () => {
    const user = userEvent.setup();
    const quote = quoteMock(standardQuote);
    renderCart([quote]);
    const dialog = await openReview(user);
    await quoteIn();

    expect(rows(dialog)).toEqual([
      'Subtotal: $34.99',
      'Shipping (Standard): Free',
      'Tax 8.875 %: $3.11',
      'Total: $38.10',
    ]);
    const delivery = within(dialog).getByRole('group', { name: 'Delivery' });
    const radios = within(delivery).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(delivery).getByRole('radio', { name: /Standard/ })).toBeChecked();
    const standardRow = within(delivery)
      .getByRole('radio', { name: /Standard/ })
      .closest('label')!;
    expect(standardRow).toHaveTextContent('2–4 days');
    expect(standardRow).toHaveTextContent('was $4.95');
    expect(standardRow).toHaveTextContent('Free');
    expect(
      within(delivery)
        .getByRole('radio', { name: /Express/ })
        .closest('label'),
    ).toHaveTextContent('1 day$9.90');
    expect(
      within(delivery)
        .getByRole('radio', { name: /Collect in store/ })
        .closest('label'),
    ).toHaveTextContent('Free');
    expect(quote.result).toHaveBeenCalledWith({ input: { addressId: home.id } });

    // The deliveries are one stop for Tab, as radio groups are: on to the code from the chosen one.
    within(delivery)
      .getByRole('radio', { name: /Standard/ })
      .focus();
    await user.tab();
    expect(codeField()).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(delivery).getByRole('radio', { name: /Standard/ })).toHaveFocus();
  });

  it('quotes again when another delivery is chosen: the last figures stay, dimmed, and Confirm order waits for the new ones', async () => {
    const user = userEvent.setup();
    const order = placed({
      addressId: home.id,
      shippingMethodId: express.id,
      discountCode: null,
      expectedTotal: 48.88,
    });
    renderCart([
      quoteMock(expressQuote, (input) => input.shippingMethodId === express.id, { delay: PENDING_MS }),
      quoteMock(standardQuote, (input) => !input.shippingMethodId),
      order,
      orderPageMock(),
    ]);
    const dialog = await openReview(user);
    await quoteIn();

    await user.click(within(dialog).getByRole('radio', { name: /Express/ }));
    expect(within(dialog).getByRole('radio', { name: /Express/ })).toBeChecked();
    const breakdown = within(dialog).getByRole('region', { name: 'Order total' }).querySelector('dl');
    expect(breakdown).toHaveAttribute('aria-busy', 'true');
    expect(rows(dialog)).toContain('Total: $38.10');
    expect(confirmButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirmButton());
    expect(order.result).not.toHaveBeenCalled();

    await quoteIn();
    expect(breakdown).not.toHaveAttribute('aria-busy');
    expect(rows(dialog)).toEqual([
      'Subtotal: $34.99',
      'Shipping (Express): $9.90',
      'Tax 8.875 %: $3.99',
      'Total: $48.88',
    ]);
    await user.click(confirmButton());
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(order.result).toHaveBeenCalledTimes(1);
  });

  it("applies a code: the quote takes it off and the field says so; a code that does not apply shows the server's reason; Remove takes it off", async () => {
    const user = userEvent.setup();
    const refused = gqlQuote({
      methods,
      totals: gqlTotals({ subtotal: 34.99, shippingMethod: shippingOf(standard), total: 34.99 }),
      discountProblem: { code: 'DISCOUNT_CODE_MINIMUM', message: 'Minimum subtotal 50.00' },
    });
    const plain = quoteMock(codeQuote('', 0, 34.99), (input) => !input.discountCode);
    renderCart([
      quoteMock(codeQuote('SUMMER10', 3.5, 31.49), (input) => input.discountCode === 'SUMMER10'),
      quoteMock(refused, (input) => input.discountCode === 'BIGSPENDER'),
      plain,
    ]);
    const dialog = await openReview(user);
    await quoteIn();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Enter a discount code')).toBeInTheDocument();
    expect(codeField()).toHaveFocus();

    await user.type(codeField(), 'summer10{Enter}');
    const applied = await within(dialog).findByText('SUMMER10 applied: −$3.50');
    expect(codeField()).toHaveAttribute('aria-describedby', applied.id);
    expect(codeField()).toHaveAttribute('aria-invalid', 'false');
    await quoteIn();
    expect(rows(dialog)).toEqual([
      'Subtotal: $34.99',
      'Discount (SUMMER10): −$3.50',
      'Shipping (Standard): Free',
      'Total: $31.49',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue('');
    await quoteIn();
    expect(rows(dialog)).toContain('Total: $34.99');

    await user.type(codeField(), 'bigspender');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const reason = await within(dialog).findByText('Minimum subtotal 50.00');
    expect(codeField()).toHaveAttribute('aria-describedby', reason.id);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    // Placing with a code that does not apply would be refused: Confirm order waits for Remove.
    expect(confirmButton()).toHaveAttribute('aria-disabled', 'true');
    expect(plain.result).toHaveBeenCalledWith({ input: { addressId: home.id } });
  });

  it('tells a total that changed meanwhile, shows the new breakdown, and places again at the new total', async () => {
    const user = userEvent.setup();
    const changed = gqlQuote({
      methods,
      totals: gqlTotals({ subtotal: 39, shippingMethod: shippingOf(standard), tax: 3.5, total: 42.5 }),
    });
    const message = 'The total changed to 42.50: a price, rate or code changed. Check and place the order again.';
    const choices = { addressId: home.id, shippingMethodId: standard.id, discountCode: null };
    const first = placed({ ...choices, expectedTotal: 38.1 }, failure(message, 'PRICE_CHANGED'));
    const again = placed({ ...choices, expectedTotal: 42.5 });
    renderCart(
      [quoteMock(standardQuote, () => true, { maxUsageCount: 1 }), quoteMock(changed), first, again, orderPageMock()],
      { cartReads: Number.POSITIVE_INFINITY },
    );
    const dialog = await openReview(user);
    await quoteIn();
    confirmButton().focus();
    await user.keyboard('{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(rows(dialog)).toContain('Total: $42.50'));
    expect(confirmButton()).toHaveFocus();
    await quoteIn();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(first.result).toHaveBeenCalledTimes(1);
    expect(again.result).toHaveBeenCalledTimes(1);
  });

  it('shows a code refused at placing (its last use taken meanwhile) at the code field, focus there', async () => {
    const user = userEvent.setup();
    const usedUp = gqlQuote({
      methods,
      totals: gqlTotals({ subtotal: 34.99, shippingMethod: shippingOf(standard), total: 34.99 }),
      discountProblem: { code: 'DISCOUNT_CODE_USED_UP', message: 'This code has been used up' },
    });
    const order = placed(
      { addressId: home.id, shippingMethodId: standard.id, discountCode: 'LAST1', expectedTotal: 29.99 },
      failure('This code has been used up', 'DISCOUNT_CODE_USED_UP'),
    );
    renderCart(
      [
        quoteMock(codeQuote('LAST1', 5, 29.99), (input) => input.discountCode === 'LAST1', { maxUsageCount: 1 }),
        quoteMock(usedUp, (input) => input.discountCode === 'LAST1'),
        quoteMock(codeQuote('', 0, 34.99), (input) => !input.discountCode),
        order,
      ],
      { cartReads: Number.POSITIVE_INFINITY },
    );
    const dialog = await openReview(user);
    await quoteIn();
    await user.type(codeField(), 'LAST1{Enter}');
    expect(await within(dialog).findByText('LAST1 applied: −$5.00')).toBeInTheDocument();
    await quoteIn();
    await user.click(confirmButton());

    const reason = await within(dialog).findByText('This code has been used up');
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('aria-describedby', reason.id);
    await waitFor(() => expect(rows(dialog)).toContain('Total: $34.99'));
    expect(confirmButton()).toHaveAttribute('aria-disabled', 'true');
    expect(order.result).toHaveBeenCalledTimes(1);
  });

  it('cannot place an order that needs an address the shopper has not given: the reason shows, Confirm order waits', async () => {
    const user = userEvent.setup();
    const message = 'Add a delivery address to order: collection in store is not offered.';
    const order = placed({ addressId: null, shippingMethodId: null, discountCode: null, expectedTotal: 34.99 });
    renderCart(
      [
        quoteMock(
          gqlQuote({
            methods: [],
            totals: gqlTotals({ subtotal: 34.99 }),
            deliveryProblem: { code: 'DELIVERY_ADDRESS_REQUIRED', message },
          }),
        ),
        order,
      ],
      { addresses: [] },
    );
    const dialog = await openReview(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Add a delivery address' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(confirmButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirmButton());
    expect(order.result).not.toHaveBeenCalled();
  });

  it('says when the quote fails, and Try again quotes again', async () => {
    const user = userEvent.setup();
    renderCart([
      { request: { query: CheckoutQuoteDocument, variables: () => true }, error: new Error('offline') },
      quoteMock(standardQuote),
    ]);
    const dialog = await openReview(user);
    expect(await within(dialog).findByText('The total could not be worked out.')).toBeInTheDocument();
    expect(confirmButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await quoteIn();
    expect(rows(dialog)).toContain('Total: $38.10');
  });
});
