import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { textPattern } from '../../common/text/text-patterns';
import { EmailAddress, SafeText } from '../../common/text/text.decorators';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../user-limits';

@InputType()
export class UpdateProfileInput {
  @ApiProperty({ example: 'Ada Lovelace', minLength: 1, maxLength: MAX_NAME_LENGTH, pattern: textPattern() })
  @Field()
  @SafeText({ field: 'Name', max: MAX_NAME_LENGTH })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name must be text' })
  name: string;

  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: MAX_EMAIL_LENGTH })
  @Field()
  @EmailAddress({ max: MAX_EMAIL_LENGTH, message: 'Please provide a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email must be text' })
  email: string;
}
