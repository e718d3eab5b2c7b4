import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

@ObjectType()
export class ContactPayload {
  @ApiProperty({ example: 'Thank you! Your message was sent; we will answer by email.' })
  @Field()
  message: string;
}
