import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

/**
 * A shopper waiting for an out-of-stock book (one per account and book). `due` is false while the
 * book has no copies; one update per restock (`updateMany({ book, due: false }, { due: true })`)
 * makes every waiting alert of the book due, whichever instance or sweep makes it and however
 * often. A due alert is the email's notice: the outbox relays it under its own `_id`, then it is
 * deleted (back-in-stock-notices.ts), so each alert is emailed exactly once.
 */
@Schema({ collection: 'backinstockalerts', timestamps: true })
export class BackInStockAlert {
  _id: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  book: Types.ObjectId;

  /** The book as it was asked for, for the email should the book be renamed or deleted meanwhile. */
  @Prop({ type: String, required: true })
  title: string;

  @Prop({ type: String, required: true })
  author: string;

  @Prop({ type: Boolean, required: true, default: false })
  due: boolean;

  /** When the book came back (the update that made the alert due). */
  @Prop({ type: Date })
  dueAt?: Date;

  createdAt: Date;
}

export type BackInStockAlertDocument = HydratedDocument<BackInStockAlert>;
export const BackInStockAlertSchema = SchemaFactory.createForClass(BackInStockAlert);
// One alert per account and book: asking twice is the same alert.
BackInStockAlertSchema.index({ user: 1, book: 1 }, { unique: true });
// An account's alerts (its wishlist's `alertBookIds`, newest first); a restock finds the book's waiting
// alerts; the sweep the books waited for; the relay the due alerts.
BackInStockAlertSchema.index({ user: 1, _id: 1 });
BackInStockAlertSchema.index({ book: 1, due: 1 });
BackInStockAlertSchema.index({ due: 1, _id: 1 });
