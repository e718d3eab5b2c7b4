/** The first bytes of each accepted image type, as the server and the image picker recognise them. */
export const IMAGE_SIGNATURES = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/gif': [...'GIF89a'].map((c) => c.charCodeAt(0)),
  'image/webp': [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)),
} as const;

export type SignedImageType = keyof typeof IMAGE_SIGNATURES;

/** A file whose content starts like a real image of its type (enough for the picker's checks). */
export function imageFile(name: string, type: SignedImageType): File {
  return new File([new Uint8Array([...IMAGE_SIGNATURES[type], 0, 0, 0, 0])], name, { type });
}
