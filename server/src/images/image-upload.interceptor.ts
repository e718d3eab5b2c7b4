import {
  Injectable,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { nestingLimitedMultipart } from '../common/http/nesting-limit';
import { MAX_IMAGE_BYTES } from './image-type';

/**
 * Multipart handling for one optional image field. Files are held in memory (never on disk)
 * and cut off just past 5 MB, which multer reports as 413 FILE_TOO_LARGE. The form's fields get
 * the nesting limit of every other body (common/http/nesting-limit.ts) once multer has parsed them.
 */
export const ImageUpload = (field: string): Type<NestInterceptor> => {
  const Multer = FileInterceptor(field, {
    storage: memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });

  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    intercept(context: ExecutionContext, next: CallHandler) {
      return this.multer.intercept(context, nestingLimitedMultipart(context, next));
    }
  }
  return mixin(ImageUploadInterceptor);
};
