import { z } from 'zod';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PRICE,
  MAX_STOCK,
  MIN_PASSWORD_LENGTH,
  PRICE_DECIMALS,
} from '@/config/rules';

/**
 * The field schemas the forms share, each defined once with its messages. Forms compose them into
 * one zod schema each (features/<f>/validation.ts); the limits come from config/rules.ts.
 *
 * A field's checks are listed in the order its messages take precedence: the form shows a
 * field's first problem only. No check aborts the parse, so that checks across fields (the
 * password confirmation) still run while another field has a problem.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Plain decimal notation, possibly negative ("-1", "12.", ".5"): anything else is not a number here. */
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;
const TOO_MANY_DECIMALS = new RegExp(`\\.\\d{${PRICE_DECIMALS + 1},}$`);

/** Length as the server counts it: code points, so an emoji is one character. */
export const textLength = (value: string): number => [...value].length;

const atMost = (label: string, max: number) => ({
  check: (value: string) => textLength(value) <= max,
  message: `${label} must be at most ${max} characters long`,
});

/** Required text, trimmed: "Title is required", "Title must be at most 200 characters long". */
export function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  const limit = atMost(label, max);
  return z.string().trim().min(1, requiredMessage).refine(limit.check, limit.message);
}

/** Optional text, trimmed, with a length limit. */
export function optionalText(label: string, max: number) {
  const limit = atMost(label, max);
  return z.string().trim().refine(limit.check, limit.message);
}

const emailLimit = atMost('Email', MAX_EMAIL_LENGTH);

export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .refine(emailLimit.check, emailLimit.message);

export const nameField = requiredText('Full name', MAX_NAME_LENGTH, 'Full name is required');

/** The password to sign in with: only required (an old password may predate today's rules). */
export const currentPasswordField = z.string().min(1, 'Password is required');

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;

/** A new password: never trimmed, MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters (code points). */
export const newPasswordField = z
  .string()
  .min(1, 'Password is required')
  .refine((value) => textLength(value) >= MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .refine(atMost('Password', MAX_PASSWORD_LENGTH).check, atMost('Password', MAX_PASSWORD_LENGTH).message);

/** '.5' → '0.5', '12.' → '12': the plain decimal form the server accepts. */
export function normaliseDecimal(text: string): string {
  let value = text.trim();
  if (value.startsWith('.')) value = `0${value}`;
  if (value.endsWith('.')) value = value.slice(0, -1);
  return value;
}

/** A price as typed; the output is its plain decimal form ('.5' → '0.5'). */
export const priceField = z
  .string()
  .transform(normaliseDecimal)
  .pipe(
    z
      .string()
      .min(1, 'Price is required')
      .regex(NUMBER_TEXT, 'Price must be a number, such as 12.50')
      .refine((text) => Number(text) >= 0, 'Price must be at least 0')
      .refine((text) => !TOO_MANY_DECIMALS.test(text), `Price must have at most ${PRICE_DECIMALS} decimals`)
      .refine((text) => Number(text) <= MAX_PRICE, `Price must be at most ${MAX_PRICE.toLocaleString('en-US')}`),
  );

const WHOLE_NUMBER = 'Stock quantity must be a whole number';

/** A stock count as typed, trimmed: a whole number from 0 to MAX_STOCK. */
export const stockField = z
  .string()
  .trim()
  .min(1, 'Stock quantity is required')
  .regex(NUMBER_TEXT, WHOLE_NUMBER)
  .refine((text) => Number(text) >= 0, 'Stock quantity must be at least 0')
  .regex(/^\d+$/, WHOLE_NUMBER)
  .refine((text) => Number(text) <= MAX_STOCK, `Stock quantity must be at most ${MAX_STOCK.toLocaleString('en-US')}`);

/** An optional image file; its type and size are checked by the image picker when it is chosen. */
export const imageFileField = z.custom<File | null>((value) => value === null || value instanceof File);

/** Each field's first problem, by field name: `{}` when the values pass. For tests and non-form checks. */
export function fieldErrors<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
): Partial<Record<keyof z.input<S>, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<keyof z.input<S>, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof z.input<S> | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** A single field's first problem, or undefined. */
export function fieldProblem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
