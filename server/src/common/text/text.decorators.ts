import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { isEmail, ValidateBy } from 'class-validator';
import { cleanText, codePointLength, passwordProblem, textProblem, type TextRules } from './text-rules';

export interface SafeTextOptions extends TextRules {
  /** The field as people read it, starting messages: "Title", "Name". */
  field: string;
  /** The most characters (code points) allowed. */
  max: number;
  /** Replaces "<Field> must be at most <max> characters long". */
  tooLongMessage?: string;
  /** Lower-cases the cleaned text (emails). */
  lowercase?: boolean;
}

const onlyStrings = (check: (value: string) => boolean) => (value: unknown) =>
  typeof value !== 'string' || check(value);

/**
 * Cleans a text field (NFC, whitespace and invisible characters removed at both ends, see
 * text-rules.ts) and checks its characters and its length in code points. A value that is blank
 * once cleaned becomes '', so the field's `@IsNotEmpty` says "X is required". Anything that is not
 * a string is left for `@IsString` to reject.
 */
export function SafeText(options: SafeTextOptions): PropertyDecorator {
  const { field, max } = options;
  return applyDecorators(
    Transform(({ value }) => {
      if (typeof value !== 'string') return value;
      const cleaned = cleanText(value);
      return options.lowercase ? cleaned.toLowerCase() : cleaned;
    }),
    ValidateBy(
      {
        name: 'safeText',
        validator: { validate: onlyStrings((value) => textProblem(field, value, options) === null) },
      },
      { message: ({ value }) => textProblem(field, String(value), options) ?? `${field} is not valid` },
    ),
    ValidateBy(
      { name: 'maxCodePoints', validator: { validate: onlyStrings((value) => codePointLength(value) <= max) } },
      { message: options.tooLongMessage ?? `${field} must be at most ${max} characters long` },
    ),
  );
}

/**
 * A new password: any printable characters (never trimmed or normalised), `min` to `max` of them
 * counted in code points; control characters and lone surrogates are refused.
 */
export function PasswordText({ min, max }: { min: number; max: number }): PropertyDecorator {
  return applyDecorators(
    ValidateBy(
      { name: 'passwordText', validator: { validate: onlyStrings((value) => passwordProblem(value) === null) } },
      { message: ({ value }) => passwordProblem(String(value)) ?? 'Password is not valid' },
    ),
    ValidateBy(
      { name: 'minCodePoints', validator: { validate: onlyStrings((value) => codePointLength(value) >= min) } },
      { message: `Password must be at least ${min} characters long` },
    ),
    ValidateBy(
      { name: 'maxCodePoints', validator: { validate: onlyStrings((value) => codePointLength(value) <= max) } },
      { message: `Password must be at most ${max} characters long` },
    ),
  );
}

/**
 * An email address: cleaned, lower-cased and checked like any text of a person (`SafeText`),
 * then its form. The form is judged only on text the character rules accept: validator's
 * isEmail measures parts of the address with `encodeURI`, which throws on a lone surrogate, and
 * a thrown validator would be a 500 instead of the 400 the character rule gives.
 */
export function EmailAddress({ max, message }: { max: number; message: string }): PropertyDecorator {
  return applyDecorators(
    SafeText({ field: 'Email', max, lowercase: true }),
    ValidateBy(
      {
        name: 'isEmail',
        validator: {
          validate: (value) => typeof value === 'string' && (textProblem('Email', value) !== null || isEmail(value)),
        },
      },
      { message },
    ),
  );
}
