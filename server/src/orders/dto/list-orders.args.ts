import { ArgsType, Field } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString } from 'class-validator';
import { BlankAsUndefined } from '../../common/pagination/blank-filter';
import { PaginationArgs } from '../../common/pagination/pagination.args';
import { SafeText } from '../../common/text/text.decorators';
import { OrderStatus, STATUS_MESSAGE } from '../order-status';

/** The admin's order list: search and status filter; blank means no filter. */
@ArgsType()
export class ListOrdersArgs extends PaginationArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "The order id (all 24 characters, or the last 8 shown on screen), or part of the customer's name or email, " +
      'case-insensitive. Blank means all orders.',
  })
  @IsOptional()
  @SafeText({ field: 'Search', max: 200, directionMarks: true })
  @IsString({ message: 'Search must be text' })
  search?: string | null;

  @Field(() => OrderStatus, { nullable: true })
  @BlankAsUndefined()
  @IsOptional()
  @IsEnum(OrderStatus, { message: STATUS_MESSAGE })
  status?: OrderStatus | null;
}
