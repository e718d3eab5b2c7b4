import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** What logout answers: a message; the token the request came with no longer works. */
@ObjectType()
export class LogoutPayload {
  @ApiProperty({ example: 'Logged out successfully' })
  @Field()
  message: string;
}
