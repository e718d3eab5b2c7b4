/** The server accepts these image types, checked by content, up to 5 MB (DESIGN.md, Images). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be uploaded as an image, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose an image file (JPEG, PNG, WebP or GIF).';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'The image is too large. Please choose one of 5 MB or less.';
  return null;
}
