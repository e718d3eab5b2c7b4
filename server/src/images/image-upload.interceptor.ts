import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { MAX_IMAGE_BYTES } from './image-type';

/**
 * Multipart handling for one optional image field. Files are held in memory (never on disk)
 * and cut off just past 5 MB, which multer reports as 413 FILE_TOO_LARGE.
 */
export const ImageUpload = (field: string) =>
  FileInterceptor(field, {
    storage: memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
