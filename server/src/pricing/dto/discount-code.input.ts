import { Field, GraphQLISODateTime, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDate, IsEnum, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { CODE_MESSAGE, CODE_PATTERN, MAX_USES, normaliseCode, PERCENT_MESSAGE, USES_MESSAGE } from '../pricing-rules';
import { DiscountKind } from '../totals';
import { MoneyAmount, OptionalFlag } from './pricing-fields';

registerEnumType(DiscountKind, {
  name: 'DiscountKind',
  description:
    "PERCENTAGE: a percentage off the books' subtotal; FIXED_AMOUNT: an amount off it (at most the subtotal); FREE_SHIPPING: no shipping charge",
});

/** A date: a GraphQL DateTime, or an ISO 8601 string over REST; null or left out: none. */
const OptionalDate = (label: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description }),
    Field(() => GraphQLISODateTime, { nullable: true, description }),
    Transform(({ value }) => {
      if (typeof value !== 'string') return value;
      const date = ISO_DATE.test(value.trim()) ? new Date(value.trim()) : null;
      return date && !Number.isNaN(date.getTime()) ? date : value;
    }),
    IsOptional(),
    IsDate({ message: `${label} must be a date and time (ISO 8601)` }),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A discount code, as added or edited (an edit sends every field again). */
@InputType()
export class DiscountCodeInput {
  @ApiProperty({ example: 'SUMMER10', pattern: CODE_PATTERN.source, description: 'Compared without case' })
  @Field({ description: 'Letters, digits, "-" and "_", 3 to 32; compared without case' })
  @Transform(({ value }) => (typeof value === 'string' ? normaliseCode(value) : value))
  @Matches(CODE_PATTERN, { message: CODE_MESSAGE })
  @IsNotEmpty({ message: 'Code is required' })
  @IsString({ message: CODE_MESSAGE })
  code: string;

  @ApiProperty({ enum: DiscountKind })
  @Field(() => DiscountKind)
  @IsEnum(DiscountKind, { message: 'Kind must be PERCENTAGE, FIXED_AMOUNT or FREE_SHIPPING' })
  kind: DiscountKind;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 100, description: 'PERCENTAGE only' })
  @Field(() => Int, { nullable: true, description: 'PERCENTAGE only: 1 to 100' })
  @IsOptional()
  @IsInt({ message: PERCENT_MESSAGE })
  @Min(1, { message: PERCENT_MESSAGE })
  @Max(100, { message: PERCENT_MESSAGE })
  percent?: number | null;

  @MoneyAmount('Amount', { optional: true, example: 5 })
  amount?: number | null;

  @MoneyAmount('Minimum subtotal', { optional: true, example: 30 })
  minimumSubtotal?: number | null;

  @OptionalDate('Starts at', 'The code applies from then; null: at once')
  startsAt?: Date | null;

  @OptionalDate('Ends at', 'The code no longer applies from then; null: never ends')
  endsAt?: Date | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: MAX_USES })
  @Field(() => Int, { nullable: true, description: 'How many orders may use the code in all; null: no limit' })
  @IsOptional()
  @IsInt({ message: USES_MESSAGE })
  @Min(1, { message: USES_MESSAGE })
  @Max(MAX_USES, { message: USES_MESSAGE })
  maxUses?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: MAX_USES })
  @Field(() => Int, { nullable: true, description: 'How many orders of one customer may use it; null: no limit' })
  @IsOptional()
  @IsInt({ message: `Uses per customer: ${USES_MESSAGE}` })
  @Min(1, { message: `Uses per customer: ${USES_MESSAGE}` })
  @Max(MAX_USES, { message: `Uses per customer: ${USES_MESSAGE}` })
  perCustomer?: number | null;

  @OptionalFlag('Enabled', 'A disabled code applies to nothing (default: enabled)')
  enabled?: boolean | null;
}
