import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Failed sign-ins for one normalised email, whether or not an account has it (so a refusal says
 * nothing about which accounts exist). Kept in the database so every instance shares it.
 */
@Schema({ collection: 'loginfailures', versionKey: false })
export class LoginFailure {
  /** The email as sign-in normalises it: trimmed and lower-cased. */
  @Prop({ type: String, required: true })
  _id: string;

  /** Failures since `windowStart`. */
  @Prop({ type: Number, required: true, default: 0 })
  failures: number;

  @Prop({ type: Date, required: true })
  windowStart: Date;

  /** Sign-ins for this email are refused until then; null when not blocked. */
  @Prop({ type: Date, default: null })
  blockedUntil: Date | null;
}

export const LoginFailureSchema = SchemaFactory.createForClass(LoginFailure);
