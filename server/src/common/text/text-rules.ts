/**
 * What counts as acceptable text from a person: names, emails, titles, descriptions, search words.
 * Pure functions; `text.decorators.ts` turns them into DTO rules, `maxCodePointsValidator` into the
 * matching Mongoose rule.
 *
 * The policy:
 * - Lengths are counted in code points, as a person counts characters: an emoji is one, not two.
 * - Control characters (C0, DEL, C1) are refused; a multi-line field (a description) may contain
 *   tab, line feed and carriage return. U+2028/U+2029 (line and paragraph separators) are line
 *   breaks too, so single-line fields refuse them.
 * - Lone surrogates are refused: they are not text, and would be stored as U+FFFD.
 * - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are refused
 *   everywhere: they reorder what follows them, which can make a name or title display as
 *   something else.
 * - The direction marks U+200E, U+200F and U+061C do not reorder text, and titles and
 *   descriptions that mix scripts (Hebrew or Arabic with Latin) need them. Fields that identify
 *   a person (name, email) refuse them: there they are only a way to make two accounts look alike.
 * - Whitespace and invisible characters (zero-width space and joiners, word joiner, BOM, soft
 *   hyphen, Hangul fillers...) at either end are removed, so a value made only of them is blank.
 *   Inside a value they stay: joiners are part of emoji and of several scripts.
 * - Text is stored in Unicode NFC, so the same word typed on two keyboards is the same string.
 * - Passwords are not cleaned or normalised (that would change what is hashed); they only refuse
 *   control characters and lone surrogates, see `passwordProblem`.
 */

export interface TextRules {
  /** Tab, line feed and carriage return are allowed (descriptions). */
  multiline?: boolean;
  /** The direction marks U+200E, U+200F and U+061C are allowed (book text, not names). */
  directionMarks?: boolean;
}

export type ForbiddenKind = 'control' | 'line-break' | 'surrogate' | 'bidi' | 'direction-mark';

/** Whitespace (JavaScript's \s covers the Unicode spaces, NBSP and BOM) and invisible characters. */
const INVISIBLE = '\\s\\u00AD\\u115F\\u1160\\u180E\\u200B-\\u200D\\u2060-\\u2064\\u3164\\uFEFF\\uFFA0';
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');

const LINE_BREAK_CONTROLS = /[\t\n\r]/;
// Matching control characters is this rule's purpose.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const LINE_SEPARATOR = /[\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const DIRECTION_MARK = /[\u200E\u200F\u061C]/;

/** Length as a person counts it: code points, so one emoji is one character. */
export function codePointLength(value: string): number {
  let length = 0;
  for (const _char of value) length++;
  return length;
}

/** NFC, without whitespace or invisible characters at either end. Lone surrogates stay, for the check. */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(EDGES, '');
}

/** True when nothing visible is left once whitespace and invisible characters are removed. */
export function isBlankText(value: string): boolean {
  return cleanText(value) === '';
}

/** The first kind of character the rules refuse, or null when the text is acceptable. */
export function findForbidden(value: string, rules: TextRules = {}): ForbiddenKind | null {
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  if (BIDI_CONTROL.test(value)) return 'bidi';
  if (!rules.directionMarks && DIRECTION_MARK.test(value)) return 'direction-mark';
  if (rules.multiline) {
    if (CONTROL.test(value.replace(/[\t\n\r]/g, ''))) return 'control';
    return null;
  }
  if (LINE_BREAK_CONTROLS.test(value) || LINE_SEPARATOR.test(value)) return 'line-break';
  if (CONTROL.test(value)) return 'control';
  return null;
}

/** The message for text the rules refuse, naming the field; null when the text is acceptable. */
export function textProblem(field: string, value: string, rules: TextRules = {}): string | null {
  const kind = findForbidden(value, rules);
  if (kind === null) return null;
  if (kind === 'line-break') return `${field} must be a single line`;
  return `${field} contains characters that are not allowed`;
}

/**
 * Passwords may contain any printable character, spaces included, and are never trimmed; only
 * control characters (which no keyboard types and which some systems drop) and lone surrogates
 * (which cannot be hashed as typed) are refused.
 */
export function passwordProblem(value: string): string | null {
  if (LONE_SURROGATE.test(value) || CONTROL.test(value)) return 'Password contains characters that are not allowed';
  return null;
}

/**
 * The Mongoose counterpart of a DTO's length limit, counting code points like the DTO does, so
 * that every value the DTO accepts can be stored.
 */
export function maxCodePointsValidator(field: string, max: number) {
  return {
    validator: (value: unknown) => typeof value !== 'string' || codePointLength(value) <= max,
    message: `${field} must be at most ${max} characters long`,
  };
}
