import { Field, ID, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { OBJECT_ID_PATTERN } from '../../common/http/api-errors';
import { BlankAsUndefined } from '../../common/pagination/blank-filter';
import { textPattern } from '../../common/text/text-patterns';
import { SafeText } from '../../common/text/text.decorators';
import {
  CATEGORY_MESSAGE,
  ComplaintCategory,
  ComplaintPriority,
  ComplaintType,
  PRIORITY_MESSAGE,
  TYPE_MESSAGE,
} from '../complaint-enums';
import { MAX_COMPLAINT_DESCRIPTION_LENGTH, MAX_COMPLAINT_TITLE_LENGTH } from '../complaint-rules';
import { COMPLAINT_MESSAGES } from '../complaints.messages';

/** A new complaint, as the shopper's form sends it (REST body and GraphQL input). */
@InputType()
export class SubmitComplaintInput {
  @ApiProperty({ minLength: 1, maxLength: MAX_COMPLAINT_TITLE_LENGTH, pattern: textPattern({ directionMarks: true }) })
  @Field()
  @SafeText({ field: 'Title', max: MAX_COMPLAINT_TITLE_LENGTH, directionMarks: true })
  @IsString({ message: 'Title must be text' })
  @IsNotEmpty({ message: COMPLAINT_MESSAGES.required })
  title: string;

  @ApiProperty({
    minLength: 1,
    maxLength: MAX_COMPLAINT_DESCRIPTION_LENGTH,
    pattern: textPattern({ multiline: true, directionMarks: true }),
  })
  @Field()
  @SafeText({ field: 'Description', max: MAX_COMPLAINT_DESCRIPTION_LENGTH, multiline: true, directionMarks: true })
  @IsString({ message: 'Description must be text' })
  @IsNotEmpty({ message: COMPLAINT_MESSAGES.required })
  description: string;

  @ApiPropertyOptional({ enum: ComplaintType, default: ComplaintType.COMPLAINT })
  @Field(() => ComplaintType, { defaultValue: ComplaintType.COMPLAINT })
  @BlankAsUndefined()
  @IsOptional()
  @IsEnum(ComplaintType, { message: TYPE_MESSAGE })
  type?: ComplaintType = ComplaintType.COMPLAINT;

  @ApiPropertyOptional({ enum: ComplaintPriority, default: ComplaintPriority.MEDIUM })
  @Field(() => ComplaintPriority, { defaultValue: ComplaintPriority.MEDIUM })
  @BlankAsUndefined()
  @IsOptional()
  @IsEnum(ComplaintPriority, { message: PRIORITY_MESSAGE })
  priority?: ComplaintPriority = ComplaintPriority.MEDIUM;

  @ApiPropertyOptional({ enum: ComplaintCategory, default: ComplaintCategory.OTHER })
  @Field(() => ComplaintCategory, { defaultValue: ComplaintCategory.OTHER })
  @BlankAsUndefined()
  @IsOptional()
  @IsEnum(ComplaintCategory, { message: CATEGORY_MESSAGE })
  category?: ComplaintCategory = ComplaintCategory.OTHER;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: OBJECT_ID_PATTERN,
    description: "One of the shopper's own orders; only for order-issue, payment-issue and delivery-issue",
  })
  @Field(() => ID, {
    nullable: true,
    description: "One of the shopper's own orders; only for ORDER_ISSUE, PAYMENT_ISSUE and DELIVERY_ISSUE",
  })
  @BlankAsUndefined((text) => text.trim().toLowerCase())
  @IsOptional()
  @Matches(new RegExp(OBJECT_ID_PATTERN), { message: 'Order id must be a 24-character hexadecimal id' })
  @IsString({ message: 'Order id must be a 24-character hexadecimal id' })
  orderId?: string | null;
}
