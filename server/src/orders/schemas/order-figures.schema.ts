import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { OrderStatus } from '../order-status';
import type { DaySales } from '../sales-tally';

/**
 * What a day's figures hold of one of its orders: how many of the order's moves they count (its
 * `statusHistory` length then) and the status those moves left it in. A fold of a later move
 * replaces it only while it is still this one, so each move is counted once (order-figures.ts).
 */
export interface FoldedOrder {
  /** Moves counted. */
  m: number;
  /** The status they left the order in. */
  s: OrderStatus;
  /** 1 once the day's sales (`books`, `categories`, `sales`) count the order too; unset on orders folded before they were kept. */
  b?: 1;
}

/**
 * The running figures of the orders placed on one UTC day (`_id` 'YYYY-MM-DD', the orders'
 * `orderedDay`): how many are in each status, the revenue of those not cancelled, what those
 * sold per book and per category (the reports'), and, per order, what has been counted of it. `version` counts the folds, so a summary of the day can tell
 * an older copy from a newer one. Written through the driver (order ids are keys of `orders`).
 */
@Schema({ collection: 'dailyfigures', versionKey: false })
export class DailyFigures {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ default: 0 }) pending: number;
  @Prop({ default: 0 }) shipped: number;
  @Prop({ default: 0 }) delivered: number;
  @Prop({ default: 0 }) cancelled: number;
  @Prop({ default: 0 }) revenueCents: number;
  @Prop({ default: 0 }) version: number;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  orders: Record<string, FoldedOrder>;

  /** The reports' sales of the day's orders that count (sales-tally.ts): orders, copies, revenue. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  sales?: DaySales['sales'];

  /** Per book id: copies, revenue, and the title, author and category as last ordered. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  books?: DaySales['books'];

  /** Per category: orders with a book in it, copies, revenue. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  categories?: DaySales['categories'];
}

export const DailyFiguresSchema = SchemaFactory.createForClass(DailyFigures);

/** The figures of one day as a summary keeps them: the day's tally at `v`, the day's version then. */
export interface DaySummary {
  v: number;
  pending: number;
  shipped: number;
  delivered: number;
  cancelled: number;
  revenueCents: number;
}

/**
 * Every day's figures in one document (`_id` 'orders'), without the per-order part: what the
 * dashboard reads for its totals and its chart, a few dozen bytes a day, so that reading them costs
 * the same at any number of orders. A day's entry is replaced only by a newer version of the day.
 */
@Schema({ collection: 'figuressummary', versionKey: false })
export class FiguresSummary {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  days: Record<string, DaySummary>;
}

export const FiguresSummarySchema = SchemaFactory.createForClass(FiguresSummary);
