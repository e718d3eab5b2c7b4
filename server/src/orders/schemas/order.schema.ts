import { AUDIT_DUE_PROP, AUDIT_PROP, type AuditEntryRecord } from '../../common/audit/audit-entry';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import { BOOK_CATEGORIES, type BookCategory } from '../../books/book-category';
import { QUANTITY_PROP } from '../../common/quantity/quantity';
import type { DiscountKind } from '../../pricing/totals';
import { ORDER_STATES, OrderNoticeKind, RestockState, type OrderState } from '../order-states';
import { OrderStatus } from '../order-status';
import { PAYMENT_METHOD_IDS, PAYMENT_STATES, type PaymentMethodId, type PaymentState } from '../payment-states';

/** The book of an order line as it was when ordered (written when the order is acknowledged). */
@Schema({ _id: false })
export class OrderedBookRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop() title?: string;
  @Prop() author?: string;
  @Prop({ type: String, enum: BOOK_CATEGORIES }) category?: BookCategory;
  @Prop() description?: string;
  /** The stored image reference (an image id or an external URL), as the book had it. */
  @Prop() image?: string;
}

@Schema({ _id: false })
export class OrderLineRecord {
  @Prop({ type: OrderedBookRecord, required: true })
  book: OrderedBookRecord;

  @Prop(QUANTITY_PROP)
  quantity: number;

  /** The unit price paid, in integer cents; 0 until the order is acknowledged. */
  @Prop({ required: true, default: 0, min: 0 })
  priceCents: number;
}

@Schema({ _id: false })
export class StatusChangeRecord {
  @Prop({ type: String, required: true, enum: Object.values(OrderStatus) })
  status: OrderStatus;

  @Prop({ required: true })
  at: Date;

  /** The account that made the change: the shopper placing or cancelling the order, else the admin. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  by: Types.ObjectId;
}

/**
 * An email a move of the order made due, written in the move's own update and removed once the
 * outbox has it (orders/order-notices.ts).
 */
@Schema({ _id: false })
export class OrderNoticeRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: String, required: true, enum: Object.values(OrderNoticeKind) })
  kind: OrderNoticeKind;

  /** Who made the move (a cancellation by the shopper or by the shop reads differently). */
  @Prop({ type: MongooseSchema.Types.ObjectId })
  by?: Types.ObjectId;
}

/** The delivery address as it was when the order was placed: a copy, never changed afterwards. */
@Schema({ _id: false })
export class ShippingAddressRecord {
  @Prop({ required: true }) fullName: string;
  @Prop({ required: true }) line1: string;
  @Prop({ default: '' }) line2: string;
  @Prop({ required: true }) city: string;
  @Prop({ default: '' }) region: string;
  @Prop({ required: true }) postalCode: string;
  /** ISO 3166-1 alpha-2. */
  @Prop({ required: true }) country: string;
  /** The country's English name when the order was placed. */
  @Prop({ required: true }) countryName: string;
  @Prop({ default: '' }) phone: string;
}

/** One tax rate of the order: what it applied to, the amount taxed and the tax (pricing/totals.ts). */
@Schema({ _id: false })
export class OrderTaxLineRecord {
  @Prop({ required: true }) ratePpm: number;
  @Prop({ type: [String], required: true }) appliesTo: Array<'books' | 'shipping'>;
  @Prop({ required: true }) baseCents: number;
  @Prop({ required: true }) taxCents: number;
}

/**
 * What the order costs, as it was when placed (pricing's OrderPricing), written with its
 * acknowledgement: the figures in cents, the delivery, the code and the tax rates they came from.
 * Orders placed before it existed have none: their total is their books'.
 */
@Schema({ _id: false })
export class OrderTotalsRecord {
  @Prop({ required: true }) subtotalCents: number;
  @Prop({ required: true }) discountCents: number;
  @Prop({ required: true }) shippingCents: number;
  @Prop({ required: true }) taxCents: number;
  @Prop({ required: true }) totalCents: number;
  @Prop({ required: true }) taxIncluded: boolean;
  @Prop({ type: [OrderTaxLineRecord], default: [] }) taxLines: OrderTaxLineRecord[];
  @Prop({ default: '' }) taxCountry: string;
  @Prop({ default: '' }) taxRegion: string;
  /** The delivery: a method of a zone, or collection in store (`inStore`). */
  @Prop({ type: { methodId: String, name: String, inStore: Boolean, _id: false }, required: true })
  shipping: { methodId: string; name: string; inStore: boolean };
  @Prop({
    type: { codeId: MongooseSchema.Types.ObjectId, code: String, kind: String, _id: false },
    default: null,
  })
  discount: { codeId: Types.ObjectId; code: string; kind: DiscountKind } | null;
}

/** An invoice or credit note issued for the order, as the order shows it (the document itself is the invoices module's). */
@Schema({ _id: false })
export class OrderDocumentRecord {
  @Prop({ required: true }) number: string;
  @Prop({ required: true }) issuedAt: Date;
  /** The document's total, in cents (negative for a credit note). */
  @Prop({ required: true }) totalCents: number;
}

/** How an order was shipped: the carrier, the tracking number, and the link built when it was recorded. */
@Schema({ _id: false })
export class ShipmentRecord {
  @Prop({ type: String, default: null }) carrier: string | null;
  @Prop({ type: String, default: null }) trackingNumber: string | null;
  /** Built from the carrier's template in the settings at the time; null for a carrier not listed there. */
  @Prop({ type: String, default: null }) trackingUrl: string | null;
  @Prop({ required: true }) at: Date;
}

/** The shop's bank account as the order was placed (bank transfer): a copy, never changed afterwards. */
@Schema({ _id: false })
export class BankDetailsRecord {
  @Prop({ default: '' }) holder: string;
  @Prop({ default: '' }) account: string;
  @Prop({ default: '' }) bank: string;
  @Prop({ default: '' }) notes: string;
}

/**
 * How the order is paid (payment-states.ts): the method as it was when placed, where its payment
 * stands, and when it was paid or refunded. Written with the acknowledgement; orders placed
 * before payments have none (on delivery, awaiting).
 */
@Schema({ _id: false })
export class OrderPaymentRecord {
  @Prop({ type: String, required: true, enum: PAYMENT_METHOD_IDS }) method: PaymentMethodId;
  @Prop({ required: true }) name: string;
  @Prop({ type: String, required: true, enum: PAYMENT_STATES }) state: PaymentState;
  /** What the shopper quotes with a transfer: the order's number. */
  @Prop({ type: String, default: null }) reference?: string | null;
  @Prop({ type: BankDetailsRecord, default: null }) bankDetails?: BankDetailsRecord | null;
  @Prop({ type: Date, default: null }) paidAt?: Date | null;
  @Prop({ type: Number, default: null }) paidCents?: number | null;
  @Prop({ type: Date, default: null }) refundDueAt?: Date | null;
  @Prop({ type: Date, default: null }) refundedAt?: Date | null;
  @Prop({ type: Number, default: null }) refundCents?: number | null;
  /** A card payment's Stripe Checkout Session, and where the shopper pays on it. */
  @Prop({ type: String, default: undefined }) checkoutSession?: string | null;
  @Prop({ type: String, default: undefined }) checkoutUrl?: string | null;
  /** A paid card payment's PaymentIntent: what its refund names. */
  @Prop({ type: String, default: undefined }) paymentIntent?: string | null;
  /** The Stripe events applied to this payment, each pushed in its effect's own update (replays match nothing). */
  @Prop({ type: [String], default: undefined }) events?: string[];
  /** Why the provider's refund failed last, while the `card-refunds` job retries it; null once refunded. */
  @Prop({ type: String, default: undefined }) refundError?: string | null;
  /** Set when a card order is cancelled before it was paid: its Checkout Session is to be expired at Stripe (the `card-refunds` job); gone once it is. */
  @Prop({ type: Boolean, default: undefined }) closeSession?: boolean | null;
}

@Schema({ collection: 'orders', timestamps: true })
export class Order {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  /** One of OrderStatus once acknowledged; `placing`/`cancelling` are internal and never listed (order-states.ts). */
  @Prop({ type: String, required: true, enum: ORDER_STATES })
  status: OrderState;

  @Prop({ type: [OrderLineRecord], required: true })
  books: OrderLineRecord[];

  /** The total to pay: the lines' sum, less the discount, plus shipping and any tax not included (`totals`). */
  @Prop({ required: true, default: 0, min: 0 })
  totalCents: number;

  /** How the total was made up; unset on orders placed before it was kept. */
  @Prop({ type: OrderTotalsRecord })
  totals?: OrderTotalsRecord;

  @Prop({ required: true, default: 0, min: 0 })
  itemCount: number;

  @Prop({ required: true })
  orderedAt: Date;

  /** orderedAt's day, 'YYYY-MM-DD' in UTC, for revenue by day. */
  @Prop({ required: true })
  orderedDay: string;

  /** The last 8 hex characters of the id, lower-cased: the number shown on screen, searchable. */
  @Prop({ required: true })
  shortId: string;

  @Prop({ type: [StatusChangeRecord], default: [] })
  statusHistory: StatusChangeRecord[];

  /** Where the order goes; null for a shopper who had no address when ordering. */
  @Prop({ type: ShippingAddressRecord, default: null })
  shippingAddress: ShippingAddressRecord | null;

  /** How it is paid; unset on orders placed before payments (on delivery, awaiting). */
  @Prop({ type: OrderPaymentRecord })
  payment?: OrderPaymentRecord;

  /** The admin's changes not yet copied into the activity log (common/audit), and their flag. */
  @Prop(AUDIT_PROP)
  audit?: AuditEntryRecord[];

  @Prop(AUDIT_DUE_PROP)
  auditDue?: boolean;

  /** Recorded with the move to shipped (or corrected while shipped); unset or null otherwise, cleared back to pending. */
  @Prop({ type: ShipmentRecord, default: undefined })
  shipment?: ShipmentRecord | null;

  /** A cancelled order whose copies are on their way back to stock (`RestockState` in order-states.ts); unset otherwise. */
  @Prop({ type: String, enum: Object.values(RestockState) })
  restock?: RestockState;

  /** How many workers are giving the copies back (OrderRestock); unset with `restock`. */
  @Prop()
  restockers?: number;

  /** Emails due and not yet in the outbox; unset or empty otherwise. */
  @Prop({ type: [OrderNoticeRecord], default: undefined })
  notices?: OrderNoticeRecord[];

  /** Set with every notice, in the same update; unset once `notices` is empty again (OrderNotices). */
  @Prop()
  noticesDue?: boolean;

  /** Set while some book may still hold this order's reservation marker (OrdersService.place, the repair). */
  @Prop()
  reserved?: boolean;

  /**
   * Set by every move people see, in the move's own update; unset once the dashboard's running
   * figures count that move (OrderFigures.fold). Unset otherwise.
   */
  @Prop()
  figuresDue?: boolean;

  /**
   * Set by the acknowledgement (the invoice) and by the cancellation (the credit note), in the
   * move's own update; unset once the document is issued (OrderInvoicing).
   */
  @Prop()
  invoiceDue?: boolean;

  @Prop()
  creditNoteDue?: boolean;

  /** The invoice, once issued; unset before (and on orders placed before invoices). */
  @Prop({ type: OrderDocumentRecord })
  invoice?: OrderDocumentRecord;

  /** The credit note, once a cancellation of the invoiced order issued it. */
  @Prop({ type: OrderDocumentRecord })
  creditNote?: OrderDocumentRecord;

  createdAt: Date;
  updatedAt: Date;
}

export type OrderDocument = HydratedDocument<Order>;
export const OrderSchema = SchemaFactory.createForClass(Order);

// Lists: a shopper's own (newest first), the admin's with or without a status filter (the
// status index, read backwards, gives every order newest first too), the export's days, the
// search by shown number, customer, postal code or city; the repair's look-ups by state and age;
// the images orders show (OrderImages: the image sweep and released covers); cancellations still
// giving copies back; emails not yet handed to the outbox (and notices written before
// `noticesDue`, looked for at the first relay); moves the figures do not count yet.
// The embedded engine keeps and uses these too (docs/architecture.md, "Indexes on the embedded engine").
// `status` last: the count of a shopper's orders people see is answered from this index's entries
// alone, reading no order (MongoDB's covered query; the embedded engine's too).
OrderSchema.index({ user: 1, orderedAt: 1, _id: 1, status: 1 });
// Whether a shopper received a book (a delivered order with it: reviews' "Verified purchase").
// Multikey: the embedded engine's launcher gives it up and plans on the shopper's index above.
OrderSchema.index({ user: 1, 'books.book._id': 1, status: 1 });
OrderSchema.index({ orderedAt: 1, _id: 1 });
OrderSchema.index({ status: 1, orderedAt: 1, _id: 1 });
OrderSchema.index({ shortId: 1 });
OrderSchema.index({ 'shippingAddress.postalCode': 1 });
OrderSchema.index({ 'shippingAddress.city': 1 });
OrderSchema.index({ figuresDue: 1 });
OrderSchema.index({ reserved: 1, orderedAt: 1 });
OrderSchema.index({ 'books.book.image': 1 });
OrderSchema.index({ restock: 1, updatedAt: 1 });
OrderSchema.index({ noticesDue: 1 });
OrderSchema.index({ auditDue: 1 });
OrderSchema.index({ 'notices._id': 1 });
// Invoices and credit notes not yet issued (the `invoices` job).
OrderSchema.index({ invoiceDue: 1 });
OrderSchema.index({ creditNoteDue: 1 });
// Payments: the admin's filter by payment state; a method's payments in one state, oldest first
// (unpaid transfers past their days for PaymentExpiry, card refunds due), which reads that method's
// orders only: orders paid on delivery that nobody marks paid stay `awaiting` for years.
OrderSchema.index({ 'payment.state': 1, orderedAt: 1, _id: 1 });
OrderSchema.index({ 'payment.method': 1, 'payment.state': 1, orderedAt: 1, _id: 1 });
OrderSchema.index({ 'payment.closeSession': 1 });
// The change feed's polling reads orders by `updatedAt` (live updates across instances).
OrderSchema.index({ updatedAt: 1 });

/** Indexes a database made by an earlier version may still keep, which the ones above replace. */
export const SUPERSEDED_ORDER_INDEXES = ['user_1_orderedAt_1__id_1'];
