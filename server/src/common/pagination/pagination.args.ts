import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const PAGE_SIZE_MESSAGE = `first must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** Forward keyset pagination arguments, shared by every paginated list. */
@ArgsType()
export class PaginationArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  first: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page; omit for the first page' })
  @IsOptional()
  @MaxLength(2048, { message: 'Invalid cursor: pass the endCursor of a previous page' })
  @IsString({ message: 'Invalid cursor: pass the endCursor of a previous page' })
  after?: string | null;
}
