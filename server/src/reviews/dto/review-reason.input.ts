import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { textPattern } from '../../common/text/text-patterns';
import { SafeText } from '../../common/text/text.decorators';
import { MAX_REVIEW_REASON_LENGTH } from '../review-rules';
import { REVIEW_MESSAGES } from '../reviews.messages';

const REASON_PATTERN = textPattern({ multiline: true, directionMarks: true });
const REASON_RULES = { field: 'Reason', max: MAX_REVIEW_REASON_LENGTH, multiline: true, directionMarks: true };

/** The admin hiding a review: the reason, which its author sees. */
@InputType()
export class HideReviewInput {
  @ApiProperty({ minLength: 1, maxLength: MAX_REVIEW_REASON_LENGTH, pattern: REASON_PATTERN })
  @Field()
  @SafeText(REASON_RULES)
  @IsString({ message: 'Reason must be text' })
  @IsNotEmpty({ message: REVIEW_MESSAGES.reasonRequired })
  reason: string;
}

/** A shopper reporting a review: an optional reason, for the admin. */
@InputType()
export class ReportReviewInput {
  @ApiPropertyOptional({ maxLength: MAX_REVIEW_REASON_LENGTH, pattern: REASON_PATTERN, default: '' })
  @Field({ defaultValue: '' })
  @IsOptional()
  @SafeText(REASON_RULES)
  @IsString({ message: 'Reason must be text' })
  reason?: string = '';
}
