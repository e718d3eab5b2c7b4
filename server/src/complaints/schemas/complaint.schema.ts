import { AUDIT_DUE_PROP, AUDIT_PROP, type AuditEntryRecord } from '../../common/audit/audit-entry';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import { maxCodePointsValidator } from '../../common/text/text-rules';
import { ComplaintCategory, ComplaintPriority, ComplaintStatus, ComplaintType } from '../complaint-enums';
import {
  MAX_COMPLAINT_DESCRIPTION_LENGTH,
  MAX_COMPLAINT_REPLY_LENGTH,
  MAX_COMPLAINT_RESPONSE_LENGTH,
  MAX_COMPLAINT_TITLE_LENGTH,
} from '../complaint-rules';

/** One answer of the admin, with the status and priority it set. */
@Schema({ _id: false })
export class ComplaintResponseRecord {
  @Prop({ required: true, validate: maxCodePointsValidator('Response', MAX_COMPLAINT_RESPONSE_LENGTH) })
  message: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  respondedBy: Types.ObjectId;

  /** The admin's name when they answered; answers given before it was kept show the current name. */
  @Prop()
  respondedByName?: string;

  @Prop({ required: true })
  respondedAt: Date;

  @Prop({ type: String, required: true, enum: Object.values(ComplaintStatus) })
  status: ComplaintStatus;

  @Prop({ type: String, required: true, enum: Object.values(ComplaintPriority) })
  priority: ComplaintPriority;
}

/** A shopper's reply in the complaint's thread (the admin's messages are its `responses`). */
@Schema({ _id: false })
export class ComplaintReplyRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  author: Types.ObjectId;

  /** The shopper's name when they wrote it. */
  @Prop({ required: true })
  authorName: string;

  @Prop({ required: true, validate: maxCodePointsValidator('Message', MAX_COMPLAINT_REPLY_LENGTH) })
  text: string;

  @Prop({ required: true })
  at: Date;
}

/** The emails a complaint makes due: the store hears of a new one and of a reply, the shopper of an answer. */
export enum ComplaintNoticeKind {
  SUBMITTED = 'submitted',
  ANSWERED = 'answered',
  REPLIED = 'replied',
}

/** An email due, written with the complaint or its answer, removed once the outbox has it. */
@Schema({ _id: false })
export class ComplaintNoticeRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: String, required: true, enum: Object.values(ComplaintNoticeKind) })
  kind: ComplaintNoticeKind;

  /** ANSWERED: the answer as it was given (a later one has a notice of its own); REPLIED: the reply. */
  @Prop()
  response?: string;

  /** ANSWERED: the status the answer set; REPLIED: the status after the reply. */
  @Prop({ type: String, enum: Object.values(ComplaintStatus) })
  status?: ComplaintStatus;

  /** REPLIED: the reply opened a resolved or closed complaint again. */
  @Prop()
  reopened?: boolean;
}

/** A complaint, feedback, suggestion or bug report. `createdAt`/`updatedAt` are set by the service. */
@Schema({ collection: 'complaints' })
export class Complaint {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  @Prop({ required: true, validate: maxCodePointsValidator('Title', MAX_COMPLAINT_TITLE_LENGTH) })
  title: string;

  @Prop({ required: true, validate: maxCodePointsValidator('Description', MAX_COMPLAINT_DESCRIPTION_LENGTH) })
  description: string;

  @Prop({ type: String, required: true, enum: Object.values(ComplaintType) })
  type: ComplaintType;

  @Prop({ type: String, required: true, enum: Object.values(ComplaintCategory) })
  category: ComplaintCategory;

  @Prop({ type: String, required: true, enum: Object.values(ComplaintPriority) })
  priority: ComplaintPriority;

  @Prop({ type: String, required: true, enum: Object.values(ComplaintStatus) })
  status: ComplaintStatus;

  /** One of the shopper's own orders, for order, payment and delivery complaints. */
  @Prop({ type: MongooseSchema.Types.ObjectId })
  orderId?: Types.ObjectId;

  /** The latest response (the fields REST clients read); `responses` keeps them all, oldest first. */
  @Prop() adminResponse?: string;
  @Prop({ type: MongooseSchema.Types.ObjectId }) respondedBy?: Types.ObjectId;
  @Prop() respondedAt?: Date;

  @Prop({ type: [ComplaintResponseRecord], default: [] })
  responses: ComplaintResponseRecord[];

  /**
   * The shopper's replies, oldest first. The thread clients read (`messages`) is the description,
   * the responses and these, by time (models/complaint.model.ts); older complaints have none.
   */
  @Prop({ type: [ComplaintReplyRecord], default: undefined })
  replies?: ComplaintReplyRecord[];

  /** Emails due and not yet in the outbox (complaints/complaint-notices.ts). */
  @Prop({ type: [ComplaintNoticeRecord], default: undefined })
  notices?: ComplaintNoticeRecord[];

  /** Set with every notice, in the same update; unset once `notices` is empty again (mail's `NoticeFlags`). */
  @Prop()
  noticesDue?: boolean;

  /** createdAt + the response target of the current priority; recomputed when the priority changes. */
  @Prop({ required: true })
  dueAt: Date;

  @Prop({ required: true })
  createdAt: Date;

  @Prop({ required: true })
  updatedAt: Date;

  /** The admin's changes not yet copied into the activity log (common/audit), and their flag. */
  @Prop(AUDIT_PROP)
  audit?: AuditEntryRecord[];

  @Prop(AUDIT_DUE_PROP)
  auditDue?: boolean;
}

export type ComplaintDocument = HydratedDocument<Complaint>;
export const ComplaintSchema = SchemaFactory.createForClass(Complaint);

// A shopper's own list (newest first); the admin's list, its overdue part and the stats; emails
// not yet handed to the outbox (`noticesDue`; `notices._id` for notices an earlier version wrote
// without it, looked for once per database).
ComplaintSchema.index({ user: 1, createdAt: 1, _id: 1 });
ComplaintSchema.index({ createdAt: 1, _id: 1 });
ComplaintSchema.index({ status: 1, dueAt: 1 });
ComplaintSchema.index({ noticesDue: 1 });
ComplaintSchema.index({ 'notices._id': 1 });
// The change feed's polling reads complaints by `updatedAt` (live updates across instances).
ComplaintSchema.index({ updatedAt: 1 });
ComplaintSchema.index({ auditDue: 1 });
