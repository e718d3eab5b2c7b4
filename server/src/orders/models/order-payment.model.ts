import { Field, Float, GraphQLISODateTime, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { fromCents } from '../../common/money/money';
import type { OrderReader } from '../order-states';
import { OrderStatus } from '../order-status';
import { currentPayment } from '../payment-moves';
import { canMarkPaid, canMarkRefunded, PAYMENT_METHODS, PAYMENT_STATES, PaymentState } from '../payment-states';
import type { OrderPaymentRecord } from '../schemas/order.schema';

registerEnumType(PaymentState, {
  name: 'PaymentState',
  description:
    'AWAITING: not paid yet; PAID; REFUND_DUE: cancelled after payment, the shop owes it back; PARTIALLY_REFUNDED; ' +
    'REFUNDED; VOID: cancelled before payment, nothing owed',
});

/** The shop's bank account a transfer goes to, as it was when the order was placed. */
@ObjectType('OrderBankDetails')
export class OrderBankDetails {
  @ApiProperty({ example: 'Bookstore Ltd' }) @Field() holder: string;
  @ApiProperty({ example: 'GB33 BUKB 2020 1555 5555 55' }) @Field() account: string;
  @ApiProperty({ example: 'Booktown Bank' }) @Field() bank: string;
  @ApiProperty({ example: 'BIC BUKBGB22' }) @Field() notes: string;
}

const NULLABLE_DATE = { type: Date, nullable: true } as const;
const NULLABLE_AMOUNT = { type: Number, nullable: true, example: 25 } as const;

/** How an order is paid, and where its payment stands (docs/api.md "Payments"). */
@ObjectType('OrderPayment')
export class OrderPayment {
  @ApiProperty({ example: 'bank-transfer', description: 'on-delivery, bank-transfer or card' })
  @Field({ description: 'on-delivery, bank-transfer or card' })
  method: string;

  @ApiProperty({ example: 'Bank transfer' }) @Field() methodName: string;

  @ApiProperty({ enum: PAYMENT_STATES }) @Field(() => PaymentState) state: PaymentState;

  @ApiProperty({ type: String, nullable: true, example: 'A1B2C3D4', description: 'What to quote with a transfer' })
  @Field(() => String, { nullable: true, description: 'What to quote with a transfer' })
  reference: string | null;

  @ApiProperty({ type: OrderBankDetails, nullable: true, description: 'Where a transfer goes; null for other methods' })
  @Field(() => OrderBankDetails, { nullable: true, description: 'Where a transfer goes; null for other methods' })
  bankDetails: OrderBankDetails | null;

  @ApiProperty(NULLABLE_DATE) @Field(() => GraphQLISODateTime, { nullable: true }) paidAt: Date | null;
  @ApiProperty(NULLABLE_AMOUNT) @Field(() => Float, { nullable: true }) paidAmount: number | null;

  @ApiProperty({ ...NULLABLE_DATE, description: 'When the cancellation made the refund due' })
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the cancellation made the refund due' })
  refundDueAt: Date | null;

  @ApiProperty(NULLABLE_DATE) @Field(() => GraphQLISODateTime, { nullable: true }) refundedAt: Date | null;
  @ApiProperty(NULLABLE_AMOUNT) @Field(() => Float, { nullable: true }) refundAmount: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://checkout.stripe.com/c/pay/cs_test_a1b2',
    description: "A card payment's Stripe Checkout page, while it awaits payment; null otherwise",
  })
  @Field(() => String, {
    nullable: true,
    description: "A card payment's Stripe Checkout page, while it awaits payment; null otherwise",
  })
  checkoutUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Could not reach Stripe',
    description: "Why the card's refund failed last, while it is retried (the admin only); null otherwise",
  })
  @Field(() => String, {
    nullable: true,
    description: "Why the card's refund failed last, while it is retried (the admin only); null otherwise",
  })
  refundError: string | null;

  @ApiProperty({ description: 'Whether the reader may mark it paid now (the admin only)' })
  @Field({ description: 'Whether the reader may mark it paid now (the admin only)' })
  canMarkPaid: boolean;

  @ApiProperty({ description: 'Whether the reader may mark the refund made now (the admin only)' })
  @Field({ description: 'Whether the reader may mark the refund made now (the admin only)' })
  canMarkRefunded: boolean;
}

const amount = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : fromCents(cents));

/** The one mapper from an order's stored payment (none: an order from before payments) to the client shape. */
export function toOrderPayment(
  record: OrderPaymentRecord | null | undefined,
  status: OrderStatus,
  reader: OrderReader,
): OrderPayment {
  const { method, state } = currentPayment(record, status);
  const admin = reader === 'admin';
  return {
    method,
    methodName: record?.name ?? PAYMENT_METHODS[method].name,
    state,
    reference: record?.reference ?? null,
    bankDetails: record?.bankDetails
      ? {
          holder: record.bankDetails.holder ?? '',
          account: record.bankDetails.account ?? '',
          bank: record.bankDetails.bank ?? '',
          notes: record.bankDetails.notes ?? '',
        }
      : null,
    paidAt: record?.paidAt ?? null,
    paidAmount: amount(record?.paidCents),
    refundDueAt: record?.refundDueAt ?? null,
    refundedAt: record?.refundedAt ?? null,
    refundAmount: amount(record?.refundCents),
    checkoutUrl:
      state === PaymentState.AWAITING && status === OrderStatus.PENDING ? (record?.checkoutUrl ?? null) : null,
    refundError: admin && state === PaymentState.REFUND_DUE ? (record?.refundError ?? null) : null,
    canMarkPaid: admin && canMarkPaid(method, state, status),
    canMarkRefunded: admin && canMarkRefunded(method, state),
  };
}
