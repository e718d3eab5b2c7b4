import { AddCartItemDocument } from '@/features/cart/api/AddCartItem.generated';
import { CheckoutQuoteDocument } from '@/features/cart/api/CheckoutQuote.generated';
import { GetCartDocument } from '@/features/cart/api/GetCart.generated';
import type { CheckoutQuoteInput } from '@/gql/graphql';
import type { gqlBook } from './fixtures';
import { gqlTotals, type GqlOrderTotals } from './order-fixtures';

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

/** A delivery the quote offers; by default collection in store. */
export function gqlMethod(
  spec: {
    id?: string;
    name?: string;
    collection?: boolean;
    zoneName?: string | null;
    price?: number;
    regularPrice?: number;
    freeOver?: number | null;
    minDays?: number | null;
    maxDays?: number | null;
  } = {},
) {
  const id = spec.id ?? 'collect';
  const price = spec.price ?? 0;
  return {
    __typename: 'DeliveryOption' as const,
    id,
    name: spec.name ?? 'Collect in store',
    collection: spec.collection ?? id === 'collect',
    zoneName: spec.zoneName ?? null,
    price,
    regularPrice: spec.regularPrice ?? price,
    freeOver: spec.freeOver ?? null,
    minDays: spec.minDays ?? null,
    maxDays: spec.maxDays ?? null,
  };
}

type GqlMethod = ReturnType<typeof gqlMethod>;
type Problem = { code: string; message: string } | null;

/** A checkout quote as GraphQL returns it; by default a fresh store's: collection only, no tax, the books' total. */
export function gqlQuote({
  methods = [gqlMethod()],
  shippingMethodId = methods[0]?.id ?? null,
  totals = gqlTotals(),
  discountProblem = null as Problem,
  deliveryProblem = null as Problem,
  orderable = !discountProblem && !deliveryProblem,
  paymentMethods = [gqlPaymentOption()],
}: {
  methods?: GqlMethod[];
  shippingMethodId?: string | null;
  totals?: GqlOrderTotals;
  discountProblem?: Problem;
  deliveryProblem?: Problem;
  orderable?: boolean;
  paymentMethods?: ReturnType<typeof gqlPaymentOption>[];
} = {}) {
  const problem = (p: Problem) => (p ? { __typename: 'QuoteProblem' as const, ...p } : null);
  return {
    __typename: 'CheckoutQuote' as const,
    methods,
    shippingMethodId,
    totals,
    discountProblem: problem(discountProblem),
    deliveryProblem: problem(deliveryProblem),
    orderable,
    paymentMethods,
  };
}

/** A payment method the checkout offers; by default a fresh store's one: pay on delivery. */
export function gqlPaymentOption(id = 'on-delivery') {
  const names: Record<string, [string, string]> = {
    'on-delivery': ['Pay on delivery or in store', 'Pay when your books arrive, or when you collect them.'],
    'bank-transfer': ['Bank transfer', 'Transfer the total to our bank account; we ship once it arrives.'],
    card: ['Card', "Pay by card on Stripe's secure page; your card details never reach us."],
  };
  const [name, description] = names[id] ?? [id, ''];
  return { __typename: 'PaymentOption' as const, id, name, description };
}

export type GqlQuote = ReturnType<typeof gqlQuote>;

/**
 * The answer to the checkout's quote (or a function of its input): for every input `matches`
 * accepts (any, by default), as often as asked. `result` is a jest.fn, to count the quotes and read their inputs.
 */
export function quoteMock(
  quote: GqlQuote | ((input: CheckoutQuoteInput) => GqlQuote),
  matches: (input: CheckoutQuoteInput) => boolean = () => true,
  { delay, maxUsageCount = Number.POSITIVE_INFINITY }: { delay?: number; maxUsageCount?: number } = {},
) {
  return {
    request: {
      query: CheckoutQuoteDocument,
      variables: (variables: { input?: CheckoutQuoteInput | null }) => matches(variables.input ?? {}),
    },
    result: jest.fn((variables: { input?: CheckoutQuoteInput | null }) => ({
      data: { checkoutQuote: typeof quote === 'function' ? quote(variables.input ?? {}) : quote },
    })),
    maxUsageCount,
    delay,
  };
}

/** The order a placing mutation answers: its id, and Stripe's payment page for a card order (else null). */
export const gqlPlacedOrder = (id: string, checkoutUrl: string | null = null) => ({
  __typename: 'Order' as const,
  id,
  payment: { __typename: 'OrderPayment' as const, checkoutUrl },
});
