import { AUDIT_DUE_PROP, AUDIT_PROP, type AuditEntryRecord } from '../../common/audit/audit-entry';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { maxCodePointsValidator } from '../../common/text/text-rules';
import { MAX_ORDER_NOTE_LENGTH } from '../order-notes.rules';

/**
 * A note the store wrote about an order for itself (a call with the customer, a parcel's trouble):
 * kept apart from the order, so that no shopper's read of an order can carry one.
 */
@Schema({ collection: 'ordernotes' })
export class OrderNote {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  order: Types.ObjectId;

  @Prop({ required: true, validate: maxCodePointsValidator('Note', MAX_ORDER_NOTE_LENGTH) })
  text: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  author: Types.ObjectId;

  /** The author's name when they wrote it. */
  @Prop({ required: true })
  authorName: string;

  @Prop({ required: true })
  createdAt: Date;

  /** The admin's changes not yet copied into the activity log (common/audit), and their flag. */
  @Prop(AUDIT_PROP)
  audit?: AuditEntryRecord[];

  @Prop(AUDIT_DUE_PROP)
  auditDue?: boolean;
}

export const OrderNoteSchema = SchemaFactory.createForClass(OrderNote);
// An order's notes, oldest first: the one query.
OrderNoteSchema.index({ order: 1, createdAt: 1, _id: 1 });
OrderNoteSchema.index({ auditDue: 1 });
