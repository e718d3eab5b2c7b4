import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { PASSWORD_PATTERN } from '../../common/text/text-patterns';
import { PasswordText } from '../../common/text/text.decorators';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../users/user-limits';

@InputType()
export class ChangePasswordInput {
  /**
   * No character or length rules here, as at sign-in: an old password must still be accepted. The
   * example is no real account's password, so requests generated from the contract sign no one out.
   */
  @ApiProperty({ example: 'my-current-password', minLength: 1 })
  @Field()
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password must be text' })
  currentPassword: string;

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
