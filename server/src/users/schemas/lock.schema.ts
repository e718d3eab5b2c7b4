import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A named mutex. Inserting `{ _id: name }` succeeds for exactly one concurrent caller because
 * `_id` is unique; this works on every MongoDB engine, without transactions (the embedded one has none).
 */
@Schema({ collection: 'locks', versionKey: false })
export class Lock {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true, default: () => new Date() })
  createdAt: Date;
}

export const LockSchema = SchemaFactory.createForClass(Lock);
