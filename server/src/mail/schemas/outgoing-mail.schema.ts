import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/** Where a message is on its way (mail/outbox.service.ts). */
export enum MailState {
  /** Waiting for `nextAttemptAt`: new, or after a failed attempt. */
  DUE = 'due',
  /**
   * A digest still collecting entries (OutboxService.collect) until `heldUntil`, which is also its
   * `nextAttemptAt`: then any instance may claim it like a due message, and it takes no more entries.
   */
  HELD = 'held',
  /** Claimed by an instance until `nextAttemptAt` (the lease); after that, any instance may claim it again. */
  SENDING = 'sending',
  SENT = 'sent',
  /** Given up: still failing a day after it was recorded. */
  FAILED = 'failed',
}

/**
 * One message of the outbox: recorded once per event and recipient (the `_id` is the event's key,
 * so a second record of the same event is refused by the unique `_id`), then claimed and sent by
 * one instance. The message is rendered when it is sent, from its template and data.
 */
@Schema({ collection: 'outbox', versionKey: false })
export class OutgoingMail {
  /** The event's key and the recipient's part, for example `order:<id>:<notice id>`. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  to: string;

  @Prop()
  replyTo?: string;

  /** A template registered with the MailRegistry by the module that owns it. */
  @Prop({ type: String, required: true })
  template: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  data: Record<string, unknown>;

  @Prop({ type: String, required: true, enum: Object.values(MailState) })
  state: MailState;

  /** Attempts started (a claim counts one). */
  @Prop({ required: true, default: 0 })
  attempts: number;

  /** DUE: not before then; SENDING: the claim's lease ends then. */
  @Prop()
  nextAttemptAt?: Date;

  /** The instance holding the claim. */
  @Prop()
  claimedBy?: string;

  @Prop({ required: true })
  createdAt: Date;

  /** A digest: when it stops collecting entries and is sent (its retries are given up a day after). */
  @Prop()
  heldUntil?: Date;

  @Prop()
  sentAt?: Date;

  @Prop()
  lastError?: string;
}

export const OutgoingMailSchema = SchemaFactory.createForClass(OutgoingMail);
// The workers' claim: the oldest message due (or whose lease ran out).
OutgoingMailSchema.index({ state: 1, nextAttemptAt: 1 });
