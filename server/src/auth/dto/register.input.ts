import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { Role } from '../../common/auth/role';
import { ChosenPassword, PersonEmail, PersonName } from '../../users/dto/person-fields';

@InputType()
export class RegisterInput {
  @PersonName()
  name: string;

  @PersonEmail()
  email: string;

  @ChosenPassword('Password', 'secret123')
  password: string;

  @ApiPropertyOptional({ enum: Role, default: Role.USER })
  @Field(() => Role, { nullable: true, defaultValue: Role.USER })
  @IsOptional()
  @IsEnum(Role, { message: 'Role must be either user or admin' })
  role?: Role = Role.USER;
}
