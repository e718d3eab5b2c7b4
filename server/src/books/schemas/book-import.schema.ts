import { AUDIT_DUE_PROP, AUDIT_PROP, type AuditEntryRecord } from '../../common/audit/audit-entry';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import { IMPORT_STATES, type ImportState } from '../csv/import-states';

@Schema({ _id: false })
export class ImportRefusalRecord {
  @Prop({ required: true }) row: number;
  @Prop({ required: true }) message: string;
}

/**
 * One catalogue import as it runs: its counts so far, written after every batch, so that any
 * instance can show its progress. `running` is 1 while it runs and absent otherwise: the unique
 * sparse index on it lets one import run at a time. `updatedAt` is its heartbeat. Its state
 * changes only through csv/import-lifecycle.ts (the table: csv/import-states.ts).
 */
@Schema({ collection: 'bookimports', timestamps: true })
export class BookImport {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  by: Types.ObjectId;

  @Prop({ default: '' }) fileName: string;
  @Prop({ type: String, required: true, enum: IMPORT_STATES }) status: ImportState;
  @Prop({ type: Number }) running?: number;
  @Prop({ required: true }) rows: number;
  @Prop({ default: 0 }) processed: number;
  @Prop({ default: 0 }) created: number;
  @Prop({ default: 0 }) updated: number;
  @Prop({ default: 0 }) unchanged: number;
  @Prop({ default: 0 }) refused: number;
  /** Rows whose stock was left as it is: the book's stock changed after the dry run. */
  @Prop({ default: 0 }) stockKept: number;
  /** The first refusals (at most MAX_LISTED_ROWS). */
  @Prop({ type: [ImportRefusalRecord], default: [] }) refusals: ImportRefusalRecord[];
  @Prop({ default: '' }) error: string;
  @Prop() finishedAt?: Date;
  /** The admin's import, not yet copied into the activity log (common/audit), and its flag. */
  @Prop(AUDIT_PROP)
  audit?: AuditEntryRecord[];

  @Prop(AUDIT_DUE_PROP)
  auditDue?: boolean;

  createdAt: Date;
  updatedAt: Date;
}

export type BookImportDocument = HydratedDocument<BookImport>;
export const BookImportSchema = SchemaFactory.createForClass(BookImport);
BookImportSchema.index({ running: 1 }, { unique: true, sparse: true });
BookImportSchema.index({ auditDue: 1 });
