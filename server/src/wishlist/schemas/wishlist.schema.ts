import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

/** One saved book, and when it was saved. */
@Schema({ _id: false, timestamps: false })
export class WishlistEntry {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  book: Types.ObjectId;

  @Prop({ type: Date, required: true })
  addedAt: Date;
}

export const WishlistEntrySchema = SchemaFactory.createForClass(WishlistEntry);

/**
 * An account's wishlist: one document per account, its `_id` the account's id, so that saving a
 * book (once, under the limit) and removing one are each one atomic update of one document.
 */
@Schema({ collection: 'wishlists', timestamps: true })
export class Wishlist {
  /** The account's id. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  /** In the order saved, oldest first. */
  @Prop({ type: [WishlistEntrySchema], default: [] })
  books: WishlistEntry[];
}

export type WishlistDocument = HydratedDocument<Wishlist>;
export const WishlistSchema = SchemaFactory.createForClass(Wishlist);
