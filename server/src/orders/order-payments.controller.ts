import { Body, Controller, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { UpdateOrderPaymentInput } from './dto/update-order-payment.input';
import { OrderPayload } from './models/order-payloads.model';
import { OrderPayments } from './order-payments.service';
import { ORDER_MESSAGES } from './orders.messages';

const OrderId = () => ObjectIdParam('id', 'order id');

@ApiTags('orders')
@Roles(Role.ADMIN)
@Controller('admin/orders/:id/payment')
export class OrderPaymentsController {
  constructor(private readonly payments: OrderPayments) {}

  @Put()
  @ApiOkResponse({
    type: OrderPayload,
    description:
      '"paid": the order awaiting payment (not cancelled) was paid its total, now; "refunded": the refund due of a cancelled paid order was made',
  })
  @ApiErrors(ErrorCode.VALIDATION_FAILED, ErrorCode.NOT_FOUND, ErrorCode.PAYMENT_NOT_CHANGEABLE)
  async record(
    @CurrentUser() admin: AuthUser,
    @OrderId() id: string,
    @Body() input: UpdateOrderPaymentInput,
  ): Promise<OrderPayload> {
    const order = await this.payments.record(id, input.state, admin);
    return { message: ORDER_MESSAGES.paymentRecorded(order.payment.state), order };
  }
}
