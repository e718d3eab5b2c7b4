import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Role } from '../../common/auth/role';
import { PASSWORD_PATTERN } from '../../common/text/text-patterns';
import { PasswordText } from '../../common/text/text.decorators';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../users/user-limits';
import { PersonEmail, PersonName } from '../../users/dto/person-fields';

@InputType()
export class RegisterInput {
  @PersonName()
  name: string;

  @PersonEmail()
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
