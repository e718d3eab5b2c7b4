import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** What deleting an account answers: a message; no token of the account works any more. */
@ObjectType()
export class AccountDeletedPayload {
  @ApiProperty({ example: 'Your account was deleted.' })
  @Field()
  message: string;
}
