import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import type { AuditEntryRecord } from '../../common/audit/audit-entry';

/**
 * An entry of a deletion, written before the document is deleted (a deletion leaves no document to
 * carry it): `_id` is the entry's own id. Once the document is gone the entry goes into `activity`
 * and this goes; a crash in between leaves it for the `activity` job, which logs the entry if the
 * document (`source`, `document`) is gone and forgets it if it is still there.
 */
@Schema({ collection: 'activityintents', versionKey: false })
export class ActivityIntent {
  _id: Types.ObjectId;

  @Prop({ type: Object, required: true })
  entry: AuditEntryRecord;

  /** The AuditRegistry's name of the deleted document's collection. */
  @Prop({ required: true })
  source: string;

  /** The deleted document's `_id`. */
  @Prop({ type: Object, required: true })
  document: unknown;

  @Prop({ required: true })
  at: Date;
}

export const ActivityIntentSchema = SchemaFactory.createForClass(ActivityIntent);
ActivityIntentSchema.index({ at: 1 });
