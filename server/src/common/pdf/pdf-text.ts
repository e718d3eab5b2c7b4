/**
 * Text as the PDF's built-in Helvetica can draw it. The standard fonts know only the WinAnsi
 * characters (Latin-1 and a few more: € ‘ ’ “ ” – — … • ™ Š š Ž ž Œ œ Ÿ ƒ ˆ ˜ ‰ † ‡ ‹ ›), and
 * pdfkit draws any other as a wrong glyph. So each character outside them becomes its base letter
 * when it has one (ő → o, ł stays ?), else `?`: Cyrillic, Greek, CJK, emoji print as `?`.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const drawable = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/** `text` with every character Helvetica cannot draw replaced (see above); line breaks stay, other spaces become plain ones. */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (drawable(char) || char === '\n') out += char;
    else if (/\s/.test(char)) out += ' ';
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base.length && [...base].every(drawable) ? base : '?';
    }
  }
  return out;
}
