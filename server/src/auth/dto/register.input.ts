import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Role } from '../../common/auth/role';
import { PASSWORD_PATTERN, textPattern } from '../../common/text/text-patterns';
import { EmailAddress, PasswordText, SafeText } from '../../common/text/text.decorators';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../users/user-limits';

@InputType()
export class RegisterInput {
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

  @ApiProperty({
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
    pattern: PASSWORD_PATTERN,
    example: 'secret123',
  })
  @Field()
  @PasswordText({ min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password: string;

  @ApiPropertyOptional({ enum: Role, default: Role.USER })
  @Field(() => Role, { nullable: true, defaultValue: Role.USER })
  @IsOptional()
  @IsEnum(Role, { message: 'Role must be either user or admin' })
  role?: Role = Role.USER;
}
