import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One count of failed password checks (LoginThrottleService): sign-ins to one normalised email from
 * one client address, sign-ins to one email from anywhere (whether or not an account has it, so a
 * refusal says nothing about which accounts exist), or wrong current passwords given to change an
 * account's password. Kept in the database so every instance shares it.
 */
@Schema({ collection: 'loginfailures', versionKey: false })
export class LoginFailure {
  /**
   * What is counted: `sign-in <email> from <address>`, `sign-in <email>` (the email as sign-in
   * normalises it: trimmed and lower-cased), `password <account id>`, or reset links asked for:
   * `reset <email>` and `reset from <address>`; contact messages: `contact from <address>`.
   */
  @Prop({ type: String, required: true })
  _id: string;

  /** Failures since `windowStart`. */
  @Prop({ type: Number, required: true, default: 0 })
  failures: number;

  @Prop({ type: Date, required: true })
  windowStart: Date;

  /** Attempts counted here are refused until then; null when not blocked. */
  @Prop({ type: Date, default: null })
  blockedUntil: Date | null;
}

export const LoginFailureSchema = SchemaFactory.createForClass(LoginFailure);
