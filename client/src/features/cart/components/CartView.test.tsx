import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '@/app/layout/Layout';
import { CartPage } from '@/app/routes/CartPage';
import { ClearCartDocument } from '../api/ClearCart.generated';
import { GetCartDocument } from '../api/GetCart.generated';
import { RemoveCartItemDocument } from '../api/RemoveCartItem.generated';
import { UpdateCartItemDocument } from '../api/UpdateCartItem.generated';
import { addressesMock, gqlAddress } from '@/test/address-fixtures';
import { cartMock, gqlCart, gqlCartLine, type GqlCart } from '@/test/cart-fixtures';
import { admin, gqlBook, PENDING_MS, shopper, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** The cart page (ordering from it: CartCheckout.test.tsx). */
const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { path: 'cart', element: <CartPage /> },
      { path: 'books', element: <h1>Books page</h1> },
    ],
  },
];

function payload(field: string, message: string, cart: GqlCart) {
  return { data: { [field]: { __typename: 'CartPayload' as const, message, cart } } };
}

function failure(message: string, code: string) {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}

/** The cart page; the shopper has one (default) address unless a test says otherwise. */
function renderCart(mocks: unknown[], session = signedIn(shopper)) {
  const withAddresses = [...mocks, addressesMock([gqlAddress({ isDefault: true })])];
  return renderApp({ at: '/cart', session, mocks: withAddresses as never[], routes });
}

const hobbit = gqlBook({ title: 'The Hobbit', author: 'J.R.R. Tolkien', category: 'Fantasy', price: 12.5, stock: 3 });
const dune = gqlBook({ title: 'Dune', author: 'Frank Herbert', category: 'Science Fiction', price: 9.99, stock: 5 });
const twoLines = gqlCart([gqlCartLine(hobbit, 2), gqlCartLine(dune, 1)]);

const line = (title: string) =>
  screen.getAllByTestId('cart-line').find((li) => within(li).queryByRole('link', { name: title }))!;
const headerCart = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Cart/ });

describe('Cart page', () => {
  it('lists each line with cover, title linking to the book, author, category, quantity and line total, and sums them up', async () => {
    renderCart([cartMock(twoLines, { maxUsageCount: 2 })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart (3 items)' })).toBeInTheDocument();

    const first = line('The Hobbit');
    expect(within(first).getByRole('link', { name: 'The Hobbit' })).toHaveAttribute('href', `/books/${hobbit.id}`);
    expect(within(first).getByText('by J.R.R. Tolkien')).toBeInTheDocument();
    expect(within(first).getByText('Fantasy')).toBeInTheDocument();
    expect(within(first).getByText('No Image')).toBeInTheDocument();
    expect(within(first).getByRole('spinbutton', { name: 'Quantity of The Hobbit' })).toHaveValue(2);
    expect(within(first).getByText('$25.00')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const [hobbitLine, duneLine] = within(summary).getAllByRole('listitem');
    expect(hobbitLine).toHaveTextContent('The Hobbit × 2$25.00');
    expect(duneLine).toHaveTextContent('Dune × 1$9.99');
    // "× 2" is kept whole: it never wraps apart from its number.
    expect(within(hobbitLine).getByText('× 2')).toHaveClass('whitespace-nowrap');
    expect(within(summary).getByTestId('cart-total')).toHaveTextContent('$34.99');
    expect(within(summary).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/books');
  });

  it('disables − at 1 and + at the stock, and saves each change with updateCartItem', async () => {
    const user = userEvent.setup();
    const updated = gqlCart([gqlCartLine(hobbit, 3), gqlCartLine(dune, 1)]);
    const update = {
      request: { query: UpdateCartItemDocument, variables: { bookId: hobbit.id, quantity: 3 } },
      result: jest.fn(() => payload('updateCartItem', 'Cart updated successfully', updated)),
    };
    renderCart([cartMock(twoLines, { maxUsageCount: 2 }), update]);
    await screen.findByRole('heading', { name: 'Shopping Cart (3 items)' });

    expect(within(line('Dune')).getByRole('button', { name: 'Decrease quantity of Dune' })).toBeDisabled();
    await user.click(within(line('The Hobbit')).getByRole('button', { name: 'Increase quantity of The Hobbit' }));

    expect(await screen.findByText('Cart updated successfully')).toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Shopping Cart (4 items)' })).toBeInTheDocument();
    expect(within(line('The Hobbit')).getByRole('spinbutton')).toHaveValue(3);
    expect(within(line('The Hobbit')).getByRole('button', { name: 'Increase quantity of The Hobbit' })).toBeDisabled();
    expect(within(line('The Hobbit')).getByText('$37.50')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$47.49');
    expect(headerCart()).toHaveAccessibleName('Cart, 4 items');
  });

  it("keeps the quantity and shows the server's message when a change is refused", async () => {
    const user = userEvent.setup();
    renderCart([
      cartMock(twoLines, { maxUsageCount: 2 }),
      {
        request: { query: UpdateCartItemDocument, variables: { bookId: hobbit.id, quantity: 1 } },
        result: failure('Insufficient stock for The Hobbit. Available: 0, Requested: 1', 'INSUFFICIENT_STOCK'),
      },
    ]);
    await screen.findByRole('heading', { name: 'Shopping Cart (3 items)' });
    await user.click(within(line('The Hobbit')).getByRole('button', { name: 'Decrease quantity of The Hobbit' }));
    expect(
      await screen.findByText('Insufficient stock for The Hobbit. Available: 0, Requested: 1'),
    ).toBeInTheDocument();
    expect(within(line('The Hobbit')).getByRole('spinbutton')).toHaveValue(2);
  });

  it('keeps keyboard focus on + while the change is saved, so that the next press works', async () => {
    const user = userEvent.setup();
    const update = (quantity: number, cart: GqlCart) => ({
      request: { query: UpdateCartItemDocument, variables: { bookId: dune.id, quantity } },
      result: jest.fn(() => payload('updateCartItem', 'Cart updated successfully', cart)),
      // Answered after a second, so that a busy machine still sees the saving state.
      delay: PENDING_MS,
    });
    const toTwo = update(2, gqlCart([gqlCartLine(hobbit, 2), gqlCartLine(dune, 2)]));
    const toThree = update(3, gqlCart([gqlCartLine(hobbit, 2), gqlCartLine(dune, 3)]));
    renderCart([cartMock(twoLines, { maxUsageCount: 2 }), toTwo, toThree]);
    await screen.findByRole('heading', { name: 'Shopping Cart (3 items)' });
    const more = within(line('Dune')).getByRole('button', { name: 'Increase quantity of Dune' });
    more.focus();
    await user.keyboard('{Enter}');
    // Saving: the button waits, but keeps focus (it is not disabled, which would drop it).
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Shopping Cart (4 items)' })).toBeInTheDocument();
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Shopping Cart (5 items)' })).toBeInTheDocument();
    expect(toThree.result).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the next line after Remove, and to the heading when the cart is empty', async () => {
    const user = userEvent.setup();
    const removeHobbit = {
      request: { query: RemoveCartItemDocument, variables: { bookId: hobbit.id } },
      result: jest.fn(() => payload('removeFromCart', 'Item removed from cart', gqlCart([gqlCartLine(dune, 1)]))),
    };
    const removeDune = {
      request: { query: RemoveCartItemDocument, variables: { bookId: dune.id } },
      result: jest.fn(() => payload('removeFromCart', 'Item removed from cart', gqlCart([]))),
    };
    renderCart([cartMock(twoLines, { maxUsageCount: 2 }), removeHobbit, removeDune]);
    await screen.findByRole('heading', { name: 'Shopping Cart (3 items)' });
    screen.getByRole('button', { name: 'Remove The Hobbit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Shopping Cart (1 item)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dune' })).toHaveFocus());

    screen.getByRole('button', { name: 'Remove Dune' }).focus();
    await user.keyboard('{Enter}');
    const empty = await screen.findByRole('heading', { name: 'Your cart is empty' });
    await waitFor(() => expect(empty).toHaveFocus());
  });

  it("removes a line: 'Item removed from cart'", async () => {
    const user = userEvent.setup();
    const remove = {
      request: { query: RemoveCartItemDocument, variables: { bookId: dune.id } },
      result: jest.fn(() => payload('removeFromCart', 'Item removed from cart', gqlCart([gqlCartLine(hobbit, 2)]))),
    };
    renderCart([cartMock(twoLines, { maxUsageCount: 2 }), remove]);
    await screen.findByRole('heading', { name: 'Shopping Cart (3 items)' });
    await user.click(screen.getByRole('button', { name: 'Remove Dune' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Shopping Cart (2 items)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dune' })).not.toBeInTheDocument();
  });

  it('clears the cart only after the in-app confirmation', async () => {
    const user = userEvent.setup();
    const clear = {
      request: { query: ClearCartDocument },
      result: jest.fn(() => payload('clearCart', 'Cart cleared successfully', gqlCart([]))),
    };
    renderCart([cartMock(twoLines, { maxUsageCount: 2 }), clear]);
    await screen.findByRole('heading', { name: 'Shopping Cart (3 items)' });

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Clear cart' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to clear your entire cart?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(clear.result).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    dialog = screen.getByRole('alertdialog', { name: 'Clear cart' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart cleared successfully')).toBeInTheDocument();
    expect(clear.result).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(headerCart()).toHaveAccessibleName('Cart, 0 items');
  });

  it("says 'Failed to clear cart' when clearing fails", async () => {
    const user = userEvent.setup();
    renderCart([
      cartMock(twoLines, { maxUsageCount: 2 }),
      { request: { query: ClearCartDocument }, result: failure('Something broke', 'INTERNAL') },
    ]);
    await screen.findByRole('heading', { name: 'Shopping Cart (3 items)' });
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Failed to clear cart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shopping Cart (3 items)' })).toBeInTheDocument();
  });

  it("shows 'Your cart is empty' with a Browse Books link", async () => {
    renderCart([cartMock(gqlCart([]), { maxUsageCount: 2 })]);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/books');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it("shows the server's notice when books that no longer exist were dropped", async () => {
    const notice = '1 book in your cart is no longer available and was removed';
    renderCart([cartMock(gqlCart([gqlCartLine(dune, 1)], { notice, removedCount: 1 }), { maxUsageCount: 2 })]);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shopping Cart (1 item)' })).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch cart' when the cart cannot be loaded", async () => {
    renderCart([{ request: { query: GetCartDocument }, error: new TypeError('Failed to fetch'), maxUsageCount: 2 }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cart');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells the admin the cart is for shoppers, without asking for one', async () => {
    const cart = { ...cartMock(twoLines), result: jest.fn(() => ({ data: { cart: twoLines } })) };
    renderCart([cart], signedIn(admin));
    expect(await screen.findByText('The cart is for shopper accounts.')).toBeInTheDocument();
    expect(cart.result).not.toHaveBeenCalled();
  });
});
