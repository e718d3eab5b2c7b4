import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** What a password change returns: a fresh token for this session; every older token is refused. */
@ObjectType()
export class PasswordChangedPayload {
  @ApiProperty({ example: 'Password changed successfully' })
  @Field()
  message: string;

  @ApiProperty({ description: 'HS256 JWT, valid for 7 days; replaces the token this session used' })
  @Field({ description: 'HS256 JWT, valid for 7 days; replaces the token this session used' })
  token: string;
}
