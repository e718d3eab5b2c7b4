import {
  BadRequestException,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { Error as MongooseError, mongo } from 'mongoose';
import { AppError } from './app-error';
import { ErrorCode } from './error-code';
import { toAppError } from './to-app-error';

/** An error shaped like the ones body-parser and graphql-upload pass to Express (http-errors). */
const httpError = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { status, statusCode: status, expose: status < 500, ...extra });

const mapped = (exception: unknown) => {
  const { error, unexpected } = toAppError(exception);
  return { code: error.code, status: error.status, message: error.message, unexpected };
};

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError(ErrorCode.EMAIL_TAKEN, 'taken');
    expect(toAppError(error)).toEqual({ error, unexpected: false });
  });

  it('maps Nest HTTP exceptions by status', () => {
    expect(mapped(new NotFoundException('Cannot GET /api/x'))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Cannot GET /api/x',
    });
    expect(mapped(new BadRequestException('Unexpected end of JSON input'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON',
    });
    expect(mapped(new PayloadTooLargeException())).toMatchObject({
      code: 'FILE_TOO_LARGE',
      status: 413,
      message: 'Image must be 5 MB or smaller',
    });
    expect(mapped(new ThrottlerException())).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  });

  it('maps a Mongoose cast error to 400 INVALID_ID', () => {
    const cast = new MongooseError.CastError('ObjectId', 'zzz', '_id');
    expect(mapped(cast)).toMatchObject({ code: 'INVALID_ID', status: 400, unexpected: false });
  });

  it('says a body over the parser limit is too large, without blaming an image', () => {
    const tooLarge = httpError(413, 'request entity too large', { type: 'entity.too.large' });
    expect(mapped(tooLarge)).toEqual({
      code: 'FILE_TOO_LARGE',
      status: 413,
      message: 'The request body is too large',
      unexpected: false,
    });
  });

  it('answers more than one GraphQL upload with 400, not the image size message', () => {
    expect(mapped(httpError(413, '1 max file uploads exceeded.'))).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'Send at most one file per request',
      unexpected: false,
    });
  });

  it('answers a body in an unsupported charset with 400 about the body, not UNSUPPORTED_FILE', () => {
    const charset = httpError(415, 'unsupported charset "LATIN1"', { type: 'charset.unsupported', charset: 'latin1' });
    expect(mapped(charset)).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'The request body must be UTF-8 JSON',
      unexpected: false,
    });
    const encoding = httpError(415, 'unsupported content encoding "zstd"', { type: 'encoding.unsupported' });
    expect(mapped(encoding)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/uncompressed/),
    });
  });

  it('answers a form with too many fields with 400 about fields, not the image size message', () => {
    const parameters = httpError(413, 'too many parameters', { type: 'parameters.too.many' });
    expect(mapped(parameters)).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'The form has too many fields',
      unexpected: false,
    });
    // multer's LIMIT_FIELD_COUNT and LIMIT_PART_COUNT, as Nest's FileInterceptor passes them on.
    expect(mapped(new BadRequestException('Too many fields'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The form has too many fields',
    });
    expect(mapped(new BadRequestException('Too many parts'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The form has too many fields',
    });
    expect(mapped(new BadRequestException('Field value too long - description'))).toMatchObject({
      message: 'The form field description is too long',
    });
  });

  it('keeps a Nest 415 as UNSUPPORTED_FILE', () => {
    expect(mapped(new UnsupportedMediaTypeException('Please upload an image'))).toMatchObject({
      code: 'UNSUPPORTED_FILE',
    });
  });

  it('maps a body-parser syntax error to 400 VALIDATION_FAILED with the plain JSON message', () => {
    const syntax = Object.assign(new SyntaxError('Unexpected end of JSON input'), {
      status: 400,
      expose: true,
      type: 'entity.parse.failed',
    });
    expect(mapped(syntax)).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'The request body is not valid JSON',
      unexpected: false,
    });
  });

  it('keeps the message of an exposable client error from middleware such as graphql-upload', () => {
    expect(mapped(httpError(400, 'Invalid JSON in the ‘map’ multipart field.'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'Invalid JSON in the ‘map’ multipart field.',
    });
  });

  it('answers the database being out of reach with 503 SERVICE_UNAVAILABLE and a time to come back', () => {
    for (const exception of [
      new mongo.MongoNetworkError('connection 3 to 10.0.0.5:27017 closed'),
      new mongo.MongoNetworkTimeoutError('connection timed out'),
      // What the driver throws when no server answered within serverSelectionTimeoutMS.
      new mongo.MongoServerSelectionError('connect ECONNREFUSED 127.0.0.1:27017', {
        type: 'Unknown',
        servers: new Map(),
      } as unknown as mongo.TopologyDescription),
      new mongo.MongoNotConnectedError('Client must be connected before running operations'),
      new mongo.MongoTopologyClosedError(),
      new MongooseError('Operation `users.findOne()` buffering timed out after 10000ms'),
      // Node's own error for a write to a socket the database had just closed, as the driver passes it on.
      Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' }),
    ]) {
      const { error, unexpected } = toAppError(exception);
      expect({ code: error.code, status: error.status, message: error.message, unexpected }).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
        message: 'The store is briefly unavailable. Please try again in a moment.',
        unexpected: false,
      });
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    }
  });

  it('hides everything else behind 500 INTERNAL and a generic message', () => {
    for (const exception of [
      new mongo.MongoServerError({ message: 'E11000 duplicate key', code: 11000 }),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      httpError(400, 'not marked as safe to show', { expose: false }),
      httpError(503, 'upstream down'),
      'a string',
      undefined,
    ]) {
      expect(mapped(exception)).toEqual({
        code: 'INTERNAL',
        status: 500,
        message: 'Something went wrong on our side. Please try again.',
        unexpected: true,
      });
    }
  });
});
