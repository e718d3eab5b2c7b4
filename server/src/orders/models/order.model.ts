import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ShippingAddress, toShippingAddress } from '../../addresses/models/address.model';
import { BOOK_CATEGORIES } from '../../books/book-category';
import { fromCents, lineTotalCents } from '../../common/money/money';
import { OrderTotalsView, toOrderTotals } from '../../pricing/models/order-totals.model';
import { isCancellable, nextStatuses, OrderDocumentKind, type OrderReader } from '../order-states';
import { OrderStatus } from '../order-status';
import type { Order as OrderRecord } from '../schemas/order.schema';
import { OrderPayment, toOrderPayment } from './order-payment.model';

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    'PENDING: placed, not yet shipped (every new order); SHIPPED; DELIVERED; CANCELLED: cancelled while pending, ' +
    'by the shopper or the admin, its copies back in stock (final). The admin may move an order between the first three.',
});

/** A book as it was when ordered: what the order shows, whatever happens to the book later. */
@ObjectType('OrderedBook')
export class OrderedBook {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty() @Field() title: string;
  @ApiProperty() @Field() author: string;
  @ApiProperty({ enum: BOOK_CATEGORIES }) @Field() category: string;
  @ApiProperty() @Field() description: string;

  @ApiProperty({ description: 'Absolute image URL, or "" when there is no cover' })
  @Field({ description: 'Absolute image URL, or "" when there is no cover' })
  image: string;

  @ApiProperty({ example: 12.5, description: 'The unit price paid' })
  @Field(() => Float, { description: 'The unit price paid' })
  price: number;
}

@ObjectType('OrderLine')
export class OrderLine {
  @ApiProperty({ type: OrderedBook }) @Field(() => OrderedBook) book: OrderedBook;
  @ApiProperty({ type: 'integer', minimum: 1 }) @Field(() => Int) quantity: number;

  @ApiProperty({ example: 12.5, description: 'The unit price paid (the same as book.price)' })
  @Field(() => Float, { description: 'The unit price paid (the same as book.price)' })
  price: number;

  @ApiProperty({ example: 25, description: 'price × quantity' })
  @Field(() => Float, { description: 'price × quantity' })
  lineTotal: number;
}

@ObjectType('OrderCustomer')
export class OrderCustomer {
  @ApiProperty() @Field(() => ID, { name: 'id' }) _id: string;
  @ApiProperty() @Field() name: string;
  @ApiProperty() @Field() email: string;
}

/** Who changed an order's status: the shopper (placing, cancelling) or the admin. */
@ObjectType('OrderActor')
export class OrderActor {
  @ApiProperty() @Field(() => ID, { name: 'id' }) _id: string;

  @ApiProperty({ description: 'The account\'s name; "" when the account no longer exists' })
  @Field({ description: 'The account\'s name; "" when the account no longer exists' })
  name: string;
}

@ObjectType('OrderStatusChange')
export class OrderStatusChange {
  @ApiProperty({ enum: OrderStatus }) @Field(() => OrderStatus) status: OrderStatus;
  @ApiProperty() @Field(() => GraphQLISODateTime) at: Date;

  @ApiProperty({
    type: OrderActor,
    nullable: true,
    description: "Who made the change: in the admin's views; null in a shopper's own",
  })
  @Field(() => OrderActor, {
    nullable: true,
    description: "Who made the change: in the admin's views; null in a shopper's own",
  })
  by: OrderActor | null;
}

/** An invoice or a credit note of an order: its number, and where its PDF is downloaded (REST only). */
@ObjectType('InvoiceSummary')
export class InvoiceSummary {
  @ApiProperty({ example: '2026-000123', description: 'Invoices 2026-000123, credit notes C-2026-000007' })
  @Field({ description: 'Invoices 2026-000123, credit notes C-2026-000007' })
  number: string;

  @ApiProperty() @Field(() => GraphQLISODateTime) issuedAt: Date;

  @ApiProperty({ example: 25, description: "The document's total (a credit note's is negative)" })
  @Field(() => Float, { description: "The document's total (a credit note's is negative)" })
  total: number;

  @ApiProperty({
    example: '/api/user/orders/665f1c2b9d3e4a0012345678/invoice',
    description: "The REST path of the PDF for this reader (the shopper's or the admin's route)",
  })
  @Field({ description: "The REST path of the PDF for this reader (the shopper's or the admin's route)" })
  downloadPath: string;
}

/** How an order was shipped, as recorded with its move to shipped. */
@ObjectType('Shipment')
export class Shipment {
  @ApiProperty({ type: String, nullable: true, example: 'DHL' })
  @Field(() => String, { nullable: true })
  carrier: string | null;

  @ApiProperty({ type: String, nullable: true, example: '00340434161234567890' })
  @Field(() => String, { nullable: true })
  trackingNumber: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.dhl.com/track?id=00340434161234567890',
    description: "The parcel's tracking page; null for a carrier the settings do not list, or without a number",
  })
  @Field(() => String, {
    nullable: true,
    description: "The parcel's tracking page; null for a carrier the settings do not list, or without a number",
  })
  trackingUrl: string | null;

  @ApiProperty({ description: 'When it was recorded' })
  @Field(() => GraphQLISODateTime, { description: 'When it was recorded' })
  at: Date;
}

const SHIPMENT =
  'The carrier and tracking number recorded when the order was shipped; null when none was (and once back to pending)';

const INVOICE =
  'The invoice, issued just after the order is placed; absent (REST) or null (GraphQL) until then, and for orders placed before invoices';
const CREDIT_NOTE =
  'The credit note a cancellation of the invoiced order issued; absent (REST) or null (GraphQL) otherwise';

const PAYMENT = 'How the order is paid and where its payment stands; orders placed without a method are on-delivery';

const NEXT_STATUSES =
  'The statuses the reader may set now, never the current one. The admin: from pending, shipped, delivered or ' +
  'cancelled; from shipped or delivered, the other two of pending, shipped and delivered; none once cancelled. ' +
  'A shopper: cancelled while the order is pending, else none';
const CANCELLABLE =
  'Whether the reader may cancel the order now (its nextStatuses include cancelled): while it is pending';

/** An acknowledged order as clients see it: REST `_id`, GraphQL `id`. */
@ObjectType('Order')
export class Order {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty({ enum: OrderStatus }) @Field(() => OrderStatus) status: OrderStatus;
  @ApiProperty() @Field(() => GraphQLISODateTime) orderedAt: Date;

  @ApiProperty({
    example: 25,
    description:
      'The total to pay, computed by the server: the lines less any discount, plus shipping and any tax not included (totals)',
  })
  @Field(() => Float, {
    description:
      'The total to pay, computed by the server: the lines less any discount, plus shipping and any tax not included (totals)',
  })
  totalAmount: number;

  @ApiProperty({
    type: OrderTotalsView,
    description: 'How the total is made up: subtotal, discount, shipping, tax, total',
  })
  @Field(() => OrderTotalsView, { description: 'How the total is made up: subtotal, discount, shipping, tax, total' })
  totals: OrderTotalsView;

  @ApiProperty({ type: 'integer', description: 'How many copies in all lines' })
  @Field(() => Int, { description: 'How many copies in all lines' })
  itemCount: number;

  @ApiProperty({ type: [OrderLine] }) @Field(() => [OrderLine]) books: OrderLine[];
  @ApiProperty({ type: OrderCustomer }) @Field(() => OrderCustomer) user: OrderCustomer;

  @ApiProperty({ type: [OrderStatusChange], description: 'Every status the order had, oldest first' })
  @Field(() => [OrderStatusChange], { description: 'Every status the order had, oldest first' })
  statusHistory: OrderStatusChange[];

  @ApiProperty({
    type: ShippingAddress,
    nullable: true,
    description: 'Where the order goes, as the address was when ordering; null when the shopper had none',
  })
  @Field(() => ShippingAddress, {
    nullable: true,
    description: 'Where the order goes, as the address was when ordering; null when the shopper had none',
  })
  shippingAddress: ShippingAddress | null;

  @ApiProperty({ enum: OrderStatus, isArray: true, description: NEXT_STATUSES })
  @Field(() => [OrderStatus], { description: NEXT_STATUSES })
  nextStatuses: OrderStatus[];

  @ApiProperty({ description: CANCELLABLE })
  @Field({ description: CANCELLABLE })
  cancellable: boolean;

  @ApiProperty({ type: Shipment, nullable: true, description: SHIPMENT })
  @Field(() => Shipment, { nullable: true, description: SHIPMENT })
  shipment: Shipment | null;

  @ApiProperty({ type: OrderPayment, description: PAYMENT })
  @Field(() => OrderPayment, { description: PAYMENT })
  payment: OrderPayment;

  @ApiProperty({ type: InvoiceSummary, required: false, description: INVOICE })
  @Field(() => InvoiceSummary, { nullable: true, description: INVOICE })
  invoice?: InvoiceSummary;

  @ApiProperty({ type: InvoiceSummary, required: false, description: CREDIT_NOTE })
  @Field(() => InvoiceSummary, { nullable: true, description: CREDIT_NOTE })
  creditNote?: InvoiceSummary;
}

export type OrderSource = Pick<
  OrderRecord,
  'status' | 'orderedAt' | 'totalCents' | 'itemCount' | 'books' | 'statusHistory'
> & {
  _id: unknown;
  user: unknown;
  shippingAddress?: OrderRecord['shippingAddress'];
  totals?: OrderRecord['totals'];
  invoice?: OrderRecord['invoice'];
  creditNote?: OrderRecord['creditNote'];
  shipment?: OrderRecord['shipment'];
  payment?: OrderRecord['payment'];
};

/** The fields a query must load for `toOrder`. */
export const ORDER_FIELDS =
  'user status orderedAt totalCents itemCount books statusHistory shippingAddress totals invoice creditNote shipment payment';

/** The REST path of an order's invoice or credit note PDF, for `reader`. */
export const documentPath = (orderId: string, kind: OrderDocumentKind, reader: OrderReader): string =>
  `/api/${reader === 'admin' ? 'admin' : 'user'}/orders/${orderId}/${kind}`;

/** The order's invoice and credit note, when issued, as `reader` downloads them (keys absent otherwise: REST adds nothing). */
function documentsFor(
  orderId: string,
  documents: {
    invoice?: InvoiceSummary | OrderSource['invoice'];
    creditNote?: InvoiceSummary | OrderSource['creditNote'];
  },
  reader: OrderReader,
): Pick<Order, 'invoice' | 'creditNote'> {
  const summary = (document: NonNullable<typeof documents.invoice>, kind: OrderDocumentKind): InvoiceSummary => ({
    number: document.number,
    issuedAt: document.issuedAt,
    total: 'total' in document ? document.total : fromCents(document.totalCents),
    downloadPath: documentPath(orderId, kind, reader),
  });
  return {
    ...(documents.invoice ? { invoice: summary(documents.invoice, OrderDocumentKind.INVOICE) } : {}),
    ...(documents.creditNote ? { creditNote: summary(documents.creditNote, OrderDocumentKind.CREDIT_NOTE) } : {}),
  };
}

/** What `reader` may do with an order that has `status`, now (the state table's answer). */
const movesFor = (status: OrderStatus, reader: OrderReader): Pick<Order, 'nextStatuses' | 'cancellable'> => ({
  nextStatuses: nextStatuses(status, reader),
  cancellable: isCancellable(status, reader),
});

/**
 * The one mapper from a stored (acknowledged) order to the client shape. The admin's views pass
 * `actorOf`, which names who made each status change, and get the admin's moves; without it, `by`
 * is null and the moves are a shopper's (a shopper's own views).
 */
export function toOrder(
  record: OrderSource,
  customer: OrderCustomer,
  imageUrl: (ref: string) => string,
  actorOf?: (id: string) => OrderActor,
): Order {
  const status = record.status as OrderStatus;
  return {
    _id: String(record._id),
    status,
    orderedAt: record.orderedAt,
    totalAmount: fromCents(record.totalCents),
    totals: toOrderTotals(record.totals, record.totalCents),
    itemCount: record.itemCount,
    books: record.books.map((line) => ({
      book: {
        _id: String(line.book._id),
        title: line.book.title ?? '',
        author: line.book.author ?? '',
        category: line.book.category ?? '',
        description: line.book.description ?? '',
        image: imageUrl(line.book.image ?? ''),
        price: fromCents(line.priceCents),
      },
      quantity: line.quantity,
      price: fromCents(line.priceCents),
      lineTotal: fromCents(lineTotalCents(line.priceCents, line.quantity)),
    })),
    user: customer,
    statusHistory: (record.statusHistory ?? []).map(({ status, at, by }) => ({
      status,
      at,
      by: actorOf && by ? actorOf(String(by)) : null,
    })),
    // The country's name too is the one it had when ordering.
    shippingAddress: record.shippingAddress
      ? { ...toShippingAddress(record.shippingAddress), countryName: record.shippingAddress.countryName }
      : null,
    shipment: record.shipment
      ? {
          carrier: record.shipment.carrier ?? null,
          trackingNumber: record.shipment.trackingNumber ?? null,
          trackingUrl: record.shipment.trackingUrl ?? null,
          at: record.shipment.at,
        }
      : null,
    payment: toOrderPayment(record.payment, status, actorOf ? 'admin' : 'shopper'),
    ...movesFor(status, actorOf ? 'admin' : 'shopper'),
    ...documentsFor(String(record._id), record, actorOf ? 'admin' : 'shopper'),
  };
}

/** The shopper's view of an order the admin sees: the same, without who made each status change, with a shopper's moves. */
export function shopperView(order: Order): Order {
  return {
    ...order,
    statusHistory: order.statusHistory.map((change) => ({ ...change, by: null })),
    // What only the admin sees goes too: a live event carries the admin's view.
    payment: { ...order.payment, canMarkPaid: false, canMarkRefunded: false, refundError: null },
    ...movesFor(order.status, 'shopper'),
    ...documentsFor(order._id, order, 'shopper'),
  };
}
