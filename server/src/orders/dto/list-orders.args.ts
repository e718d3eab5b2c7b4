import { ArgsType, Field } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString } from 'class-validator';
import { BlankAsUndefined } from '../../common/pagination/blank-filter';
import { PaginationArgs } from '../../common/pagination/pagination.args';
import { SafeText } from '../../common/text/text.decorators';
import { OrderStatus, STATUS_MESSAGE } from '../order-status';
import { PaymentState } from '../payment-states';

/** The admin's order list: search, status and payment filters; blank means no filter. */
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

  @Field(() => PaymentState, { nullable: true, description: 'Only orders whose payment is in this state' })
  @BlankAsUndefined()
  @IsOptional()
  @IsEnum(PaymentState, { message: 'Payment state must be one of the PaymentState values' })
  paymentState?: PaymentState | null;
}
