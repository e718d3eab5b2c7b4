import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PaginationArgs } from '../../common/pagination/pagination.args';
import { SafeText } from '../../common/text/text.decorators';

const SEARCH = 'The start of a name or an email, case-insensitive. Blank means every customer.';
const CURSOR_MESSAGE = 'Invalid cursor: pass the endCursor of a previous page';

/** A whole number in a query string ("20") as the number it says; anything else is left for the validators. */
const QueryNumber = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value));

/** The admin's customer list: a page by name, narrowed by a search. */
@ArgsType()
export class ListCustomersArgs extends PaginationArgs {
  @ApiProperty({ required: false, description: SEARCH })
  @Field(() => String, { nullable: true, description: SEARCH })
  @IsOptional()
  @SafeText({ field: 'Search', max: 200, directionMarks: true })
  @IsString({ message: 'Search must be text' })
  search?: string | null;
}

/** The same over REST, whose query strings carry `first` as text. */
export class ListCustomersQuery extends ListCustomersArgs {
  @ApiProperty({ required: false, default: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}` })
  @QueryNumber()
  first: number = DEFAULT_PAGE_SIZE;
}

/** A customer's page over REST: the size of its lists, and where each continues. */
export class CustomerPageQuery extends PaginationArgs {
  @ApiProperty({
    required: false,
    default: DEFAULT_PAGE_SIZE,
    description: `Orders and complaints per page, 1 to ${MAX_PAGE_SIZE}`,
  })
  @QueryNumber()
  first: number = DEFAULT_PAGE_SIZE;

  @ApiProperty({ required: false, description: "The orders' endCursor of the previous page" })
  @IsOptional()
  @MaxLength(2048, { message: CURSOR_MESSAGE })
  @IsString({ message: CURSOR_MESSAGE })
  ordersAfter?: string;

  @ApiProperty({ required: false, description: "The complaints' endCursor of the previous page" })
  @IsOptional()
  @MaxLength(2048, { message: CURSOR_MESSAGE })
  @IsString({ message: CURSOR_MESSAGE })
  complaintsAfter?: string;
}
