import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { AUDIT_DUE_PROP, AUDIT_PROP, type AuditEntryRecord } from '../../common/audit/audit-entry';
import { maxCodePointsValidator } from '../../common/text/text-rules';
import {
  MAX_RATING,
  MAX_REVIEW_REASON_LENGTH,
  MAX_REVIEW_TEXT_LENGTH,
  MAX_REVIEW_TITLE_LENGTH,
  MIN_RATING,
} from '../review-rules';

/** A shopper's report of a review: one per account (the filter of the report's update). */
@Schema({ _id: false })
export class ReviewReportRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ type: String, default: '', validate: maxCodePointsValidator('Reason', MAX_REVIEW_REASON_LENGTH) })
  reason: string;

  @Prop({ required: true })
  at: Date;
}

/**
 * One shopper's review of one book (unique on both). Hidden by the admin with a reason its
 * author sees; hidden reviews count in no rating. An account deleted keeps its reviews, shown as
 * "Deleted customer" (like orders and complaints).
 */
@Schema({ collection: 'reviews', timestamps: true })
export class Review {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  book: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({
    required: true,
    min: MIN_RATING,
    max: MAX_RATING,
    validate: { validator: Number.isInteger, message: 'Rating must be a whole number' },
  })
  rating: number;

  @Prop({ type: String, default: '', validate: maxCodePointsValidator('Title', MAX_REVIEW_TITLE_LENGTH) })
  title: string;

  @Prop({ type: String, default: '', validate: maxCodePointsValidator('Review', MAX_REVIEW_TEXT_LENGTH) })
  text: string;

  @Prop({ type: Boolean, default: false })
  hidden: boolean;

  @Prop({ type: String, default: null })
  hiddenReason: string | null;

  @Prop({ type: Date, default: null })
  hiddenAt: Date | null;

  @Prop({ type: [ReviewReportRecord], default: [] })
  reports: ReviewReportRecord[];

  /** `reports.length`, kept in the report's update: the admin's "reported" list reads it by index. */
  @Prop({ type: Number, default: 0, min: 0 })
  reportCount: number;

  /** The admin's hide and show not yet copied into the activity log (common/audit), and their flag. */
  @Prop(AUDIT_PROP)
  audit?: AuditEntryRecord[];

  @Prop(AUDIT_DUE_PROP)
  auditDue?: boolean;

  createdAt: Date;
  updatedAt: Date;
}

export const ReviewSchema = SchemaFactory.createForClass(Review);

// One review per shopper and book; also a shopper's own review of a book.
ReviewSchema.index({ book: 1, user: 1 }, { unique: true });
// A book's visible reviews, newest first (and the recount of its rating).
ReviewSchema.index({ book: 1, hidden: 1, createdAt: 1, _id: 1 });
// The admin's lists: every review, or the reported ones, newest first.
ReviewSchema.index({ createdAt: 1, _id: 1 });
ReviewSchema.index({ reportCount: 1, createdAt: 1, _id: 1 });
// The activity relay finds the reviews whose entries it has not copied yet (common/audit).
ReviewSchema.index({ auditDue: 1 });
