import { detectImageType } from './image-type';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('detectImageType', () => {
  it.each([
    ['JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF'), 'image/jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 'Exif'), 'image/jpeg'],
    ['PNG', bytes(...PNG_SIGNATURE, 0x00, 0x00, 0x00, 0x0d, 'IHDR'), 'image/png'],
    ['GIF87a', bytes('GIF87a', 0x01, 0x00), 'image/gif'],
    ['GIF89a', bytes('GIF89a', 0x01, 0x00), 'image/gif'],
    ['WebP', bytes('RIFF', 0x24, 0x00, 0x00, 0x00, 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s by its leading bytes', (_label, buffer, type) => {
    expect(detectImageType(buffer)).toBe(type);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an SVG with an XML prolog', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', bytes(...PNG_SIGNATURE.slice(0, 7))],
    ['a PNG signature with one byte wrong', bytes(...PNG_SIGNATURE.slice(0, 7), 0x0b, 'IHDR')],
    ['two JPEG bytes', bytes(0xff, 0xd8)],
    ['GIF90a', bytes('GIF90a')],
    ['a RIFF file that is not WebP (WAV)', bytes('RIFF', 0x24, 0x00, 0x00, 0x00, 'WAVEfmt ')],
    ['RIFF with WEBP cut short', bytes('RIFF', 0x24, 0x00, 0x00, 0x00, 'WEB')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['HTML', Buffer.from('<!doctype html><html></html>')],
    ['text that merely mentions PNG', Buffer.from('PNG image, honest')],
  ])('refuses %s', (_label, buffer) => {
    expect(detectImageType(buffer)).toBeNull();
  });

  it('looks only at the bytes at the start: a PNG signature later in the file does not count', () => {
    expect(detectImageType(bytes('junk', ...PNG_SIGNATURE))).toBeNull();
  });
});
