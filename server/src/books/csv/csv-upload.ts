import {
  HttpException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { FileUpload } from 'graphql-upload';
import { memoryStorage } from 'multer';
import { AppError } from '../../common/errors/app-error';
import { ErrorCode } from '../../common/errors/error-code';
import { nestingLimitedMultipart } from '../../common/http/nesting-limit';
import { fromGraphQLUpload } from '../../images/incoming-file';
import { MAX_IMPORT_BYTES } from './catalogue-csv';

export const csvTooLarge = () =>
  new AppError(ErrorCode.FILE_TOO_LARGE, `The CSV file must be ${MAX_IMPORT_BYTES / 1024 / 1024} MB or smaller`);
export const csvRequired = () => AppError.validation('Choose a CSV file to import (multipart field "file")');

const Multer = FileInterceptor('file', {
  storage: memoryStorage(),
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1024 },
});

/**
 * The multipart field `file` of an import, in memory, cut off past MAX_IMPORT_BYTES with a 413 that
 * names the CSV limit; the other fields get the nesting limit of every body.
 */
@Injectable()
export class CsvUpload implements NestInterceptor {
  private readonly multer = new Multer();

  async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await this.multer.intercept(context, nestingLimitedMultipart(context, next));
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 413) throw csvTooLarge();
      throw error;
    }
  }
}

/** A GraphQL import's file, read with the CSV limit. */
export async function csvFromGraphQL(
  upload?: Promise<FileUpload> | null,
): Promise<{ buffer: Buffer; originalName: string }> {
  const file = await fromGraphQLUpload(upload, { bytes: MAX_IMPORT_BYTES, tooLarge: csvTooLarge });
  if (!file) throw csvRequired();
  return file;
}
