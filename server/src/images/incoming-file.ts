import type { FileUpload } from 'graphql-upload';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { MAX_IMAGE_BYTES } from './image-type';

/** An uploaded file held in memory, the same whether it came by REST multipart or GraphQL. */
export interface IncomingFile {
  buffer: Buffer;
  originalName: string;
}

const tooLarge = () => new AppError(ErrorCode.FILE_TOO_LARGE, 'Image must be 5 MB or smaller');

/** From multer's memory storage (REST). */
export function fromMulter(file?: Express.Multer.File): IncomingFile | undefined {
  return file ? { buffer: file.buffer, originalName: file.originalname } : undefined;
}

/** From graphql-upload (GraphQL multipart); stops reading as soon as the limit (an image's, unless given) is passed. */
export async function fromGraphQLUpload(
  upload?: Promise<FileUpload> | null,
  limit: { bytes: number; tooLarge: () => AppError } = { bytes: MAX_IMAGE_BYTES, tooLarge },
): Promise<IncomingFile | undefined> {
  if (!upload) return undefined;
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw limit.tooLarge();
    throw AppError.validation('The uploaded file could not be read');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > limit.bytes) throw limit.tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError || (error as { status?: number }).status === 413) throw limit.tooLarge();
    throw AppError.validation('The uploaded file could not be read');
  }
  return { buffer: Buffer.concat(chunks), originalName: file.filename };
}
