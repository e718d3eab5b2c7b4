import { imageSize } from 'image-size';

/** The image formats the store accepts, recognised by their leading bytes, never by name or header. */
export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImageType(buffer: Buffer): ImageMimeType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The most pixels an image may declare on either side, and in all: a 5 MB file may claim far more than it holds. */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * The width and height an image's header declares (PNG's IHDR, JPEG's frame header, WebP's
 * VP8/VP8L/VP8X header, GIF's screen descriptor), read by `image-size` without decoding any
 * pixels; null when no header can be read (a file cut short or garbled after its leading bytes).
 */
export function declaredDimensions(buffer: Buffer): ImageDimensions | null {
  try {
    const { width, height } = imageSize(buffer);
    return width >= 1 && height >= 1 ? { width, height } : null;
  } catch {
    return null;
  }
}

const count = (n: number) => n.toLocaleString('en-US');

/** What is wrong with declared dimensions, as a person reads it; null when they are within the limits. */
export function dimensionsProblem({ width, height }: ImageDimensions): string | null {
  if (width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS) return null;
  return (
    `Image must be at most ${count(MAX_IMAGE_SIDE)} pixels on each side and ${MAX_IMAGE_PIXELS / 1_000_000} ` +
    `megapixels in all; this one is ${count(width)} × ${count(height)}`
  );
}
