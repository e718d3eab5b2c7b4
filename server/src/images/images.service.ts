import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection, mongo } from 'mongoose';
import type { Readable } from 'node:stream';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { declaredDimensions, detectImageType, dimensionsProblem, MAX_IMAGE_BYTES } from './image-type';
import type { IncomingFile } from './incoming-file';

export interface StoredImage {
  stream: Readable;
  contentType: string;
  length: number;
  uploadDate: Date;
}

/**
 * Images (profile photos, book covers) live in GridFS, so the app keeps no local files and can
 * run as several instances. Only JPEG, PNG, WebP and GIF up to 5 MB are accepted, judged by
 * their bytes, whose header declares at most 10,000 pixels a side and 40 megapixels. Records
 * refer to an image by its id; `urlFor` makes the absolute URL clients load.
 */
@Injectable()
export class ImagesService {
  private gridFs?: mongo.GridFSBucket;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Created on first use: the connection's `db` exists only once it has connected. */
  private get bucket(): mongo.GridFSBucket {
    this.gridFs ??= new mongo.GridFSBucket(this.connection.db!, { bucketName: 'images' });
    return this.gridFs;
  }

  /** Checks the file, stores it and returns its id. Nothing is stored if the check fails. */
  async store(file: IncomingFile): Promise<string> {
    const contentType = this.assertImage(file);
    const id = new mongo.ObjectId();
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStreamWithId(id, file.originalName || 'image', {
        metadata: { contentType },
      });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(file.buffer);
    });
    return id.toHexString();
  }

  /**
   * Validates without storing; returns the detected content type. Besides the size and the
   * leading bytes, the header must be readable and declare sensible dimensions (at most
   * MAX_IMAGE_SIDE per side and MAX_IMAGE_PIXELS in all): a small file can claim 20,000 × 20,000
   * pixels, which every browser showing it would have to decode.
   */
  assertImage(file: IncomingFile): string {
    if (file.buffer.length > MAX_IMAGE_BYTES) {
      throw new AppError(ErrorCode.FILE_TOO_LARGE, 'Image must be 5 MB or smaller');
    }
    const contentType = detectImageType(file.buffer);
    const dimensions = contentType ? declaredDimensions(file.buffer) : null;
    if (!contentType || !dimensions) {
      throw new AppError(ErrorCode.UNSUPPORTED_FILE, 'Please upload a JPEG, PNG, WebP or GIF image');
    }
    const problem = dimensionsProblem(dimensions);
    if (problem) throw new AppError(ErrorCode.UNSUPPORTED_FILE, problem);
    return contentType;
  }

  async open(id: string): Promise<StoredImage> {
    if (!isObjectIdString(id)) {
      throw new AppError(ErrorCode.INVALID_ID, 'Invalid image id: expected a 24-character hexadecimal id');
    }
    const objectId = new mongo.ObjectId(id);
    const file = await this.bucket.find({ _id: objectId }).limit(1).next();
    if (!file) throw AppError.notFound('Image not found');
    return {
      stream: this.bucket.openDownloadStream(objectId),
      contentType: (file.metadata?.contentType as string) ?? 'application/octet-stream',
      length: file.length,
      uploadDate: file.uploadDate,
    };
  }

  /** Removes an image if it exists; a reference that is not one of our ids (a URL) is ignored. */
  async remove(ref: string | null | undefined): Promise<void> {
    if (!isObjectIdString(ref)) return;
    try {
      await this.bucket.delete(new mongo.ObjectId(ref));
    } catch (error) {
      if (!/not found|FileNotFound/i.test(String((error as Error).message))) throw error;
    }
  }

  /** The absolute URL for a stored reference: our image id, an external URL, or '' for none. */
  urlFor(ref: string | null | undefined): string {
    if (!ref) return '';
    if (isObjectIdString(ref)) return `${this.config.publicUrl}/api/images/${ref}`;
    return /^https?:\/\//.test(ref) ? ref : '';
  }

  /** The stored reference for a value a client sent back: one of our image URLs, an id, or a URL. */
  refFromUrl(value: string): string {
    const match = /\/api\/images\/([0-9a-fA-F]{24})$/.exec(value);
    return match ? match[1] : value;
  }
}
