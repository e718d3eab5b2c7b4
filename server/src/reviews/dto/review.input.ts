import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { textPattern } from '../../common/text/text-patterns';
import { SafeText } from '../../common/text/text.decorators';
import {
  MAX_RATING,
  MAX_REVIEW_TEXT_LENGTH,
  MAX_REVIEW_TITLE_LENGTH,
  MIN_RATING,
  RATING_MESSAGE,
} from '../review-rules';

/** A shopper's review of a book, new or edited (REST body and GraphQL input). */
@InputType()
export class ReviewInput {
  @ApiProperty({ type: 'integer', minimum: MIN_RATING, maximum: MAX_RATING, example: 4 })
  @Field(() => Int)
  @Max(MAX_RATING, { message: RATING_MESSAGE })
  @Min(MIN_RATING, { message: RATING_MESSAGE })
  @IsInt({ message: RATING_MESSAGE })
  rating: number;

  @ApiPropertyOptional({
    maxLength: MAX_REVIEW_TITLE_LENGTH,
    pattern: textPattern({ directionMarks: true }),
    default: '',
  })
  @Field({ defaultValue: '' })
  @IsOptional()
  @SafeText({ field: 'Title', max: MAX_REVIEW_TITLE_LENGTH, directionMarks: true })
  @IsString({ message: 'Title must be text' })
  title?: string = '';

  @ApiPropertyOptional({
    maxLength: MAX_REVIEW_TEXT_LENGTH,
    pattern: textPattern({ multiline: true, directionMarks: true }),
    default: '',
  })
  @Field({ defaultValue: '' })
  @IsOptional()
  @SafeText({ field: 'Review', max: MAX_REVIEW_TEXT_LENGTH, multiline: true, directionMarks: true })
  @IsString({ message: 'Review must be text' })
  text?: string = '';
}
