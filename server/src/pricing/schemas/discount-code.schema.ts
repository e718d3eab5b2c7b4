import { AUDIT_DUE_PROP, AUDIT_PROP, type AuditEntryRecord } from '../../common/audit/audit-entry';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { DiscountKind } from '../totals';

/** A use held by an order being placed: taken back if the order is given up, kept once it is acknowledged. */
@Schema({ _id: false })
export class CodeHoldRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) order: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) user: Types.ObjectId;
  @Prop({ required: true }) at: Date;
}

/**
 * A discount code and its usage. `uses` counts the orders holding or keeping a use (a use is
 * taken with a conditional update of this document, see DiscountCodesService; each shopper's
 * uses for the per-customer limit are a DiscountCodeCustomer of their own), `discountCents` the
 * discount the acknowledged orders got. `holds` are the uses of orders still being placed;
 * `returns` the receipts of cancelled orders whose use came back (dropped once their restock is
 * over). `version` grows with every change of the terms.
 */
@Schema({ collection: 'discountcodes', timestamps: true })
export class DiscountCode {
  /** Upper-case, as normaliseCode writes it: codes are compared without case. */
  @Prop({ required: true, unique: true }) code: string;
  @Prop({ type: String, required: true, enum: Object.values(DiscountKind) }) kind: DiscountKind;
  @Prop({ type: Number, default: null }) percent: number | null;
  @Prop({ type: Number, default: null }) amountCents: number | null;
  @Prop({ type: Number, default: null }) minimumCents: number | null;
  @Prop({ type: Date, default: null }) startsAt: Date | null;
  @Prop({ type: Date, default: null }) endsAt: Date | null;
  @Prop({ type: Number, default: null }) maxUses: number | null;
  @Prop({ type: Number, default: null }) perCustomer: number | null;
  @Prop({ default: true }) enabled: boolean;
  @Prop({ default: 0 }) uses: number;
  /**
   * Uses per shopper as codes stored them before each shopper's had a document of its own
   * (DiscountCodeCustomer): moved there, and dropped, by the orders' repair. When read for an
   * order, the shopper's own count only (PricingRepository.findCode).
   */
  @Prop({ type: MongooseSchema.Types.Mixed }) customers?: Record<string, number>;
  @Prop({ default: 0 }) discountCents: number;
  @Prop({ type: [CodeHoldRecord], default: [] }) holds: CodeHoldRecord[];
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [] }) returns: Types.ObjectId[];
  @Prop({ default: 1 }) version: number;
  /** The admin's changes not yet copied into the activity log (common/audit), and their flag. */
  @Prop(AUDIT_PROP)
  audit?: AuditEntryRecord[];

  @Prop(AUDIT_DUE_PROP)
  auditDue?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const DiscountCodeSchema = SchemaFactory.createForClass(DiscountCode);
DiscountCodeSchema.index({ createdAt: 1, _id: 1 });
// The activity relay finds the codes whose entries it has not copied yet (common/audit).
DiscountCodeSchema.index({ auditDue: 1 });
