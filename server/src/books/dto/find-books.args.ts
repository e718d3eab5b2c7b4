import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BlankAsUndefined } from '../../common/pagination/blank-filter';
import { SafeText } from '../../common/text/text.decorators';
import { BOOK_CATEGORIES, CATEGORY_MESSAGE } from '../book-category';
import { MAX_FOUND, PRICE_RANGE_KEYS, SUGGEST_MIN, type PriceRangeKey } from '../book-finder';
import { MAX_YEAR, MIN_YEAR } from '../book-rules';

const MAX_FIRST = 50;
const FIRST_MESSAGE = `first must be a whole number from 1 to ${MAX_FIRST}`;
const OFFSET_MESSAGE = `offset must be a whole number from 0 to ${MAX_FOUND - 1}`;
const YEAR_MESSAGE = `year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}`;
const PRICE_MESSAGE = `price must be one of ${PRICE_RANGE_KEYS.join(', ')} (cents)`;

/** REST query strings carry numbers as digits; a blank one is left out. */
const Digits = () =>
  Transform(({ value }) =>
    typeof value !== 'string' ? value : /^\d{1,6}$/.test(value) ? Number(value) : value.trim() ? value : undefined,
  );

/**
 * The shoppers' search (GraphQL `findBooks`, REST `GET /api/books/search`): words, facet
 * filters and a page by offset, the results ranked by relevance (book-finder.ts).
 */
@ArgsType()
export class FindBooksArgs {
  @ApiPropertyOptional({
    description: 'Words to look for (typos forgiven on the in-process catalogue); blank: every book',
  })
  @Field(() => String, {
    nullable: true,
    description:
      'Words to look for in title, author and description; the books whose words start with every word ' +
      'come first, then (in-process catalogue only) those found with a typo forgiven. Blank: every book.',
  })
  @IsOptional()
  @SafeText({ field: 'Search', max: 200, directionMarks: true })
  @IsString({ message: 'Search must be text' })
  search?: string | null;

  @ApiPropertyOptional({ enum: BOOK_CATEGORIES })
  @Field(() => String, { nullable: true, description: 'Only this category' })
  @BlankAsUndefined()
  @IsOptional()
  @IsIn(BOOK_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: string | null;

  @ApiPropertyOptional({ description: 'Only this author (exactly as the author facet lists it)' })
  @Field(() => String, { nullable: true, description: 'Only this author (exactly as the author facet lists it)' })
  @BlankAsUndefined()
  @IsOptional()
  @MaxLength(200, { message: 'author must be at most 200 characters' })
  @IsString({ message: 'author must be text' })
  author?: string | null;

  @ApiPropertyOptional({ example: 'en', description: 'Only this language (ISO 639-1 code)' })
  @Field(() => String, { nullable: true, description: 'Only this language (ISO 639-1 code, as the facet lists it)' })
  @BlankAsUndefined()
  @IsOptional()
  @MaxLength(8, { message: 'language must be a language code such as en' })
  @IsString({ message: 'language must be a language code such as en' })
  language?: string | null;

  @ApiPropertyOptional({ enum: PRICE_RANGE_KEYS, description: 'Only this price range, in cents: from-below' })
  @Field(() => String, {
    nullable: true,
    description: `Only this price range, in cents (from, below): ${PRICE_RANGE_KEYS.join(', ')}`,
  })
  @BlankAsUndefined()
  @IsOptional()
  @IsIn(PRICE_RANGE_KEYS, { message: PRICE_MESSAGE })
  price?: PriceRangeKey | null;

  @ApiPropertyOptional({ type: 'integer', description: 'Only books of this year' })
  @Field(() => Int, { nullable: true, description: 'Only books of this year' })
  @Digits()
  @IsOptional()
  @Max(MAX_YEAR, { message: YEAR_MESSAGE })
  @Min(MIN_YEAR, { message: YEAR_MESSAGE })
  @IsInt({ message: YEAR_MESSAGE })
  year?: number | null;

  @ApiPropertyOptional({ type: 'integer', default: 20, description: `Page size, 1 to ${MAX_FIRST}` })
  @Field(() => Int, { defaultValue: 20, description: `Page size, 1 to ${MAX_FIRST}` })
  @Digits()
  @Max(MAX_FIRST, { message: FIRST_MESSAGE })
  @Min(1, { message: FIRST_MESSAGE })
  @IsInt({ message: FIRST_MESSAGE })
  first: number = 20;

  @ApiPropertyOptional({
    type: 'integer',
    default: 0,
    description: `Results to skip; offset + first at most ${MAX_FOUND}`,
  })
  @Field(() => Int, { defaultValue: 0, description: `Results to skip; offset + first at most ${MAX_FOUND}` })
  @Digits()
  @Max(MAX_FOUND - 1, { message: OFFSET_MESSAGE })
  @Min(0, { message: OFFSET_MESSAGE })
  @IsInt({ message: OFFSET_MESSAGE })
  offset: number = 0;
}

/** The search box's suggestions (GraphQL `bookSuggestions`, REST `GET /api/books/suggestions`). */
@ArgsType()
export class SuggestBooksArgs {
  @ApiPropertyOptional({
    description: `What the shopper typed so far; under ${SUGGEST_MIN} characters: no suggestions`,
  })
  @Field(() => String, { description: `What the shopper typed so far; under ${SUGGEST_MIN} characters: none` })
  @SafeText({ field: 'q', max: 100, directionMarks: true })
  @IsString({ message: 'q must be text' })
  q: string = '';
}
