import { PNG_1X1 } from './helpers';

/**
 * Small files whose headers declare any width and height, one per accepted format, for the
 * dimension rules: the pixels are not there (nothing decodes them), only what a header claims.
 */

/** The 1x1 PNG with its IHDR rewritten to declare `width` × `height`. */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_1X1);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** A JPEG with a JFIF header and a baseline frame header (SOF0) declaring `width` × `height`. */
export function jpegClaiming(width: number, height: number): Buffer {
  const u16 = (n: number) => [n >> 8, n & 0xff];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An extended WebP (VP8X chunk) whose canvas is `width` × `height`. */
export function webpClaiming(width: number, height: number): Buffer {
  const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
  const body = Buffer.concat([
    Buffer.from('WEBPVP8X', 'latin1'),
    Buffer.from([10, 0, 0, 0, 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

/** A GIF89a whose logical screen is `width` × `height`. */
export function gifClaiming(width: number, height: number): Buffer {
  const gif = Buffer.alloc(13);
  gif.write('GIF89a', 'latin1');
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return gif;
}
