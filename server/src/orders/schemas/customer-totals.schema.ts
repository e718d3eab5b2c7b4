import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { OrderStatus } from '../order-status';

/** What a customer's totals hold of one of their orders: the moves counted and the status they left. */
export interface CountedMove {
  /** Moves counted (the order's `statusHistory` length then). */
  m: number;
  /** The status they left the order in. */
  s: OrderStatus;
}

/**
 * One customer's running totals (`_id` the user's id as hex): their orders that count (people see
 * them and they are not cancelled), what those come to, when the newest order people see was
 * placed, and per order what has been counted of it, so that a fold of a move applies once
 * (customer-totals.ts). What the admin's customers list reads: one small document per customer,
 * never their orders. Written through the driver (order ids are keys of `counted`).
 */
@Schema({ collection: 'customertotals', versionKey: false })
export class CustomerTotalsRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ default: 0 }) orders: number;
  @Prop({ default: 0 }) totalCents: number;
  @Prop({ type: Date, default: null }) lastOrderAt: Date | null;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  counted: Record<string, CountedMove>;
}

export const CustomerTotalsSchema = SchemaFactory.createForClass(CustomerTotalsRecord);
