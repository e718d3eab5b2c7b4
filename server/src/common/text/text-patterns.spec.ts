import { PASSWORD_PATTERN, textPattern } from './text-patterns';
import { findForbidden, isBlankText, passwordProblem, type TextRules } from './text-rules';

const SAMPLES = [
  'Ada Lovelace',
  'Zoë Ñúñez',
  '\u5C71\u7530 \u592A\u90CE',
  'Books \u{1F4DA}',
  '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  '  padded  ',
  '',
  '   ',
  '\u200B\u200C',
  '\u00A0\u3000',
  '\u00AD',
  'a\u0000b',
  'a\u001Bb',
  'a\u007Fb',
  'a\u0085b',
  'evil\u202Egnp',
  'a\u2068b\u2069',
  'line one\nline two',
  'a\r\n\tb',
  'a\u2028b',
  'a\u200Fb',
  '\u05E9\u05DC\u05D5\u05DD\u200E 2',
  'a\u0007b',
];

const RULES: TextRules[] = [{}, { directionMarks: true }, { multiline: true, directionMarks: true }];

describe('textPattern', () => {
  it.each(RULES.map((rules) => [JSON.stringify(rules), rules]))(
    'accepts exactly the text the server accepts, under %s',
    (_name, rules) => {
      const pattern = new RegExp(textPattern(rules as TextRules), 'u');
      for (const value of SAMPLES) {
        const accepted = !isBlankText(value) && findForbidden(value, rules as TextRules) === null;
        expect({ value, matches: pattern.test(value) }).toEqual({ value, matches: accepted });
      }
    },
  );

  it('lets an optional field be blank, and still refuses what the rules refuse', () => {
    const rules = { multiline: true, directionMarks: true };
    const pattern = new RegExp(textPattern(rules, { allowBlank: true }), 'u');
    for (const value of SAMPLES) {
      expect({ value, matches: pattern.test(value) }).toEqual({ value, matches: findForbidden(value, rules) === null });
    }
  });
});

describe('PASSWORD_PATTERN', () => {
  it('accepts exactly the passwords the server accepts', () => {
    const pattern = new RegExp(PASSWORD_PATTERN, 'u');
    for (const value of [...SAMPLES, ' pass word \u202E \u200B \u{1F4DA}', 'secret\n']) {
      expect({ value, matches: pattern.test(value) }).toEqual({ value, matches: passwordProblem(value) === null });
    }
  });
});
