import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/**
 * One shopper's uses of one discount code, for its per-customer limit: a document per code and
 * shopper (`<code id>:<user id>`) rather than a count per shopper on the code, which would grow with
 * every shopper who ever used it and be rewritten by every use. `orders` are the orders holding or
 * keeping a use, `returned` those whose use came back, so that a step repeated changes nothing
 * twice. `legacy` counts the uses moved from the code's former per-shopper counts, which name no
 * order: a cancelled order placed before `legacyBefore` gives one of them back.
 */
@Schema({ collection: 'discountcodecustomers', versionKey: false })
export class DiscountCodeCustomer {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ default: 0 }) uses: number;
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [] }) orders: Types.ObjectId[];
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [] }) returned: Types.ObjectId[];
  @Prop({ default: 0 }) legacy: number;
  @Prop({ type: Date }) legacyBefore?: Date;
}

export const DiscountCodeCustomerSchema = SchemaFactory.createForClass(DiscountCodeCustomer);

/** The document of `user`'s uses of the code `codeId`. */
export const codeCustomerKey = (codeId: Types.ObjectId | string, user: string) => `${String(codeId)}:${user}`;
