import type { BookCategory } from '../../books/book-category';
import { glyph, GLYPH_HEIGHT, GLYPH_WIDTH, printable } from './bitmap-font';
import { encodeIndexedPng } from './png';

export const COVER_WIDTH = 300;
export const COVER_HEIGHT = 450;

type Rgb = [number, number, number];
const hex = (value: string): Rgb => [0, 2, 4].map((i) => parseInt(value.slice(i + 1, i + 3), 16)) as Rgb;

/** Each category's background and accent colour, and its background pattern. */
const STYLES: Record<BookCategory, { background: string; accent: string; pattern: Pattern }> = {
  Fiction: { background: '#2e5a88', accent: '#f2c14e', pattern: 'stripes' },
  'Non-Fiction': { background: '#5b6770', accent: '#e9d8a6', pattern: 'bands' },
  'Science Fiction': { background: '#1b1f3b', accent: '#4cc9f0', pattern: 'dots' },
  Fantasy: { background: '#4b2a6b', accent: '#e0b1cb', pattern: 'diamonds' },
  Mystery: { background: '#2f3e46', accent: '#cad2c5', pattern: 'checks' },
  Romance: { background: '#b0305c', accent: '#ffd6e0', pattern: 'diamonds' },
  Biography: { background: '#8a5a2b', accent: '#f1e3c8', pattern: 'bands' },
  History: { background: '#6b4423', accent: '#d4a373', pattern: 'checks' },
  Science: { background: '#1f7a6d', accent: '#b7e4c7', pattern: 'dots' },
  Technology: { background: '#263238', accent: '#69f0ae', pattern: 'stripes' },
  'Self-Help': { background: '#e08e0b', accent: '#3d2c00', pattern: 'bands' },
  Children: { background: '#f2b705', accent: '#d62828', pattern: 'dots' },
  'Young Adult': { background: '#d9480f', accent: '#fff3bf', pattern: 'stripes' },
  Horror: { background: '#3a0a0a', accent: '#c1121f', pattern: 'diamonds' },
  Thriller: { background: '#141414', accent: '#e63946', pattern: 'checks' },
};

type Pattern = 'stripes' | 'dots' | 'bands' | 'checks' | 'diamonds';

/** Whether pixel (x, y) is inked by a pattern with period p. */
const PATTERNS: Record<Pattern, (x: number, y: number, p: number) => boolean> = {
  stripes: (x, y, p) => (x + y) % p < p / 2,
  dots: (x, y, p) => x % p < 3 && y % p < 3,
  bands: (_x, y, p) => y % p < p / 3,
  checks: (x, y, p) => (Math.floor(x / p) + Math.floor(y / p)) % 2 === 0,
  diamonds: (x, y, p) => Math.abs((x % p) - p / 2) + Math.abs((y % p) - p / 2) < p / 3,
};

const BACKGROUND = 0;
const PATTERN = 1;
const PANEL = 2;
const INK = 3;
const LABEL = 4;
const ACCENT = 5;

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => Math.round(v + (b[i] - v) * t)) as Rgb;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

class Canvas {
  readonly pixels = new Uint8Array(COVER_WIDTH * COVER_HEIGHT);

  fill(x: number, y: number, w: number, h: number, colour: number) {
    const left = Math.max(0, x);
    const right = Math.min(COVER_WIDTH, x + w);
    for (let row = Math.max(0, y); row < Math.min(COVER_HEIGHT, y + h); row++) {
      this.pixels.fill(colour, row * COVER_WIDTH + left, row * COVER_WIDTH + right);
    }
  }

  /** Covers the canvas with a pattern. Every pattern repeats every 2p rows, so only those are computed. */
  pattern(inked: (x: number, y: number, p: number) => boolean, period: number, ink: number, paper: number) {
    const rows = Array.from({ length: 2 * period }, (_, y) =>
      Uint8Array.from({ length: COVER_WIDTH }, (_, x) => (inked(x, y, period) ? ink : paper)),
    );
    for (let y = 0; y < COVER_HEIGHT; y++) this.pixels.set(rows[y % rows.length], y * COVER_WIDTH);
  }

  /** Draws lines of text centred on `centreX`, starting at `top`; returns the y below the last line. */
  text(lines: string[], centreX: number, top: number, scale: number, colour: number): number {
    const advance = (GLYPH_WIDTH + 1) * scale;
    lines.forEach((line, index) => {
      const y = top + index * (GLYPH_HEIGHT + 3) * scale;
      let x = Math.round(centreX - (line.length * advance - scale) / 2);
      for (const char of line) {
        glyph(char).forEach((bits, gy) =>
          bits.forEach((on, gx) => on && this.fill(x + gx * scale, y + gy * scale, scale, scale, colour)),
        );
        x += advance;
      }
    });
    return top + lines.length * (GLYPH_HEIGHT + 3) * scale - 3 * scale;
  }
}

/** Greedy word wrap to `width` characters; longer words are split. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > width) {
      if (line) lines.push(line);
      lines.push(word.slice(0, width - 1) + '-');
      word = word.slice(width - 1);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A deterministic 300x450 cover for a demo book: the category's colour and pattern, the title
 * on a light panel in a bitmap font, the author and the category. No network, a few KB of PNG.
 */
export function drawCover(book: { title: string; author: string; category: BookCategory }): Buffer {
  const style = STYLES[book.category];
  const background = hex(style.background);
  const light = luminance(background) > 140;
  const palette: Rgb[] = [
    background,
    mix(background, light ? [0, 0, 0] : [255, 255, 255], 0.12),
    [245, 239, 224],
    [30, 30, 30],
    light ? [25, 25, 25] : [250, 250, 250],
    hex(style.accent),
  ];
  const canvas = new Canvas();
  const period = 10 + (hash(book.title) % 13);
  const pattern = PATTERNS[style.pattern];
  canvas.pattern(pattern, period, PATTERN, BACKGROUND);

  // Category band.
  canvas.fill(0, 18, COVER_WIDTH, 34, BACKGROUND);
  canvas.text([printable(book.category)], COVER_WIDTH / 2, 28, 2, LABEL);

  // Title panel with an accent frame.
  const panel = { x: 24, y: 70, w: 252, h: 232 };
  canvas.fill(panel.x - 4, panel.y - 4, panel.w + 8, panel.h + 8, ACCENT);
  canvas.fill(panel.x, panel.y, panel.w, panel.h, PANEL);
  const title = printable(book.title);
  let scale = 3;
  let lines = wrap(title, Math.floor((panel.w - 20) / (6 * scale)));
  if (lines.length > 4) {
    scale = 2;
    lines = wrap(title, Math.floor((panel.w - 20) / (6 * scale))).slice(0, 9);
  }
  const height = lines.length * (GLYPH_HEIGHT + 3) * scale - 3 * scale;
  canvas.text(lines, COVER_WIDTH / 2, panel.y + Math.round((panel.h - height) / 2), scale, INK);

  // Author band and a closing accent rule.
  const authorLines = wrap(printable(book.author), 22).slice(0, 2);
  canvas.fill(0, 326, COVER_WIDTH, authorLines.length * 20 + 24, BACKGROUND);
  const below = canvas.text(authorLines, COVER_WIDTH / 2, 338, 2, LABEL);
  canvas.fill(110, below + 36, 80, 4, ACCENT);
  return encodeIndexedPng(COVER_WIDTH, COVER_HEIGHT, canvas.pixels, palette);
}
