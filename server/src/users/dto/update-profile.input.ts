import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormaliseEmail, Trim } from '../../common/http/transforms';

@InputType()
export class UpdateProfileInput {
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
}
