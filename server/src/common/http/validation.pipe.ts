import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from '../errors/app-error';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return message;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid input';
}

/**
 * The global input pipe for REST bodies and GraphQL args alike: trims via the DTOs' transforms,
 * drops unknown fields (they are never stored) and reports the first broken rule as
 * 400 VALIDATION_FAILED with a message a person can act on.
 */
export function createValidationPipe() {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    validateCustomDecorators: false,
    exceptionFactory: (errors) => AppError.validation(firstMessage(errors)),
  });
}
