import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

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

  /** Optional, so that clients that do not know it keep the shopper's choice: absent leaves it as it is. */
  @ApiPropertyOptional({
    example: true,
    description: 'An email when a book you asked about is back in stock (absent: unchanged)',
  })
  @Field({ nullable: true, description: 'An email when a book you asked about is back in stock (absent: unchanged)' })
  @IsOptional()
  @IsBoolean({ message: 'stockEmails must be true or false' })
  stockEmails?: boolean;
}
