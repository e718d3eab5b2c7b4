import { AddCartItemDocument } from '@/features/cart/api/AddCartItem.generated';
import { GetCartDocument } from '@/features/cart/api/GetCart.generated';
import type { gqlBook } from './fixtures';

type GqlBook = ReturnType<typeof gqlBook>;

const cents = (amount: number) => Math.round(amount * 100);

/** A cart line as GraphQL returns it: the book, its quantity and price × quantity. */
export function gqlCartLine(book: GqlBook, quantity: number) {
  return { __typename: 'CartLine' as const, quantity, lineTotal: (cents(book.price) * quantity) / 100, book };
}

/** A cart as GraphQL returns it, with its total and item count worked out from the lines. */
export function gqlCart(
  lines: ReturnType<typeof gqlCartLine>[],
  { notice = null as string | null, removedCount = 0 } = {},
) {
  return {
    __typename: 'Cart' as const,
    itemCount: lines.reduce((n, line) => n + line.quantity, 0),
    total: lines.reduce((sum, line) => sum + cents(line.lineTotal), 0) / 100,
    removedCount,
    notice,
    lines,
  };
}

export type GqlCart = ReturnType<typeof gqlCart>;

/** The answer to the cart query (the header's count and the cart page). */
export function cartMock(cart: GqlCart, { maxUsageCount = 1 } = {}) {
  return { request: { query: GetCartDocument }, result: { data: { cart } }, maxUsageCount };
}

/** An empty cart, answered for every render (see render-app) unless a test gives its own. */
export function emptyCartMock() {
  return cartMock(gqlCart([]), { maxUsageCount: Number.POSITIVE_INFINITY });
}

/** The answer to adding `quantity` copies of a book; `result` is a jest.fn, to count the calls. */
export function addToCartMock(bookId: string, quantity: number, payload: { message: string; cart: GqlCart }) {
  return {
    request: { query: AddCartItemDocument, variables: { bookId, quantity } },
    result: jest.fn(() => ({ data: { addToCart: { __typename: 'CartPayload' as const, ...payload } } })),
  };
}
