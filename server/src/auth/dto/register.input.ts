import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Role } from '../../common/auth/role';
import { NormaliseEmail, Trim } from '../../common/http/transforms';

@InputType()
export class RegisterInput {
  @ApiProperty({ example: 'Ada Lovelace' })
  @Field()
  @Trim()
  @MaxLength(100, { message: 'Name must be at most 100 characters long' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name must be text' })
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  @Field()
  @NormaliseEmail()
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email must be text' })
  email: string;

  @ApiProperty({ minLength: 6, example: 'secret123' })
  @Field()
  @MaxLength(128, { message: 'Password must be at most 128 characters long' })
  @MinLength(6, { message: 'Password must be at least 6 characters long' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password: string;

  @ApiPropertyOptional({ enum: Role, default: Role.USER })
  @Field(() => Role, { nullable: true, defaultValue: Role.USER })
  @IsOptional()
  @IsEnum(Role, { message: 'Role must be either user or admin' })
  role?: Role = Role.USER;
}
