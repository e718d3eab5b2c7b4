import { HttpException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { GraphQLError } from 'graphql';
import { Error as MongooseError, mongo } from 'mongoose';
import { NESTING_MESSAGE } from '../http/nesting-limit';
import { AppError } from './app-error';
import { ErrorCode } from './error-code';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  413: ErrorCode.FILE_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_FILE,
  429: ErrorCode.RATE_LIMITED,
};

const MESSAGE_BY_CODE: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.FILE_TOO_LARGE]: 'Image must be 5 MB or smaller',
  [ErrorCode.RATE_LIMITED]: 'Too many attempts. Please wait a minute and try again.',
  [ErrorCode.INTERNAL]: 'Something went wrong on our side. Please try again.',
};

export const TOO_MANY_FIELDS = 'The form has too many fields';

/**
 * body-parser's refusals of a body as a whole (http-errors `type`), in words about the body. As
 * plain statuses they would read as image errors: 415 as UNSUPPORTED_FILE, 413 as the 5 MB limit.
 */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'charset.unsupported': 'The request body must be UTF-8 JSON',
  'encoding.unsupported': 'The request body must be sent uncompressed, or with gzip, deflate or br',
  'parameters.too.many': TOO_MANY_FIELDS,
  // A form body nested deeper than qs's depth (32, the same as MAX_NESTING).
  'querystring.parse.rangeError': NESTING_MESSAGE,
};

function httpMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
}

/**
 * Socket errors a handler only meets when a connection it relies on (the database's) dropped: the
 * driver passes on a write to a socket the server has just closed as Node's own EPIPE error.
 */
const DROPPED_CONNECTION_CODES = new Set(['EPIPE', 'ECONNRESET']);

/**
 * The driver's ways of saying the database cannot be reached: no server answered within the
 * selection timeout, a connection dropped (or its pool was cleared) mid-command, or the client is
 * closed. Mongoose's buffering timeout says the same before a first connection.
 */
export function isDatabaseUnavailable(exception: unknown): boolean {
  return (
    exception instanceof mongo.MongoServerSelectionError ||
    exception instanceof mongo.MongoNetworkError ||
    exception instanceof mongo.MongoNotConnectedError ||
    exception instanceof mongo.MongoTopologyClosedError ||
    (exception instanceof MongooseError && /buffering timed out/.test(exception.message)) ||
    // Not `instanceof Error`: Node's own errors may come from another realm (a test runner's sandbox).
    (typeof exception === 'object' &&
      exception !== null &&
      DROPPED_CONNECTION_CODES.has(String((exception as { code?: unknown }).code)))
  );
}

/**
 * Turns anything thrown while handling a request into an AppError. Known failures keep their
 * meaning; everything else becomes INTERNAL so that no driver message or stack reaches a client.
 */
export function toAppError(exception: unknown): { error: AppError; unexpected: boolean } {
  if (exception instanceof AppError) return { error: exception, unexpected: false };
  if (isDatabaseUnavailable(exception)) return { error: AppError.unavailable(), unexpected: false };
  if (exception instanceof ThrottlerException) {
    return { error: new AppError(ErrorCode.RATE_LIMITED, MESSAGE_BY_CODE.RATE_LIMITED!), unexpected: false };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const code = CODE_BY_STATUS[status];
    if (code) {
      const message = MESSAGE_BY_CODE[code] ?? cleanBodyParserMessage(httpMessage(exception));
      return { error: new AppError(code, message), unexpected: false };
    }
    if (status < 500) return { error: AppError.validation(httpMessage(exception)), unexpected: false };
  }
  if (exception instanceof MongooseError.CastError) {
    return { error: new AppError(ErrorCode.INVALID_ID, `Invalid value for ${exception.path}`), unexpected: false };
  }
  if (exception instanceof MongooseError.ValidationError) {
    const first = Object.values(exception.errors)[0];
    return { error: AppError.validation(first?.message ?? 'Invalid input'), unexpected: false };
  }
  if (exception instanceof GraphQLError && exception.extensions?.code) {
    return { error: graphQLToAppError(exception), unexpected: false };
  }
  const type = (exception as { type?: unknown })?.type;
  if (typeof type === 'string' && Object.hasOwn(BODY_PARSER_MESSAGES, type)) {
    return { error: AppError.validation(BODY_PARSER_MESSAGES[type]), unexpected: false };
  }
  const status = (exception as { status?: unknown; statusCode?: unknown })?.status;
  if (status === 413 && /max file uploads/i.test(String((exception as Error).message))) {
    return { error: AppError.validation('Send at most one file per request'), unexpected: false };
  }
  if (status === 413) {
    // body-parser's limit on a JSON or form body is not about an image.
    const bodyTooLarge = (exception as { type?: unknown }).type === 'entity.too.large';
    const message = bodyTooLarge ? 'The request body is too large' : MESSAGE_BY_CODE.FILE_TOO_LARGE!;
    return { error: new AppError(ErrorCode.FILE_TOO_LARGE, message), unexpected: false };
  }
  // Client errors from Express middleware (body-parser, graphql-upload) are http-errors: a 4xx
  // status with `expose: true` marks a message that is safe to show.
  if (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    (exception as { expose?: unknown }).expose === true
  ) {
    const code = CODE_BY_STATUS[status] ?? ErrorCode.VALIDATION_FAILED;
    return {
      error: new AppError(code, cleanBodyParserMessage(String((exception as Error).message))),
      unexpected: false,
    };
  }
  return { error: new AppError(ErrorCode.INTERNAL, MESSAGE_BY_CODE.INTERNAL!), unexpected: true };
}

function graphQLToAppError(error: GraphQLError): AppError {
  const code = String(error.extensions.code);
  if (code in ErrorCode) return new AppError(code as ErrorCode, error.message);
  return AppError.validation(error.message);
}

/** Parser wording (body-parser's JSON errors, multer's limits as Nest words them) in plain words. */
function cleanBodyParserMessage(message: string): string {
  if (/JSON/.test(message) && /(Unexpected|position|parse)/i.test(message)) {
    return 'The request body is not valid JSON';
  }
  if (/^Too many (fields|parts)\b/.test(message)) return TOO_MANY_FIELDS;
  const longField = /^Field value too long(?: - (.+))?$/.exec(message);
  if (longField) return longField[1] ? `The form field ${longField[1]} is too long` : 'A form field is too long';
  return message;
}
