import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';

/** A shopper deleting their account confirms it with their password. */
@InputType()
export class DeleteAccountInput {
  /** No character or length rules, as at sign-in: whatever the account's password is. */
  @ApiProperty({ example: 'my-current-password', minLength: 1 })
  @Field()
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password: string;
}
