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
  isPageCount,
  isYear,
  MAX_AUTHOR_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_PAGES,
  MAX_PUBLISHER_LENGTH,
  MAX_STOCK,
  MAX_STOCK_MESSAGE,
  MAX_TITLE_LENGTH,
  MAX_YEAR,
  MIN_YEAR,
  PAGES_MESSAGE,
  STOCK_MESSAGE,
  STOCK_TEXT,
  YEAR_MESSAGE,
} from '../book-rules';
import { isLanguageCode, LANGUAGE_MESSAGE } from '../book-language';
import { ISBN_MESSAGE, toIsbn13 } from '../isbn';

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

/** A rule that also accepts '' (an optional detail sent empty: the book has none). */
const EmptyOr = (name: string, check: (value: unknown) => boolean, message: string) =>
  ValidateBy({ name, validator: { validate: (value) => value === '' || check(value) } }, { message });

/**
 * An optional whole number sent as text or as a number: blank text is null (the book has none),
 * digits are the number, anything else is left for the rule to refuse ('12.5', '1e3', '-1').
 */
function optionalWholeNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

const KEEP = 'Omit it to keep what the book has (on update); "" or null: none';

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

  // The optional details: left out, an update keeps what the book has (older clients never send
  // them); '' or null removes the value.

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: '978-0-14-243724-7',
    description: `ISBN-10 or ISBN-13 with a valid check digit, hyphens and spaces allowed; stored as ISBN-13. ${KEEP}`,
  })
  @Field(() => String, { nullable: true, description: `ISBN-10 or ISBN-13, stored as ISBN-13. ${KEEP}` })
  @Transform(({ value }) =>
    typeof value === 'string' ? (value.trim() === '' ? '' : (toIsbn13(value) ?? value)) : value,
  )
  @IsOptional()
  @EmptyOr('isbn', (value) => typeof value === 'string' && toIsbn13(value) === value, ISBN_MESSAGE)
  isbn?: string | null;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    maxLength: MAX_PUBLISHER_LENGTH,
    pattern: textPattern({ directionMarks: true }, { allowBlank: true }),
    example: 'Penguin Classics',
    description: KEEP,
  })
  @Field(() => String, { nullable: true, description: KEEP })
  @SafeText({ field: 'Publisher', max: MAX_PUBLISHER_LENGTH, directionMarks: true })
  @IsOptional()
  @IsString({ message: 'Publisher must be text' })
  publisher?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: MIN_YEAR,
    maximum: MAX_YEAR,
    example: 2003,
    description: `The year of the edition. ${KEEP}`,
  })
  @Field(() => Int, { nullable: true, description: `The year of the edition. ${KEEP}` })
  @Transform(({ value }) => optionalWholeNumber(value))
  @IsOptional()
  @ValidateBy({ name: 'isYear', validator: { validate: isYear } }, { message: YEAR_MESSAGE })
  year?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: MAX_PAGES,
    example: 654,
    description: KEEP,
  })
  @Field(() => Int, { nullable: true, description: KEEP })
  @Transform(({ value }) => optionalWholeNumber(value))
  @IsOptional()
  @ValidateBy({ name: 'isPageCount', validator: { validate: isPageCount } }, { message: PAGES_MESSAGE })
  pages?: number | null;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: 'en',
    description: `An ISO 639-1 code (en, fr, de…), case-insensitive, stored in lower case. ${KEEP}`,
  })
  @Field(() => String, { nullable: true, description: `An ISO 639-1 code (en, fr, de…). ${KEEP}` })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsOptional()
  @EmptyOr('isLanguage', isLanguageCode, LANGUAGE_MESSAGE)
  language?: string | null;
}
