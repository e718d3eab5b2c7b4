import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsEnum, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Role } from '../../common/auth/role';
import { PasswordText, SafeText } from '../../common/text/text.decorators';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../../users/user-limits';

@InputType()
export class RegisterInput {
  @ApiProperty({ example: 'Ada Lovelace' })
  @Field()
  @SafeText({ field: 'Name', max: MAX_NAME_LENGTH })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name must be text' })
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  @Field()
  @SafeText({ field: 'Email', max: MAX_EMAIL_LENGTH, lowercase: true })
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email must be text' })
  email: string;

  @ApiProperty({ minLength: 6, example: 'secret123' })
  @Field()
  @PasswordText({ min: 6, max: 128 })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password: string;

  @ApiPropertyOptional({ enum: Role, default: Role.USER })
  @Field(() => Role, { nullable: true, defaultValue: Role.USER })
  @IsOptional()
  @IsEnum(Role, { message: 'Role must be either user or admin' })
  role?: Role = Role.USER;
}
