import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ChosenPassword, PersonEmail } from '../../users/dto/person-fields';

@InputType()
export class ForgotPasswordInput {
  @PersonEmail()
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

  @ChosenPassword('New password', 'new-secret456')
  newPassword: string;
}
