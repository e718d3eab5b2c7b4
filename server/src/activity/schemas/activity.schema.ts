import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { AuditAction, type AuditChange, type AuditTarget } from '../../common/audit/audit-entry';

/**
 * One admin action in the activity log, copied from the entry its change wrote on the changed
 * document (common/audit): `_id` is the entry's own id, so a second copy of it is refused.
 */
@Schema({ collection: 'activity', versionKey: false })
export class ActivityRecord {
  _id: Types.ObjectId;

  @Prop({ required: true })
  at: Date;

  @Prop({ type: Object, required: true })
  actor: { id: string; name: string };

  @Prop({ type: String, enum: Object.values(AuditAction), required: true })
  action: AuditAction;

  @Prop({ type: Object, required: true })
  target: AuditTarget;

  @Prop({ type: [Object], default: [] })
  changes: AuditChange[];
}

export const ActivitySchema = SchemaFactory.createForClass(ActivityRecord);
// The log newest first, and each filter newest first (the list's keyset order is `at`, then `_id`).
ActivitySchema.index({ at: -1, _id: -1 });
ActivitySchema.index({ action: 1, at: -1, _id: -1 });
ActivitySchema.index({ 'actor.id': 1, at: -1, _id: -1 });
ActivitySchema.index({ 'target.id': 1, at: -1, _id: -1 });
