import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { BlankAsUndefined } from '../../common/pagination/blank-filter';
import { PaginationArgs } from '../../common/pagination/pagination.args';
import { SortDirection } from '../../common/pagination/sort-direction';
import { SafeText } from '../../common/text/text.decorators';
import { BOOK_CATEGORIES, CATEGORY_MESSAGE } from '../book-category';
import { BookSearchScope } from '../book-search';

/** The catalogue's sort keys: title, author, price, date added. */
export enum BookSort {
  TITLE = 'title',
  AUTHOR = 'author',
  PRICE = 'price',
  CREATED_AT = 'createdAt',
  /** The average rating (to 2 decimals), then the number of reviews; books without any after every rated one in DESC. */
  RATING = 'rating',
}

registerEnumType(BookSort, {
  name: 'BookSort',
  description: 'CREATED_AT is the date the book was added; RATING the average rating, then the number of reviews',
});
registerEnumType(BookSearchScope, {
  name: 'BookSearchScope',
  description: 'Where `search` looks: ALL (title, author and description) or TITLE_AUTHOR (title and author only)',
});

@ArgsType()
export class ListBooksArgs extends PaginationArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Words to look for (in title, author and description, or as `searchIn` says), case- and ' +
      'accent-insensitive; every word must start a word of the book. Blank means all books.',
  })
  @IsOptional()
  @SafeText({ field: 'Search', max: 200, directionMarks: true })
  @IsString({ message: 'Search must be text' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: `One of: ${BOOK_CATEGORIES.join(', ')}. Blank means all.` })
  @BlankAsUndefined()
  @IsOptional()
  @IsIn(BOOK_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Only books with at most this many copies in stock (0: out of stock; the low-stock threshold: ' +
      'low stock). Omit for every book.',
  })
  @IsOptional()
  @IsInt({ message: 'maxStock must be a whole number of copies, 0 or more' })
  @Min(0, { message: 'maxStock must be a whole number of copies, 0 or more' })
  maxStock?: number | null;

  @Field(() => BookSearchScope, {
    defaultValue: BookSearchScope.ALL,
    description: "The fields `search` looks in; the admin's book list uses TITLE_AUTHOR",
  })
  @IsEnum(BookSearchScope, { message: 'searchIn must be ALL or TITLE_AUTHOR' })
  searchIn: BookSearchScope = BookSearchScope.ALL;

  @Field(() => BookSort, { defaultValue: BookSort.TITLE })
  @IsEnum(BookSort, { message: 'Sort must be one of TITLE, AUTHOR, PRICE, CREATED_AT, RATING' })
  sort: BookSort = BookSort.TITLE;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  @IsEnum(SortDirection, { message: 'Direction must be ASC or DESC' })
  direction: SortDirection = SortDirection.ASC;
}
