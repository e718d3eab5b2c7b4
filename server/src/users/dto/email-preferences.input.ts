import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** Which emails a shopper gets besides the account's own (reset, password changed) and the order confirmation. */
@InputType()
export class EmailPreferencesInput {
  @ApiProperty({ example: true, description: 'Shipped, delivered and cancelled order emails' })
  @Field({ description: 'Shipped, delivered and cancelled order emails' })
  @IsBoolean({ message: 'orderEmails must be true or false' })
  orderEmails: boolean;

  @ApiProperty({ example: true, description: 'An email when the store answers one of your complaints' })
  @Field({ description: 'An email when the store answers one of your complaints' })
  @IsBoolean({ message: 'complaintEmails must be true or false' })
  complaintEmails: boolean;
}
