import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import { Role } from '../../common/auth/role';
import { maxCodePointsValidator } from '../../common/text/text-rules';
import { MAX_NAME_LENGTH } from '../user-limits';

/** The account emails (users/user-notices.ts): they go whatever the shopper's preferences. */
export enum AccountNoticeKind {
  /**
   * Written by reset requests before the links got a collection of their own (password-reset.schema.ts);
   * a store upgraded with such a notice pending still relays it.
   */
  PASSWORD_RESET = 'password-reset',
  PASSWORD_CHANGED = 'password-changed',
}

/**
 * An account email made due by the update that stored its reason (a reset asked for, a password
 * changed), removed once the outbox has it.
 */
@Schema({ _id: false })
export class AccountNoticeRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: String, required: true, enum: Object.values(AccountNoticeKind) })
  kind: AccountNoticeKind;

  /** PASSWORD_RESET: what the link's token is derived from (common/auth/reset-token.ts). */
  @Prop()
  nonce?: string;
}

export interface RevokedToken {
  id: string;
  expiresAt: Date;
}

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ required: true, trim: true, validate: maxCodePointsValidator('Name', MAX_NAME_LENGTH) })
  name: string;

  /**
   * The name lower-cased, for the admin's customer list (sorted and searched by it): written with
   * every name (users/customer-search.ts); accounts stored before it get it from the
   * `customer-keys` job.
   */
  @Prop()
  nameKey?: string;

  /** Stored trimmed and lower-cased; unique. */
  @Prop({ required: true, trim: true, lowercase: true, unique: true })
  email: string;

  /** argon2id hash; never selected unless asked for, never returned. */
  @Prop({ required: true, select: false })
  passwordHash: string;

  @Prop({ type: String, required: true, enum: Object.values(Role), default: Role.USER, index: true })
  role: Role;

  /** An image id in GridFS, or '' for none. */
  @Prop({ default: '' })
  photo: string;

  /**
   * Carried in every token as `ver`; changing the password increments it, which signs out every
   * session holding an older token. Accounts stored before it existed read as 0.
   */
  @Prop({ type: Number, default: 0 })
  tokenVersion: number;

  /**
   * Tokens signed out before they expire (logout), by their id (a hash of the token) and expiry.
   * Expired entries are dropped at the next logout, and a password change (which ends every older
   * token through `tokenVersion`) empties the list, so it stays as short as the account's devices.
   */
  @Prop({
    type: [{ _id: false, id: { type: String, required: true }, expiresAt: { type: Date, required: true } }],
    default: undefined,
  })
  revokedTokens?: RevokedToken[];

  /** Account emails not yet handed to the outbox. */
  @Prop({ type: [AccountNoticeRecord], default: undefined })
  notices?: AccountNoticeRecord[];

  /** Set with every notice, in the same update; unset once `notices` is empty again (mail's `NoticeFlags`). */
  @Prop()
  noticesDue?: boolean;

  /** Order emails after the confirmation (shipped, delivered, cancelled); unset (on) until the shopper chooses. */
  @Prop({ type: Boolean })
  orderEmails?: boolean;

  /** Complaint emails (an answer to one of the shopper's); unset (on) until the shopper chooses. */
  @Prop({ type: Boolean })
  complaintEmails?: boolean;

  /** Back-in-stock emails (a book the shopper asked to be told about); unset (on) until the shopper chooses. */
  @Prop({ type: Boolean })
  stockEmails?: boolean;

  /**
   * Set by the one update that deletes a shopper's account (UsersService.deleteAccount), which also
   * scrubs it: a placeholder email (the real one is free again), no name, photo, preferences or
   * notices, and a new token version. The document itself goes once the other modules have let go
   * of the account; one left behind by a crash is finished by the deletion repair.
   */
  @Prop()
  deletedAt?: Date;

  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
// Other instances poll for recently changed accounts where change streams are not available
// (database/change-feed.ts, users/ through database/feed-to-bus.ts); every write stamps `updatedAt`.
UserSchema.index({ updatedAt: 1 });
// The deletion repair finds deletions a crash interrupted.
UserSchema.index({ deletedAt: 1 }, { sparse: true });
// The outbox's relay finds account emails due by `noticesDue` (and, once per database, notices an
// earlier version wrote without it by `notices._id`).
UserSchema.index({ noticesDue: 1 });
UserSchema.index({ 'notices._id': 1 });
// The admin's customer list: shoppers by name, and a search by the prefix of a name or an email.
UserSchema.index({ role: 1, nameKey: 1, _id: 1 });
UserSchema.index({ role: 1, email: 1, _id: 1 });
