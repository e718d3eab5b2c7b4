import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, type AcceptedImageType } from '@/config/rules';

export const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP or GIF).';
export const TOO_LARGE = 'The image is too large. Please choose one of 5 MB or less.';
export const NOT_REALLY_AN_IMAGE =
  'This file is not a JPEG, PNG, WebP or GIF image, whatever its name says. Please choose another.';
export const UNREADABLE = 'The file could not be read. Please choose it again.';

/** How many leading bytes identify every accepted type (WebP: "RIFF", 4 size bytes, "WEBP"). */
export const SIGNATURE_BYTES = 12;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, expected: number[], offset = 0) =>
  bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);

/** The image type a file's first bytes announce, or null: the same signatures the server checks. */
export function detectImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Why a chosen file cannot be uploaded, judged by its declared type and size; null when those are fine. */
export function imageFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE;
  return null;
}

/** Why a file's content is not an accepted image (a text file renamed .png), or null when it is one. */
export async function imageContentProblem(file: Blob): Promise<string | null> {
  try {
    const bytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    return detectImageType(bytes) ? null : NOT_REALLY_AN_IMAGE;
  } catch {
    return UNREADABLE;
  }
}
