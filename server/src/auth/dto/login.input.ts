import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { NormaliseEmail } from '../../common/http/transforms';

@InputType()
export class LoginInput {
  @ApiProperty({ example: 'ada@example.com' })
  @Field()
  @NormaliseEmail()
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email must be text' })
  email: string;

  @ApiProperty({ example: 'secret123' })
  @Field()
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password: string;
}
