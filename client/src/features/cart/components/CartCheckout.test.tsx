import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AddAddressDocument } from '@/features/addresses/api/AddAddress.generated';
import { GetOrderDocument } from '@/features/orders/api/GetOrder.generated';
import { GetCartDocument } from '../api/GetCart.generated';
import { PlaceCartOrderDocument } from '../api/PlaceCartOrder.generated';
import { addressesMock, gqlAddress, type GqlAddress } from '@/test/address-fixtures';
import { cartMock, gqlCart, gqlCartLine, gqlQuote, quoteMock, gqlPlacedOrder } from '@/test/cart-fixtures';
import { gqlBook, PENDING_MS, shopper, signedIn } from '@/test/fixtures';
import { gqlOrder, gqlTotals } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const hobbit = gqlBook({ title: 'The Hobbit', author: 'J.R.R. Tolkien', price: 12.5, stock: 3 });
const dune = gqlBook({ title: 'Dune', author: 'Frank Herbert', price: 9.99, stock: 5 });
const twoLines = gqlCart([gqlCartLine(hobbit, 2), gqlCartLine(dune, 1)]);
const ORDER_ID = '64c3000000000000000000a1';

/** A fresh store's quote of the two lines: collected in store, no tax, the books' total. */
const freshQuote = gqlQuote({ totals: gqlTotals({ subtotal: 34.99 }) });

/** What placing sends from the review in a fresh store: the address, collection, no code, the quote's total. */
const choices = (addressId: string | null) => ({
  addressId,
  shippingMethodId: 'collect',
  discountCode: null,
  expectedTotal: 34.99,
  paymentMethod: 'on-delivery',
});

function placed(addressId: string | null, { delay }: { delay?: number } = {}) {
  return {
    request: { query: PlaceCartOrderDocument, variables: choices(addressId) },
    result: jest.fn(() => ({
      data: {
        placeOrder: {
          __typename: 'OrderPayload' as const,
          message: 'Order placed successfully!',
          order: gqlPlacedOrder(ORDER_ID),
        },
      },
    })),
    delay,
  };
}

/** The new order's page, as the app opens it after the order. */
const orderPageMock = () => ({
  request: { query: GetOrderDocument, variables: { id: ORDER_ID } },
  result: { data: { order: gqlOrder({ id: ORDER_ID }) } },
});

function failure(message: string, code: string) {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}

/** The app at /cart with two lines (read `cartReads` times); the shopper's addresses are `addresses`. */
function renderCart(addresses: GqlAddress[], mocks: unknown[], { cartReads = 2 } = {}) {
  return renderApp({
    at: '/cart',
    session: signedIn(shopper),
    mocks: [
      cartMock(twoLines, { maxUsageCount: cartReads }),
      addressesMock(addresses),
      ...(mocks as never[]),
      quoteMock(freshQuote),
    ],
  });
}

async function openReview(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Shopping Cart (3 items)' });
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm your order' });
  // Confirm order waits for the quote of the choices on screen.
  const confirm = within(dialog).getByRole('button', { name: 'Confirm order' });
  await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'false'));
  return dialog;
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });

describe('Cart: the review before ordering', () => {
  it('opens on Place Order with each line, the address and the total; Cancel and Escape order nothing', async () => {
    const user = userEvent.setup();
    const order = placed('unused');
    renderCart([gqlAddress({ isDefault: true })], [order]);
    const dialog = await openReview(user);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const [first, second] = within(dialog).getAllByTestId('review-line');
    expect(first).toHaveTextContent('The Hobbit');
    expect(first).toHaveTextContent('Quantity 2 · $12.50 each');
    expect(first).toHaveTextContent('$25.00');
    expect(second).toHaveTextContent('Dune');
    expect(second).toHaveTextContent('Quantity 1 · $9.99 each');
    expect(await within(dialog).findByTestId('order-review-total')).toHaveTextContent('$34.99');
    const deliverTo = within(dialog).getByRole('region', { name: 'Deliver to' });
    expect(await within(deliverTo).findByText('12 St James’s Square')).toBeInTheDocument();
    // The cart page itself no longer asks where it goes: the review does.
    expect(screen.getAllByRole('region', { name: 'Deliver to' })).toEqual([deliverTo]);
    // Focus starts on the title, so that the review reads from its top.
    expect(within(dialog).getByRole('heading', { name: 'Confirm your order' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(placeOrderButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Confirm your order' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(placeOrderButton()).toHaveFocus();
    expect(order.result).not.toHaveBeenCalled();
  });

  it("Confirm order places it once, to the default address: the toast, the order's page with focus on its heading, an empty cart", async () => {
    const user = userEvent.setup();
    const home = gqlAddress({ isDefault: true });
    const order = placed(home.id, { delay: PENDING_MS });
    const { router } = renderCart([home], [order, orderPageMock()]);
    const dialog = await openReview(user);
    await within(dialog).findByText('12 St James’s Square');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm order' });
    confirm.focus();
    await user.keyboard('{Enter}');
    // Waiting, it keeps focus (it is not disabled) and a second press orders nothing more.
    expect(confirm).toHaveTextContent('Placing order...');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order #000000a1' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(order.result).toHaveBeenCalledTimes(1);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Cart, 0 items' }),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the order is refused, closes the review over the reloaded cart, focus on Place Order", async () => {
    const user = userEvent.setup();
    const home = gqlAddress({ isDefault: true });
    const reloaded = jest.fn(() => ({
      data: { cart: gqlCart([gqlCartLine({ ...hobbit, stock: 1 }, 2), gqlCartLine(dune, 1)]) },
    }));
    const { router } = renderCart(
      [home],
      [
        {
          request: { query: PlaceCartOrderDocument, variables: choices(home.id) },
          result: failure('Insufficient stock for The Hobbit. Available: 1, Requested: 2', 'INSUFFICIENT_STOCK'),
        },
        { request: { query: GetCartDocument }, result: reloaded, maxUsageCount: Number.POSITIVE_INFINITY },
      ],
      { cartReads: 1 },
    );
    const dialog = await openReview(user);
    await within(dialog).findByText('London, SW1Y 4JH');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText('Insufficient stock for The Hobbit. Available: 1, Requested: 2'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(placeOrderButton()).toHaveFocus();
    expect(await screen.findByText('Only 1 left in stock')).toBeInTheDocument();
    expect(reloaded).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('orders to another address chosen in the review', async () => {
    const user = userEvent.setup();
    const home = gqlAddress({ isDefault: true });
    const work = gqlAddress({ fullName: 'Ada at Work', line1: '5 Analytical Row', city: 'Cambridge' });
    const order = placed(work.id);
    const { router } = renderCart([home, work], [order, orderPageMock()]);
    const dialog = await openReview(user);
    await user.selectOptions(
      await within(dialog).findByLabelText('Choose another address'),
      'Ada at Work, 5 Analytical Row, Cambridge',
    );
    expect(within(dialog).getByRole('region', { name: 'Deliver to' })).toHaveTextContent('5 Analytical Row');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm order' });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'false'));
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`));
    expect(order.result).toHaveBeenCalledTimes(1);
  });

  it('lets a shopper without an address collect in store: the picker offers to add one, the order goes without one', async () => {
    const user = userEvent.setup();
    const order = placed(null);
    const { router } = renderCart([], [order, orderPageMock()]);
    const review = await openReview(user);
    expect(await within(review).findByText('No delivery address yet.')).toBeInTheDocument();
    expect(await within(review).findByRole('radio', { name: /Collect in store/ })).toBeChecked();

    // Cancelling the add form goes back to the review, focus on the button that opened it.
    await user.click(within(review).getByRole('button', { name: 'Add a delivery address' }));
    const form = await screen.findByRole('dialog', { name: 'Add a delivery address' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a delivery address' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`));
    expect(order.result).toHaveBeenCalledTimes(1);
  });

  it('returns focus to "Add a new address" after the address added from the review is saved', async () => {
    const user = userEvent.setup();
    const home = gqlAddress({ isDefault: true });
    const work = gqlAddress({
      fullName: 'Ada at Work',
      line1: '5 Analytical Row',
      city: 'Cambridge',
      postalCode: 'CB2 1TN',
    });
    const add = {
      request: {
        query: AddAddressDocument,
        variables: {
          input: {
            fullName: 'Ada at Work',
            line1: '5 Analytical Row',
            line2: '',
            city: 'Cambridge',
            region: '',
            postalCode: 'CB2 1TN',
            country: 'GB',
            phone: '',
          },
        },
      },
      result: {
        data: {
          addAddress: {
            __typename: 'AddressPayload' as const,
            message: 'Address added',
            address: work,
            addresses: [home, work],
          },
        },
      },
    };
    renderCart([home], [add]);
    const review = await openReview(user);
    await user.click(await within(review).findByRole('button', { name: 'Add a new address' }));
    const form = await screen.findByRole('dialog', { name: 'Add a delivery address' });
    await user.type(within(form).getByLabelText(/^Full name/), 'Ada at Work');
    await user.type(within(form).getByLabelText(/^Address line 1/), '5 Analytical Row');
    await user.type(within(form).getByLabelText(/^City/), 'Cambridge');
    await user.type(within(form).getByLabelText(/^Postal code/), 'CB2 1TN');
    const country = within(form).getByRole('combobox', { name: /^Country/ });
    await waitFor(() => expect(country).toBeEnabled());
    await user.selectOptions(country, 'United Kingdom');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address added')).toBeInTheDocument();
    const back = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(back).getByRole('region', { name: 'Deliver to' })).toHaveTextContent('5 Analytical Row');
    await waitFor(() => expect(within(back).getByRole('button', { name: 'Add a new address' })).toHaveFocus());
  });
});
