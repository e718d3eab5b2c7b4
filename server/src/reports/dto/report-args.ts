import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsInt, Max, Min } from 'class-validator';
import { DayRangeArgs } from '../../common/dates/day-range.args';

/** What best sellers are ranked by. */
export enum BestSellersBy {
  COPIES = 'copies',
  REVENUE = 'revenue',
}
registerEnumType(BestSellersBy, { name: 'BestSellersBy', description: 'Rank by copies sold or by revenue' });

/** How the sales report groups its rows. */
export enum SalesGroup {
  CATEGORY = 'category',
  MONTH = 'month',
}
registerEnumType(SalesGroup, { name: 'SalesGroup', description: "By the books' category or by calendar month (UTC)" });

export const DEFAULT_BEST_SELLERS = 10;
export const MAX_BEST_SELLERS = 100;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_BEST_SELLERS}`;

/** A query string's digits as a number (REST sends text); anything else is left for validation to refuse. */
const digitsToNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

/** The days a report covers, both included (UTC days, as the dashboard counts them). */
@ArgsType()
export class ReportRangeArgs extends DayRangeArgs {}

@ArgsType()
export class BestSellersArgs extends ReportRangeArgs {
  @ApiPropertyOptional({ enum: BestSellersBy, default: BestSellersBy.COPIES })
  @Field(() => BestSellersBy, { defaultValue: BestSellersBy.COPIES })
  @IsEnum(BestSellersBy, { message: 'by must be copies or revenue' })
  by: BestSellersBy = BestSellersBy.COPIES;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_BEST_SELLERS, default: DEFAULT_BEST_SELLERS })
  @Field(() => Int, { defaultValue: DEFAULT_BEST_SELLERS, description: `How many books, 1 to ${MAX_BEST_SELLERS}` })
  @Transform(digitsToNumber)
  @Max(MAX_BEST_SELLERS, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit: number = DEFAULT_BEST_SELLERS;
}

@ArgsType()
export class SalesReportArgs extends ReportRangeArgs {
  @ApiPropertyOptional({ enum: SalesGroup, default: SalesGroup.CATEGORY })
  @Field(() => SalesGroup, { defaultValue: SalesGroup.CATEGORY })
  @IsEnum(SalesGroup, { message: 'group must be category or month' })
  group: SalesGroup = SalesGroup.CATEGORY;
}
