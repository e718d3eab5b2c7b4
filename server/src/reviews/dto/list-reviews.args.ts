import { ArgsType, Field } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PaginationArgs } from '../../common/pagination/pagination.args';

/** REST query strings carry text: `first` as digits, `reported` as "true" or "false". */
const pageSize = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value));

/** A page of a book's reviews from the REST query string. */
export class ReviewsPageQuery extends PaginationArgs {
  @ApiPropertyOptional({ type: 'integer', default: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}` })
  @pageSize()
  first: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'The endCursor of the previous page; omit for the first page' })
  after?: string | null = undefined;
}

/** The admin's reviews: all, or only the reported ones; newest first. */
@ArgsType()
export class ListReviewsArgs extends PaginationArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only reviews somebody reported' })
  @IsOptional()
  @IsBoolean({ message: 'reported must be true or false' })
  reported?: boolean | null;
}

export class ListReviewsQuery extends ReviewsPageQuery {
  @ApiPropertyOptional({ type: Boolean, description: 'Only reviews somebody reported' })
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' || value === '' ? undefined : value))
  @IsOptional()
  @IsBoolean({ message: 'reported must be true or false' })
  reported?: boolean | null;
}
