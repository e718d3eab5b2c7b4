import { Injectable, PipeTransform } from '@nestjs/common';
import { isValidObjectId } from 'mongoose';
import { AppError } from '../errors/app-error';
import { ErrorCode } from '../errors/error-code';

export const isObjectIdString = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-fA-F]{24}$/.test(value) && isValidObjectId(value);

/** Rejects anything but a 24-hex-character ObjectId with 400 INVALID_ID, before a query runs. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<unknown, string> {
  constructor(private readonly label = 'id') {}

  transform(value: unknown): string {
    if (!isObjectIdString(value)) {
      throw new AppError(ErrorCode.INVALID_ID, `Invalid ${this.label}: expected a 24-character hexadecimal id`);
    }
    return value.toLowerCase();
  }
}
