import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from '../errors/app-error';
import { hasQueryStructure, PLAIN_QUERY_MESSAGE } from './plain-query';

/** The message of the first field that breaks a rule. */
export function firstMessage(errors: ValidationError[]): string {
  return everyMessage(errors)[0] ?? 'Invalid input';
}

/**
 * One message for each field that breaks a rule (nested fields included), in the order of the
 * fields: a field breaking several rules gets its most helpful one. A missing value fails every
 * rule; "X is required" is the one that helps.
 */
export function everyMessage(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => {
    const constraints = error.constraints ?? {};
    const message = constraints.isNotEmpty ?? constraints.isDefined ?? Object.values(constraints)[0];
    return message ? [message] : everyMessage(error.children ?? []);
  });
}

class AppValidationPipe extends ValidationPipe {
  /**
   * GraphQL uploads arrive as `Promise<FileUpload>` (graphql-upload). They are files, checked by
   * the image rules, not input classes: turning one into a class instance would call
   * `new Promise()` without an executor and fail every register/updateProfile mutation.
   */
  protected toValidate(metadata: ArgumentMetadata): boolean {
    if (metadata.metatype === Promise) return false;
    return super.toValidate(metadata);
  }

  /** A REST query string's parameters are plain values: a list or an operator object is 400. */
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { type, metatype } = metadata;
    if (type === 'query' && metatype && value && typeof value === 'object' && this.toValidate(metadata)) {
      if (hasQueryStructure(value as Record<string, unknown>, metatype)) throw AppError.validation(PLAIN_QUERY_MESSAGE);
    }
    return super.transform(value, metadata);
  }
}

/**
 * The global input pipe for REST bodies and GraphQL args alike: trims via the DTOs' transforms,
 * drops unknown fields (they are never stored) and reports the first broken rule as
 * 400 VALIDATION_FAILED with a message a person can act on.
 */
export function createValidationPipe() {
  return new AppValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: false,
    validateCustomDecorators: false,
    exceptionFactory: (errors) => AppError.validation(firstMessage(errors)),
  });
}
