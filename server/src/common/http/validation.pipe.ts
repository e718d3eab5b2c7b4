import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from '../errors/app-error';

export function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    // A missing value fails every rule; "X is required" is the one that helps.
    const constraints = error.constraints ?? {};
    const message = constraints.isNotEmpty ?? constraints.isDefined ?? Object.values(constraints)[0];
    if (message) return message;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid input';
}

/**
 * GraphQL uploads arrive as `Promise<FileUpload>` (graphql-upload). They are files, checked by
 * the image rules, not input classes: turning one into a class instance would call
 * `new Promise()` without an executor and fail every register/updateProfile mutation.
 */
class AppValidationPipe extends ValidationPipe {
  protected toValidate(metadata: ArgumentMetadata): boolean {
    if (metadata.metatype === Promise) return false;
    return super.toValidate(metadata);
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
