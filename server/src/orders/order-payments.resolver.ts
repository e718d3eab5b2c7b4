import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { PAYMENT_STATE_MESSAGE, RECORDED_PAYMENT_STATES } from './dto/update-order-payment.input';
import { OrderPayload } from './models/order-payloads.model';
import { Order } from './models/order.model';
import { OrderPayments } from './order-payments.service';
import { ORDER_MESSAGES } from './orders.messages';
import { PaymentState } from './payment-states';

@Resolver(() => Order)
export class OrderPaymentsResolver {
  constructor(private readonly payments: OrderPayments) {}

  @Roles(Role.ADMIN)
  @Mutation(() => OrderPayload, {
    description:
      "Record an order's payment: PAID (awaiting payment, not cancelled) or REFUNDED (a refund due) (REST: PUT /api/admin/orders/:id/payment)",
  })
  async updateOrderPayment(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }, new ParseObjectIdPipe('order id')) id: string,
    @Args('state', { type: () => PaymentState }) state: PaymentState,
  ): Promise<OrderPayload> {
    if (!(RECORDED_PAYMENT_STATES as readonly PaymentState[]).includes(state)) {
      throw AppError.validation(PAYMENT_STATE_MESSAGE);
    }
    const order = await this.payments.record(id, state as PaymentState.PAID, admin);
    return { message: ORDER_MESSAGES.paymentRecorded(order.payment.state), order };
  }
}
