import { applyDecorators } from '@nestjs/common';
import { Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { PASSWORD_PATTERN, textPattern } from '../../common/text/text-patterns';
import { EmailAddress, PasswordText, SafeText } from '../../common/text/text.decorators';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../user-limits';

// The rules are applied in this order, as they would be stacked above the property bottom-up: the
// first rule a value breaks gives the message, after "… is required" (common/http/validation.pipe.ts).

/** A person's name (registering, the profile, the contact form): required text, at most MAX_NAME_LENGTH. */
export function PersonName(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'Name must be text' }),
    IsNotEmpty({ message: 'Name is required' }),
    SafeText({ field: 'Name', max: MAX_NAME_LENGTH }),
    Field(),
    ApiProperty({ example: 'Ada Lovelace', minLength: 1, maxLength: MAX_NAME_LENGTH, pattern: textPattern() }),
  );
}

/** A person's email address (registering, the profile, the contact form, a reset request): required, at most MAX_EMAIL_LENGTH. */
export function PersonEmail(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'Email must be text' }),
    IsNotEmpty({ message: 'Email is required' }),
    EmailAddress({ max: MAX_EMAIL_LENGTH, message: 'Please provide a valid email address' }),
    Field(),
    ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: MAX_EMAIL_LENGTH }),
  );
}

/**
 * A password being chosen (registering: `Password`; a change or a reset: `New password`): the
 * register rules, MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters.
 */
export function ChosenPassword(label: 'Password' | 'New password', example: string): PropertyDecorator {
  return applyDecorators(
    IsString({ message: `${label} must be text` }),
    IsNotEmpty({ message: `${label} is required` }),
    PasswordText({ min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH }),
    Field(),
    ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH, pattern: PASSWORD_PATTERN, example }),
  );
}
