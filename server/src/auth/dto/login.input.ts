import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { SafeText } from '../../common/text/text.decorators';
import { MAX_EMAIL_LENGTH } from '../../users/user-limits';

@InputType()
export class LoginInput {
  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: MAX_EMAIL_LENGTH })
  @Field()
  @SafeText({ field: 'Email', max: MAX_EMAIL_LENGTH, lowercase: true })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email must be text' })
  email: string;

  /** No character or length rules here: a password chosen before a rule existed must still sign in. */
  @ApiProperty({ example: 'secret123', minLength: 1 })
  @Field()
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password: string;
}
