import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One count of attempts under one key (AttemptThrottleService), kept in the database so that
 * every instance shares it. The collection keeps the name it was given when it counted only
 * failed sign-ins.
 */
@Schema({ collection: 'loginfailures', versionKey: false })
export class AttemptCount {
  /**
   * What is counted, named by the module that counts it: `sign-in <email> from <address>`,
   * `sign-in <email>` (the email as sign-in normalises it: trimmed and lower-cased, whether or not
   * an account has it), `password <account id>`, `reset <email>`, `reset from <address>`
   * (auth/auth-attempts.ts); `contact from <address>` (contact/contact.service.ts).
   */
  @Prop({ type: String, required: true })
  _id: string;

  /** Attempts counted since `windowStart`. */
  @Prop({ type: Number, required: true, default: 0 })
  failures: number;

  @Prop({ type: Date, required: true })
  windowStart: Date;

  /** Attempts under this key are refused until then; null when not refused. */
  @Prop({ type: Date, default: null })
  blockedUntil: Date | null;
}

export const AttemptCountSchema = SchemaFactory.createForClass(AttemptCount);
