import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { User } from '../../users/models/user.model';

/** What sign-in and registration return: the account and a 7-day bearer token. */
@ObjectType()
export class AuthPayload {
  @ApiProperty({ example: 'Login successful' })
  @Field()
  message: string;

  @ApiProperty({ type: User })
  @Field(() => User)
  user: User;

  @ApiProperty({ description: 'HS256 JWT, valid for 7 days' })
  @Field({ description: 'HS256 JWT, valid for 7 days; send as Authorization: Bearer <token>' })
  token: string;
}
