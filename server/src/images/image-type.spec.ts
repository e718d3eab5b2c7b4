import { gifClaiming, jpegClaiming, pngClaiming, webpClaiming } from '../../test/setup/image-headers';
import { declaredDimensions, detectImageType, dimensionsProblem, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './image-type';

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

describe('declared dimensions', () => {
  const formats = [
    ['PNG', pngClaiming],
    ['JPEG', jpegClaiming],
    ['WebP', webpClaiming],
    ['GIF', gifClaiming],
  ] as const;

  it.each(formats)('reads them from a %s header', (_format, claiming) => {
    expect(declaredDimensions(claiming(640, 480))).toEqual({ width: 640, height: 480 });
    expect(declaredDimensions(claiming(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 });
  });

  it('gives null for leading bytes with no readable header after them', () => {
    expect(declaredDimensions(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF'))).toBeNull();
    expect(declaredDimensions(bytes(...PNG_SIGNATURE))).toBeNull();
    expect(declaredDimensions(bytes('RIFF', 0x24, 0x00, 0x00, 0x00, 'WEBPVP8 '))).toBeNull();
    expect(declaredDimensions(pngClaiming(0, 10))).toBeNull();
  });

  it(`allows ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1e6} megapixels, and says so past them`, () => {
    expect(dimensionsProblem({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE })).toBeNull();
    expect(dimensionsProblem({ width: 8000, height: 5000 })).toBeNull();
    expect(dimensionsProblem({ width: 20_000, height: 20_000 })).toBe(
      'Image must be at most 10,000 pixels on each side and 40 megapixels in all; this one is 20,000 × 20,000',
    );
    expect(dimensionsProblem({ width: MAX_IMAGE_SIDE + 1, height: 1 })).not.toBeNull();
    expect(dimensionsProblem({ width: 7000, height: 7000 })).not.toBeNull(); // 49 megapixels
  });
});
