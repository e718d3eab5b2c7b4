import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { textPattern } from '../../common/text/text-patterns';
import { SafeText } from '../../common/text/text.decorators';
import { BOOK_CATEGORIES, CATEGORY_MESSAGE } from '../book-category';
import {
  isPrice,
  MAX_PRICE,
  MAX_PRICE_MESSAGE,
  PRICE_MESSAGE,
  PRICE_REQUIRED_MESSAGE,
  PRICE_TEXT,
} from '../../common/money/money';
import {
  MAX_AUTHOR_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_STOCK,
  MAX_STOCK_MESSAGE,
  MAX_TITLE_LENGTH,
  STOCK_MESSAGE,
  STOCK_TEXT,
} from '../book-rules';

/**
 * Strict reading of a number sent as text (multipart fields are always text): only plain
 * decimal notation matching `pattern` becomes a number. A blank string becomes undefined
 * ("required"); any other string is left as it is for the validators to reject, so '12abc',
 * '-1', '1e3', 'NaN' and '1.999' never turn into numbers. Real JSON numbers pass through.
 */
export function parseStrictNumber(value: unknown, pattern: RegExp): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return pattern.test(value) ? Number(value) : value;
}

const IsPrice = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isPrice', validator: { validate: (value) => isPrice(value) } }, options);

/** A book's fields, as the admin form sends them (REST multipart or JSON, and GraphQL). */
@InputType()
export class BookInput {
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_TITLE_LENGTH,
    pattern: textPattern({ directionMarks: true }),
    example: 'The Left Hand of Darkness',
  })
  @Field()
  @SafeText({ field: 'Title', max: MAX_TITLE_LENGTH, directionMarks: true })
  @IsString({ message: 'Title must be text' })
  @IsNotEmpty({ message: 'Title is required' })
  title: string;

  @ApiProperty({
    minLength: 1,
    maxLength: MAX_AUTHOR_LENGTH,
    pattern: textPattern({ directionMarks: true }),
    example: 'Ursula K. Le Guin',
  })
  @Field()
  @SafeText({ field: 'Author', max: MAX_AUTHOR_LENGTH, directionMarks: true })
  @IsString({ message: 'Author must be text' })
  @IsNotEmpty({ message: 'Author is required' })
  author: string;

  @ApiProperty({ enum: BOOK_CATEGORIES })
  @Field({ description: `One of: ${BOOK_CATEGORIES.join(', ')}` })
  @IsIn(BOOK_CATEGORIES, { message: CATEGORY_MESSAGE })
  @IsNotEmpty({ message: 'Category is required' })
  category: string;

  @ApiPropertyOptional({
    maxLength: MAX_DESCRIPTION_LENGTH,
    pattern: textPattern({ multiline: true, directionMarks: true }, { allowBlank: true }),
    default: '',
  })
  @Field({ nullable: true, defaultValue: '' })
  @SafeText({ field: 'Description', max: MAX_DESCRIPTION_LENGTH, multiline: true, directionMarks: true })
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  description?: string = '';

  @ApiProperty({
    minimum: 0,
    maximum: MAX_PRICE,
    multipleOf: 0.01,
    example: 12.5,
    description: 'At least 0, at most 2 decimals; "12.50" is accepted in multipart',
  })
  @Field(() => Float, { description: 'At least 0, at most 2 decimals' })
  @Transform(({ value }) => parseStrictNumber(value, PRICE_TEXT))
  @Max(MAX_PRICE, { message: MAX_PRICE_MESSAGE })
  @IsPrice({ message: PRICE_MESSAGE })
  @IsDefined({ message: PRICE_REQUIRED_MESSAGE })
  price: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: MAX_STOCK,
    example: 3,
    description: 'A whole number, at least 0',
  })
  @Field(() => Int, { description: 'A whole number, at least 0' })
  @Transform(({ value }) => parseStrictNumber(value, STOCK_TEXT))
  @Max(MAX_STOCK, { message: MAX_STOCK_MESSAGE })
  @Min(0, { message: STOCK_MESSAGE })
  @IsInt({ message: STOCK_MESSAGE })
  @IsDefined({ message: 'Stock is required' })
  stock: number;
}
