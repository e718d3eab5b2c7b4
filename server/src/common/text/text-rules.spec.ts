import {
  cleanText,
  codePointLength,
  findForbidden,
  isBlankText,
  maxCodePointsValidator,
  passwordProblem,
  textProblem,
} from './text-rules';

const EMOJI = '\u{1F4DA}'; // 📚, two UTF-16 units

describe('codePointLength', () => {
  it('counts an emoji as one character, as a person does', () => {
    expect(EMOJI.length).toBe(2);
    expect(codePointLength(EMOJI)).toBe(1);
    expect(codePointLength(EMOJI.repeat(150))).toBe(150);
    expect(codePointLength('Ada')).toBe(3);
    expect(codePointLength('')).toBe(0);
  });
});

describe('cleanText', () => {
  it('removes whitespace and invisible characters at both ends, and keeps them inside', () => {
    expect(cleanText('  Ada  ')).toBe('Ada');
    expect(cleanText('\u200BAda\uFEFF\u00A0')).toBe('Ada');
    expect(cleanText('\u2060\u3000Ada Lovelace\u200D\u200C')).toBe('Ada Lovelace');
    expect(cleanText('a\u200Db')).toBe('a\u200Db');
  });

  it('keeps emoji sequences whole, joiners included', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(cleanText(` ${family} `)).toBe(family);
  });

  it('normalises to NFC, so a decomposed accent becomes one character', () => {
    expect(cleanText('Jose\u0301')).toBe('Jos\u00E9');
  });

  it('leaves a lone surrogate in place for the character check', () => {
    expect(cleanText('a\uD800')).toBe('a\uD800');
  });
});

describe('isBlankText', () => {
  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['zero-width space', '\u200B'],
    ['zero-width joiners', '\u200C\u200D'],
    ['word joiner and BOM', '\u2060\uFEFF'],
    ['no-break and ideographic spaces', '\u00A0\u3000\u2007'],
    ['Hangul filler', '\u3164'],
    ['soft hyphen', '\u00AD'],
  ])('treats %s as blank', (_name, value) => {
    expect(isBlankText(value)).toBe(true);
  });

  it('does not treat visible text as blank', () => {
    expect(isBlankText('\u200Ba\u200B')).toBe(false);
    expect(isBlankText(EMOJI)).toBe(false);
  });
});

describe('findForbidden', () => {
  it.each([
    ['NUL', 'a\u0000b', 'control'],
    ['escape', 'a\u001Bb', 'control'],
    ['DEL', 'a\u007Fb', 'control'],
    ['a C1 control', 'a\u0085b', 'control'],
    ['a lone high surrogate', 'a\uD800b', 'surrogate'],
    ['a lone low surrogate', '\uDC00', 'surrogate'],
    ['a right-to-left override', 'evil\u202Egnp.exe', 'bidi'],
    ['a left-to-right embedding', '\u202Aabc', 'bidi'],
    ['a first-strong isolate', 'a\u2068b\u2069', 'bidi'],
    ['a newline', 'a\nb', 'line-break'],
    ['a tab', 'a\tb', 'line-break'],
    ['a line separator', 'a\u2028b', 'line-break'],
    ['a right-to-left mark', 'a\u200Fb', 'direction-mark'],
  ])('refuses %s in a single-line field', (_name, value, kind) => {
    expect(findForbidden(value)).toBe(kind);
  });

  it('allows newline, carriage return and tab in a multi-line field, but not other controls or overrides', () => {
    expect(findForbidden('line one\r\nline two\n\tindented', { multiline: true })).toBeNull();
    expect(findForbidden('a\u0007b', { multiline: true })).toBe('control');
    expect(findForbidden('a\u202Eb', { multiline: true })).toBe('bidi');
  });

  it('allows direction marks only where asked (book text), never overrides', () => {
    expect(findForbidden('\u05E9\u05DC\u05D5\u05DD\u200E 2', { directionMarks: true })).toBeNull();
    expect(findForbidden('a\u061Cb', { directionMarks: true })).toBeNull();
    expect(findForbidden('a\u202Db', { directionMarks: true })).toBe('bidi');
  });

  it('accepts ordinary text in any script, with emoji', () => {
    for (const value of [
      'Ada Lovelace',
      'Zoë Ñúñez',
      '\u5C71\u7530 \u592A\u90CE',
      '\u0645\u062D\u0645\u062F',
      `Books ${EMOJI}`,
    ]) {
      expect(findForbidden(value)).toBeNull();
    }
  });
});

describe('textProblem', () => {
  it('names the field', () => {
    expect(textProblem('Title', 'a\u0000')).toBe('Title contains characters that are not allowed');
    expect(textProblem('Name', 'a\u202E')).toBe('Name contains characters that are not allowed');
    expect(textProblem('Name', 'a\nb')).toBe('Name must be a single line');
    expect(textProblem('Name', 'Ada')).toBeNull();
  });
});

describe('passwordProblem', () => {
  it('accepts any printable characters, spaces and emoji included', () => {
    expect(passwordProblem(' pass word \u202E \u200B ' + EMOJI)).toBeNull();
  });

  it('refuses control characters and lone surrogates', () => {
    expect(passwordProblem('secret\u0000')).toBe('Password contains characters that are not allowed');
    expect(passwordProblem('secret\n')).toBe('Password contains characters that are not allowed');
    expect(passwordProblem('secret\uD800')).toBe('Password contains characters that are not allowed');
  });
});

describe('maxCodePointsValidator', () => {
  it('agrees with the DTO: 200 emoji fit in 200 characters, 201 do not', () => {
    const rule = maxCodePointsValidator('Title', 200);
    expect(rule.validator(EMOJI.repeat(200))).toBe(true);
    expect(rule.validator(EMOJI.repeat(201))).toBe(false);
    expect(rule.message).toBe('Title must be at most 200 characters long');
  });
});
