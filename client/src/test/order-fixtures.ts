import { OrderNotesDocument } from '@/features/admin-orders/api/OrderNotes.generated';
import type { OrderStatus, PaymentState } from '@/gql/graphql';
import { shopper } from './fixtures';

let orderCounter = 0;

const cents = (amount: number) => Math.round(amount * 100);

export interface OrderLineSpec {
  title?: string;
  author?: string;
  category?: string;
  price?: number;
  quantity?: number;
  image?: string;
  id?: string;
}

/** One line of an order as GraphQL returns it: the book as it was ordered, quantity, price, line total. */
export function gqlOrderLine({
  title = 'Dune',
  author = 'Frank Herbert',
  category = 'Science Fiction',
  price = 12.5,
  quantity = 1,
  image = '',
  id,
}: OrderLineSpec = {}) {
  orderCounter += 1;
  return {
    __typename: 'OrderLine' as const,
    quantity,
    price,
    lineTotal: (cents(price) * quantity) / 100,
    book: {
      __typename: 'OrderedBook' as const,
      id: id ?? `64b2${orderCounter.toString(16).padStart(20, '0')}`,
      title,
      author,
      category,
      image,
      price,
    },
  };
}

export interface OrderSpec {
  id?: string;
  status?: OrderStatus;
  orderedAt?: string;
  lines?: ReturnType<typeof gqlOrderLine>[];
  customer?: { id: string; name: string; email: string };
  statusHistory?: { status: OrderStatus; at: string; by?: { id: string; name: string } | null }[];
  /** Where it goes; null for an order placed without an address. */
  shippingAddress?: ReturnType<typeof gqlShippingAddress> | null;
  /** What the server says the reader may set next; by default its answer to the admin (ADMIN_NEXT_STATUSES). */
  nextStatuses?: OrderStatus[];
  /** Whether the server says the reader may cancel it; by default, while it is pending (either reader). */
  cancellable?: boolean;
  /** How the total is made up; by default an order placed before the breakdown: its books are subtotal and total. */
  totals?: GqlOrderTotals;
  /** Its invoice and credit note once issued (none by default). */
  invoice?: GqlInvoiceSummary | null;
  creditNote?: GqlInvoiceSummary | null;
  /** How it was shipped (none by default). */
  shipment?: GqlShipment | null;
  /** How it is paid (by default on delivery, awaiting payment, nothing the reader may record). */
  payment?: GqlPayment;
}

/** An order's payment as GraphQL returns it: on delivery, awaiting, unless told otherwise. */
export function gqlPayment(overrides: Partial<Omit<GqlPayment, '__typename'>> = {}): GqlPayment {
  return {
    __typename: 'OrderPayment' as const,
    method: 'on-delivery',
    methodName: 'Pay on delivery or in store',
    state: 'AWAITING',
    reference: null,
    bankDetails: null,
    paidAt: null,
    paidAmount: null,
    refundDueAt: null,
    refundedAt: null,
    refundAmount: null,
    checkoutUrl: null,
    refundError: null,
    canMarkPaid: false,
    canMarkRefunded: false,
    ...overrides,
  };
}
export interface GqlPayment {
  __typename: 'OrderPayment';
  method: string;
  methodName: string;
  state: PaymentState;
  reference: string | null;
  bankDetails: { __typename: 'OrderBankDetails'; holder: string; account: string; bank: string; notes: string } | null;
  paidAt: string | null;
  paidAmount: number | null;
  refundDueAt: string | null;
  refundedAt: string | null;
  refundAmount: number | null;
  checkoutUrl: string | null;
  refundError: string | null;
  canMarkPaid: boolean;
  canMarkRefunded: boolean;
}

/** A shipment as an order shows it: a carrier and tracking number, with the link when the carrier is listed. */
export function gqlShipment(
  overrides: Partial<{ carrier: string | null; trackingNumber: string | null; trackingUrl: string | null }> = {},
) {
  return {
    __typename: 'Shipment' as const,
    carrier: 'DHL' as string | null,
    trackingNumber: '00340434161234567890' as string | null,
    trackingUrl: 'https://www.dhl.com/track?id=00340434161234567890' as string | null,
    at: '2025-03-06T09:00:00.000Z',
    ...overrides,
  };
}
export type GqlShipment = ReturnType<typeof gqlShipment>;

/** An invoice or credit note as an order shows it. */
export function gqlInvoiceSummary(orderId: string, number: string, path: 'user' | 'admin', kind = 'invoice') {
  return {
    __typename: 'InvoiceSummary' as const,
    number,
    issuedAt: '2025-03-05T14:30:01.000Z',
    total: 21,
    downloadPath: `/api/${path}/orders/${orderId}/${kind}`,
  };
}

export type GqlInvoiceSummary = ReturnType<typeof gqlInvoiceSummary>;

/**
 * The server's answer to the admin for an order in each status (docs/api.md "Orders"), the
 * fixtures' default; a shopper's pending order says `['CANCELLED']`, and any other of theirs `[]`.
 */
export const ADMIN_NEXT_STATUSES: Record<OrderStatus, OrderStatus[]> = {
  PENDING: ['SHIPPED', 'DELIVERED', 'CANCELLED'],
  SHIPPED: ['PENDING', 'DELIVERED'],
  DELIVERED: ['PENDING', 'SHIPPED'],
  CANCELLED: [],
};

/** A delivery address as an order keeps it. */
export function gqlShippingAddress(overrides: Partial<Record<string, string>> = {}) {
  return {
    __typename: 'ShippingAddress' as const,
    fullName: 'Ada Lovelace',
    line1: '12 St James’s Square',
    line2: '',
    city: 'London',
    region: '',
    postalCode: 'SW1Y 4JH',
    country: 'GB',
    countryName: 'United Kingdom',
    phone: '',
    ...overrides,
  };
}

/** An order's or a quote's breakdown as GraphQL returns it; by default books only, collected, no tax. */
export interface TotalsSpec {
  subtotal?: number;
  discount?: number;
  discountCode?: string | null;
  shipping?: number;
  shippingMethod?: { id: string; name: string; collection: boolean } | null;
  tax?: number;
  taxIncluded?: boolean;
  taxLines?: { rate: number; appliesTo: string[]; base: number; amount: number }[];
  total?: number;
}

export function gqlTotals({
  subtotal = 0,
  discount = 0,
  discountCode = null,
  shipping = 0,
  shippingMethod = null,
  tax = 0,
  taxIncluded = false,
  taxLines = [],
  total,
}: TotalsSpec = {}) {
  return {
    __typename: 'OrderTotals' as const,
    subtotal,
    discount,
    discountCode,
    shipping,
    shippingMethod: shippingMethod ? { __typename: 'OrderShipping' as const, ...shippingMethod } : null,
    tax,
    taxIncluded,
    taxLines: taxLines.map((line) => ({ __typename: 'TaxLine' as const, ...line })),
    total: total ?? subtotal,
  };
}

export type GqlOrderTotals = ReturnType<typeof gqlTotals>;

/** An order as GraphQL returns it (OrderFields), with its total and item count worked out from the lines. */
export function gqlOrder({
  id,
  status = 'PENDING',
  orderedAt = '2025-03-05T14:30:00.000Z',
  lines = [gqlOrderLine()],
  customer = shopper,
  statusHistory,
  shippingAddress = gqlShippingAddress(),
  nextStatuses = ADMIN_NEXT_STATUSES[status],
  cancellable = status === 'PENDING',
  totals,
  invoice = null,
  creditNote = null,
  shipment = null,
  payment,
}: OrderSpec = {}) {
  orderCounter += 1;
  const totalAmount = totals?.total ?? lines.reduce((sum, line) => sum + cents(line.lineTotal), 0) / 100;
  return {
    __typename: 'Order' as const,
    id: id ?? `64c3${orderCounter.toString(16).padStart(20, '0')}`,
    status,
    nextStatuses,
    cancellable,
    orderedAt,
    totalAmount,
    totals: totals ?? gqlTotals({ subtotal: totalAmount }),
    itemCount: lines.reduce((n, line) => n + line.quantity, 0),
    books: lines,
    user: { __typename: 'OrderCustomer' as const, id: customer.id, name: customer.name, email: customer.email },
    statusHistory: (statusHistory ?? [{ status: 'PENDING' as const, at: orderedAt }]).map((change) => ({
      __typename: 'OrderStatusChange' as const,
      ...change,
      by: change.by ? { __typename: 'OrderActor' as const, ...change.by } : null,
    })),
    shippingAddress,
    shipment,
    payment: payment ?? gqlPayment(),
    invoice,
    creditNote,
  };
}

export type GqlOrder = ReturnType<typeof gqlOrder>;

/** An OrderConnection page of `orders`, with `totalCount` (capped or not) and whether more follow. */
export function orderPage(
  orders: GqlOrder[],
  { totalCount = orders.length, totalCountCapped = false, hasNextPage = false } = {},
) {
  return {
    __typename: 'OrderConnection' as const,
    totalCount,
    totalCountCapped,
    edges: orders.map((node) => ({ __typename: 'OrderEdge' as const, cursor: `cursor-${node.id}`, node })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: orders.length ? `cursor-${orders[orders.length - 1].id}` : null,
    },
  };
}

/** The admin's order page also asks for the order's internal notes: none, unless a test gives some. */
export function orderNotesMock(orderId: string) {
  return {
    request: { query: OrderNotesDocument, variables: { orderId } },
    result: { data: { orderNotes: { __typename: 'OrderNotes' as const, truncated: false, notes: [] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
