import { IMAGE_SIGNATURES, imageFile } from '@/test/image-files';
import { detectImageType, imageContentProblem, imageFileProblem, NOT_REALLY_AN_IMAGE, TOO_LARGE } from './image-file';

const bytes = (values: readonly number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('detectImageType', () => {
  it.each(Object.entries(IMAGE_SIGNATURES))('recognises %s by its first bytes', (type, signature) => {
    expect(detectImageType(bytes(signature))).toBe(type);
  });

  it('recognises the older GIF87a header too', () => {
    expect(detectImageType(bytes(ascii('GIF87a')))).toBe('image/gif');
  });

  it.each([
    ['text', ascii('hello, world')],
    ['SVG', ascii('<svg xmlns=')],
    ['PDF', ascii('%PDF-1.7')],
    ['a RIFF file that is not WebP (WAVE audio)', ascii('RIFF\0\0\0\0WAVE')],
    ['a truncated PNG header', [0x89, 0x50, 0x4e, 0x47]],
    ['nothing', []],
  ])('refuses %s', (_name, content) => {
    expect(detectImageType(bytes(content))).toBeNull();
  });
});

describe('imageContentProblem', () => {
  it('accepts a file whose content is an image', async () => {
    await expect(imageContentProblem(imageFile('cover.jpg', 'image/jpeg'))).resolves.toBeNull();
  });

  it('refuses a file named and typed as an image whose content is not one', async () => {
    const renamed = new File(['plain text'], 'cover.png', { type: 'image/png' });
    expect(imageFileProblem(renamed)).toBeNull();
    await expect(imageContentProblem(renamed)).resolves.toBe(NOT_REALLY_AN_IMAGE);
  });
});

describe('imageFileProblem', () => {
  it('refuses an image over 5 MB before reading it', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(imageFileProblem(big)).toBe(TOO_LARGE);
  });
});
