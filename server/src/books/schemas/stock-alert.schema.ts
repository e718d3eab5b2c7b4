import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * A book that a sale or the admin's edit took to the low-stock threshold or below, waiting for
 * the outbox: the alert is its own notice (books/stock-notices.ts). LowStockAlerts writes it;
 * once relayed (the day's digest lists the book; a sale that sold it out also gets its email) it
 * is deleted. The book's fields are as they were when its stock was lowered.
 */
@Schema({ collection: 'stockalerts', versionKey: false })
export class StockAlert {
  _id: Types.ObjectId;

  /** The book's id. */
  @Prop({ required: true }) book: string;
  @Prop({ required: true }) title: string;
  @Prop({ required: true }) author: string;
  @Prop({ required: true }) stock: number;
  /** When the stock was lowered: its UTC day is the digest's. */
  @Prop({ required: true }) at: Date;
  @Prop({ type: String, required: true, enum: ['sale', 'edit'] }) by: 'sale' | 'edit';
}

export const StockAlertSchema = SchemaFactory.createForClass(StockAlert);
