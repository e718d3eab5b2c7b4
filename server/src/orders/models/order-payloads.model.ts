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

/** A page of orders, newest first. */
@ObjectType()
export class OrderConnection extends Paginated(Order) {}

export class OrdersResponse {
  @ApiProperty({ type: [Order] })
  orders: Order[];
}

export class OrderResponse {
  @ApiProperty({ type: Order })
  order: Order;
}
