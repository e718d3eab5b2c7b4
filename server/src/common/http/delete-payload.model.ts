import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** What every delete answers, in every domain: just a message for the client to show. */
@ObjectType()
export class DeletePayload {
  @ApiProperty({ example: 'Book deleted successfully' })
  @Field()
  message: string;
}
