import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { OrderDocumentKind } from '../../orders/order-states';

/** Who sells: the shop's legal details when the document was issued. */
export interface InvoiceParty {
  name: string;
  address: string;
  taxNumber: string;
  email: string;
  phone: string;
}

export interface InvoiceLine {
  title: string;
  author: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface InvoiceTaxLine {
  ratePpm: number;
  baseCents: number;
  taxCents: number;
}

/**
 * An invoice or a credit note as issued: a snapshot of everything it shows, never changed
 * afterwards, whatever happens to the settings, the books or the customer. A credit note is its
 * invoice with the amounts negated. `_id` is `<kind>:<order id>`, so an order has one of each at most.
 */
@Schema({ collection: 'invoices', versionKey: false })
export class Invoice {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: String, required: true, enum: Object.values(OrderDocumentKind) }) kind: OrderDocumentKind;
  /** 2026-000123 (invoices), C-2026-000007 (credit notes): gap-free per kind and year (invoice-numbering.ts). */
  @Prop({ required: true, unique: true }) number: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) order: Types.ObjectId;
  /** The number shown on screen for the order. */
  @Prop({ required: true }) orderNumber: string;
  @Prop({ required: true }) orderedAt: Date;
  @Prop({ required: true }) issuedAt: Date;
  /** A credit note's invoice. */
  @Prop() refersTo?: string;
  @Prop({ required: true }) currency: string;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) seller: InvoiceParty;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) buyer: { name: string; email: string };
  /** The delivery address as the lines of a letter; null when collected in store (`inStore`) or sent nowhere. */
  @Prop({ type: [String], default: null }) deliveryAddress: string[] | null;
  @Prop({ required: true }) inStore: boolean;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) lines: InvoiceLine[];
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) taxLines: InvoiceTaxLine[];
  @Prop({ required: true }) taxIncluded: boolean;
  @Prop({ required: true }) subtotalCents: number;
  @Prop({ required: true }) discountCents: number;
  @Prop({ default: '' }) discountCode: string;
  @Prop({ required: true }) shippingCents: number;
  @Prop({ default: '' }) shippingMethod: string;
  @Prop({ required: true }) taxCents: number;
  @Prop({ required: true }) totalCents: number;
}

export const InvoiceSchema = SchemaFactory.createForClass(Invoice);

/**
 * The numbering of one kind in one year (`_id` `invoice:2026`): the last number given, and the
 * claim of the orders being numbered (`pending`: `orders` in the order their numbers go, holding
 * the numbers up to `last`) until their documents are inserted (invoice-numbering.ts). A claim of
 * one order may be stored as `order`.
 */
@Schema({ collection: 'invoicecounters', versionKey: false })
export class InvoiceCounter {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true, default: 0 }) last: number;
  @Prop({ type: { orders: [String], order: String, at: Date, _id: false }, default: null })
  pending: { orders?: string[]; order?: string; at: Date } | null;
}

// Two documents a year: the job reads them all to find a claim a crash left.
export const InvoiceCounterSchema = SchemaFactory.createForClass(InvoiceCounter);
