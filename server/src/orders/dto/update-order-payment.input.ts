import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PaymentState } from '../payment-states';

/** The payment states the admin records by hand. */
export const RECORDED_PAYMENT_STATES = [PaymentState.PAID, PaymentState.REFUNDED] as const;
export const PAYMENT_STATE_MESSAGE = 'Payment state must be "paid" or "refunded"';

/** The admin's payment record (REST body of `PUT /api/admin/orders/:id/payment`). */
export class UpdateOrderPaymentInput {
  @ApiProperty({ enum: RECORDED_PAYMENT_STATES, example: 'paid' })
  @IsIn(RECORDED_PAYMENT_STATES, { message: PAYMENT_STATE_MESSAGE })
  state: PaymentState.PAID | PaymentState.REFUNDED;
}
