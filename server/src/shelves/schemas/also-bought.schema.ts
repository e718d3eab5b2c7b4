import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

/**
 * How many counted orders hold both `book` and `other` (kept both ways round: `a-b` and `b-a`),
 * so a book's page reads its top pairs from one index. Changed only by the `also-bought` job
 * (also-bought-counts.ts), by ±1 per order whose record flipped.
 */
@Schema({ collection: 'alsobought', versionKey: false })
export class AlsoBoughtPair {
  /** `<book>-<other>`. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  book: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  other: Types.ObjectId;

  @Prop({ type: Number, required: true, default: 0 })
  n: number;
}

export type AlsoBoughtPairDocument = HydratedDocument<AlsoBoughtPair>;
export const AlsoBoughtPairSchema = SchemaFactory.createForClass(AlsoBoughtPair);
// A book's most bought-with books.
AlsoBoughtPairSchema.index({ book: 1, n: -1, other: 1 });

/**
 * Whether an order's pairs are in the counts (`c`), and the job's watermark (`_id: 'watermark'`,
 * `at`: the newest `updatedAt` a pass has read). One conditional update flips `c`: of any passes
 * that see the same move of an order, exactly one adds (or takes off) its pairs.
 */
@Schema({ collection: 'alsoboughtorders', versionKey: false })
export class AlsoBoughtOrder {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Boolean, default: false })
  c?: boolean;

  @Prop({ type: Date })
  at?: Date;
}

export const AlsoBoughtOrderSchema = SchemaFactory.createForClass(AlsoBoughtOrder);
