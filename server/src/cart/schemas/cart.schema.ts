import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import { QUANTITY_PROP } from '../../common/quantity/quantity';

/** One line of a stored cart: a book and how many copies of it. */
@Schema({ _id: false })
export class CartLineRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  book: Types.ObjectId;

  @Prop(QUANTITY_PROP)
  quantity: number;
}

export const CartLineRecordSchema = SchemaFactory.createForClass(CartLineRecord);

/**
 * A shopper's cart, one document per user (unique `user`), kept on the server so that it
 * follows the account across devices. Lines change only through single-document atomic
 * updates in CartService (`$push`, positional `$set`/`$inc`, `$pull`), never read-modify-write.
 */
@Schema({ collection: 'carts', timestamps: { createdAt: false, updatedAt: true } })
export class Cart {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, unique: true })
  user: Types.ObjectId;

  @Prop({ type: [CartLineRecordSchema], default: [] })
  lines: CartLineRecord[];

  updatedAt: Date;
}

export type CartDocument = HydratedDocument<Cart>;
export const CartSchema = SchemaFactory.createForClass(Cart);
