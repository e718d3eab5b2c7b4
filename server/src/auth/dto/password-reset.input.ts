import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_PATTERN } from '../../common/text/text-patterns';
import { EmailAddress, PasswordText } from '../../common/text/text.decorators';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../users/user-limits';

@InputType()
export class ForgotPasswordInput {
  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: MAX_EMAIL_LENGTH })
  @Field()
  @EmailAddress({ max: MAX_EMAIL_LENGTH, message: 'Please provide a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email must be text' })
  email: string;
}

/** A reset token is 43 base64url characters; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 200;

@InputType()
export class ResetPasswordInput {
  @ApiProperty({
    description: 'The token of the emailed link (/reset-password?token=…)',
    minLength: 1,
    maxLength: MAX_TOKEN_LENGTH,
  })
  @Field({ description: 'The token of the emailed link (/reset-password?token=…)' })
  @MaxLength(MAX_TOKEN_LENGTH, { message: 'This reset link is invalid or has expired. Ask for a new one.' })
  @IsNotEmpty({ message: 'Token is required' })
  @IsString({ message: 'Token must be text' })
  token: string;

  @ApiProperty({
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
    pattern: PASSWORD_PATTERN,
    example: 'new-secret456',
  })
  @Field()
  @PasswordText({ min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH })
  @IsNotEmpty({ message: 'New password is required' })
  @IsString({ message: 'New password must be text' })
  newPassword: string;
}
