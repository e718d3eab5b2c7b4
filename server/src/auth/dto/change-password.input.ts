import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { ChosenPassword } from '../../users/dto/person-fields';

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

  @ChosenPassword('New password', 'new-secret456')
  newPassword: string;
}
