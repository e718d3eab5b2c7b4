import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsEnum } from 'class-validator';
import { OrderStatus, STATUS_MESSAGE } from '../order-status';

/** The REST body of `PUT /api/admin/orders/:id` (GraphQL passes `status` as an argument). */
export class UpdateOrderStatusInput {
  @ApiProperty({ enum: OrderStatus, example: OrderStatus.SHIPPED })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsDefined({ message: 'Status is required' })
  @IsEnum(OrderStatus, { message: STATUS_MESSAGE })
  status: OrderStatus;
}
