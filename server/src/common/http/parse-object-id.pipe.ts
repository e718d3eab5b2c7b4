import { Injectable, Param, PipeTransform } from '@nestjs/common';
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

const OBJECT_ID_PARAMS_KEY = 'http:objectIdParams';

/**
 * A REST path parameter that must be an ObjectId (`@ObjectIdParam('id', 'book id')`): read through
 * `ParseObjectIdPipe`, and remembered on the handler, so that the OpenAPI document gives it the
 * 24-hex pattern and 400 INVALID_ID (`documentErrorResponses`).
 */
export function ObjectIdParam(name: string, label: string): ParameterDecorator {
  const param = Param(name, new ParseObjectIdPipe(label));
  return (target, key, index) => {
    param(target, key, index);
    if (key === undefined) return;
    Reflect.defineMetadata(OBJECT_ID_PARAMS_KEY, [...objectIdParamsOf(target, key), name], target, key);
  };
}

/** The path parameters of a handler (`prototype[key]`) declared with `@ObjectIdParam`. */
export function objectIdParamsOf(prototype: object, key: string | symbol): string[] {
  return Reflect.getMetadata(OBJECT_ID_PARAMS_KEY, prototype, key) ?? [];
}
