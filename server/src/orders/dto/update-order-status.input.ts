import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsEnum } from 'class-validator';
import { OrderStatus, STATUS_MESSAGE } from '../order-status';

/** The REST body of `PUT /api/admin/orders/:id` (GraphQL passes `status` as an argument); the value must be exact. */
export class UpdateOrderStatusInput {
  @ApiProperty({ enum: OrderStatus, example: OrderStatus.SHIPPED })
  @IsDefined({ message: 'Status is required' })
  @IsEnum(OrderStatus, { message: STATUS_MESSAGE })
  status: OrderStatus;
}
