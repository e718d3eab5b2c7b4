import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { ChosenPassword, PersonEmail } from '../../users/dto/person-fields';

@InputType()
export class ForgotPasswordInput {
  @PersonEmail()
  email: string;
}

const TOKEN_DESCRIPTION =
  'The token of the emailed link (/reset-password?token=…): 43 base64url characters. ' +
  'Any other text is an invalid link (400 INVALID_RESET_TOKEN), like an unknown, used or expired one.';

/**
 * The token of an emailed reset link. Missing or not text is VALIDATION_FAILED, as for any field;
 * text that is not a token (too long, wrong characters) is left to AuthService, which answers it
 * as the invalid link it is: INVALID_RESET_TOKEN.
 */
function ResetTokenField(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'Token must be text' }),
    IsNotEmpty({ message: 'Token is required' }),
    Field({ description: TOKEN_DESCRIPTION }),
    ApiProperty({
      description: TOKEN_DESCRIPTION,
      minLength: 1,
      example: 'k3Jx0cPq7LzY2mW9vTnE4sR1uB8aH5fG6dK0jQ3iXoZ',
    }),
  );
}

@InputType()
export class ResetPasswordInput {
  @ResetTokenField()
  token: string;

  @ChosenPassword('New password', 'new-secret456')
  newPassword: string;
}

/** A reset link's token, to check before the new password is typed. */
@InputType()
export class ResetTokenInput {
  @ResetTokenField()
  token: string;
}
