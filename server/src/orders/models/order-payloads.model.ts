import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Paginated } from '../../common/pagination/paginated';
import { Order } from './order.model';

@ObjectType()
export class OrderPayload {
  @ApiProperty({ example: 'Order placed successfully!' })
  @Field()
  message: string;

  @ApiProperty({ type: Order })
  @Field(() => Order)
  order: Order;
}

/** How far a search's `totalCount` counts: more matches are "more than 1,000". */
export const ORDER_COUNT_CAP = 1000;

/** A page of orders, newest first. */
@ObjectType()
export class OrderConnection extends Paginated(Order) {
  @Field({
    description: `True when more orders match than totalCount says: a search, or a shopper's list, counts up to ${ORDER_COUNT_CAP.toLocaleString('en')} (the admin's list without a search is always counted whole)`,
  })
  totalCountCapped: boolean;
}

export class OrdersResponse {
  @ApiProperty({ type: [Order] })
  orders: Order[];
}

export class OrderResponse {
  @ApiProperty({ type: Order })
  order: Order;
}
