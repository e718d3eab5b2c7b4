import type { TextRules } from './text-rules';

/**
 * The rules of text-rules.ts as patterns for the OpenAPI document (JSON Schema `pattern`, read
 * by code points), so that a value the document allows is one the server accepts: at least one
 * visible character, and none of the refused ones. Written with explicit ranges
 * only, so that JavaScript and other regex engines read them alike. Lone surrogates, which the
 * server refuses too, are left out: they cannot be written in UTF-8, and some engines refuse a
 * pattern that names them.
 */
const CONTROLS = '\\u0000-\\u001F\\u007F-\\u009F';
const BIDI = '\\u202A-\\u202E\\u2066-\\u2069';
const DIRECTION_MARKS = '\\u200E\\u200F\\u061C';
const LINE_SEPARATORS = '\\u2028\\u2029';
/** JavaScript's \s, spelled out, and the invisible characters cleanText removes at both ends. */
const INVISIBLE =
  '\\t\\n\\u000B\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF' +
  '\\u00AD\\u115F\\u1160\\u180E\\u200B-\\u200D\\u2060-\\u2064\\u3164\\uFFA0';

/**
 * A text field: some visible character (unless `allowBlank`, for optional fields that a blank
 * value clears), and nothing `findForbidden` refuses under these rules.
 */
export function textPattern(rules: TextRules = {}, { allowBlank = false } = {}): string {
  const controls = rules.multiline ? '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F' : CONTROLS;
  const refused = [
    controls,
    BIDI,
    rules.directionMarks ? '' : DIRECTION_MARKS,
    rules.multiline ? '' : LINE_SEPARATORS,
  ].join('');
  return allowBlank ? `^[^${refused}]*$` : `^[^${refused}]*[^${refused}${INVISIBLE}][^${refused}]*$`;
}

/** A new password: no control characters (see `passwordProblem`). */
export const PASSWORD_PATTERN = `^[^${CONTROLS}]*$`;
