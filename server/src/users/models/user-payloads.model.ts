import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { User } from './user.model';

@ObjectType()
export class ProfilePayload {
  @ApiProperty({ example: 'Profile updated successfully!' })
  @Field()
  message: string;

  @ApiProperty({ type: User })
  @Field(() => User)
  user: User;
}

export class UserResponse {
  @ApiProperty({ type: User })
  user: User;
}

export class AdminExistsResponse {
  @ApiProperty()
  adminExists: boolean;
}
