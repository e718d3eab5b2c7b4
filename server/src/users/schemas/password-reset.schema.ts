import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** A reset email due: what its link's token is derived from (common/auth/reset-token.ts). */
@Schema({ _id: false })
export class ResetNoticeRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: String, required: true })
  nonce: string;
}

/**
 * The live reset link of one email address, whether or not an account has it: a reset request
 * writes the same document either way (PasswordResetsService.startPasswordReset), so its answer does not
 * tell the two apart. The outbox's relay (users/reset-notices.ts) later looks the address up: for
 * an account it sends the email and binds the link to that account as it is then (its id and
 * token version); for no account it sends nothing, and the link, bound to nobody, never works.
 * Replaced by the next request for the address (voiding the older link), deleted by its use, and
 * deleted once expired.
 */
@Schema({ collection: 'passwordresets', versionKey: false })
export class PasswordReset {
  /** The address as asked for (trimmed and lower-cased, as accounts store it). */
  @Prop({ type: String, required: true })
  _id: string;

  /** The SHA-256 of the link's token; the token itself exists only in the email. */
  @Prop({ type: String, required: true })
  tokenHash: string;

  @Prop({ type: Date, required: true })
  expiresAt: Date;

  /** Reset emails not yet handed to the outbox, one per request. */
  @Prop({ type: [ResetNoticeRecord], default: undefined })
  notices?: ResetNoticeRecord[];

  /** The account the relay found for the address, once it sent the email; unset until then. */
  @Prop({ type: MongooseSchema.Types.ObjectId })
  accountId?: Types.ObjectId;

  /** That account's token version then: a password change since voids the link. */
  @Prop({ type: Number })
  tokenVersion?: number;
}

export const PasswordResetSchema = SchemaFactory.createForClass(PasswordReset);
// A link is found by its token's hash; the outbox's relay finds the reset emails due.
PasswordResetSchema.index({ tokenHash: 1 });
PasswordResetSchema.index({ 'notices._id': 1 });
