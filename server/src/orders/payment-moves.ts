import type { PaymentMethodDefinition } from './payment-states';
import {
  canMovePayment,
  DEFAULT_PAYMENT_METHOD,
  legacyPaymentState,
  PAYMENT_METHODS,
  paymentOnCancel,
  PaymentMethodId,
  PaymentState,
} from './payment-states';
import { OrderNoticeKind } from './order-states';
import type { OrderStatus } from './order-status';
import type { BankDetailsRecord, OrderPaymentRecord } from './schemas/order.schema';

/**
 * The payment table (payment-states.ts) as what the orders repository writes: the payment an order
 * is acknowledged with, and each payment move as a condition on the payment state the move was
 * decided on plus the fields it sets, so that of two racing moves (the admin marking paid while a
 * cancellation goes through) one wins and the other matches nothing.
 */

/** A payment move: the state it was decided on (null: an order stored without a payment) and what it sets. */
export interface PaymentChange {
  state: PaymentState | null;
  set: Record<string, unknown>;
  /** The provider's event that makes the move: recorded in its update, which a replay of it no longer matches. */
  event?: string;
  /** The email the move makes due: its notice is written in the move's own update. */
  notice?: OrderNoticeKind;
}

/** An order's payment as read: its stored one, or the one an order from before payments has. */
export interface CurrentPayment {
  method: PaymentMethodId;
  state: PaymentState;
  stored: boolean;
}

export const currentPayment = (
  payment: Pick<OrderPaymentRecord, 'method' | 'state'> | null | undefined,
  status: OrderStatus,
): CurrentPayment =>
  payment
    ? { method: payment.method, state: payment.state, stored: true }
    : { method: DEFAULT_PAYMENT_METHOD, state: legacyPaymentState(status), stored: false };

/** The payment an order is acknowledged with: the method's first state, a transfer's account and reference. */
export function openingPayment(
  method: PaymentMethodDefinition,
  bank: BankDetailsRecord,
  reference: string,
): OrderPaymentRecord {
  return {
    method: method.id,
    name: method.name,
    state: method.initial,
    reference: method.bankDetails ? reference.toUpperCase() : null,
    bankDetails: method.bankDetails ? { ...bank } : null,
    paidAt: null,
    paidCents: null,
    refundDueAt: null,
    refundedAt: null,
    refundCents: null,
  };
}

/** Sets `fields` on the payment: field by field when it is stored, else the whole payment (an old order's). */
function paymentSet(current: CurrentPayment, fields: Partial<OrderPaymentRecord>): Record<string, unknown> {
  if (!current.stored) {
    return { payment: { method: current.method, name: PAYMENT_METHODS[current.method].name, ...fields } };
  }
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`payment.${key}`, value]));
}

const change = (current: CurrentPayment, to: PaymentState, fields: Partial<OrderPaymentRecord>): PaymentChange => {
  if (!canMovePayment(current.state, to)) throw new Error(`A payment cannot go from ${current.state} to ${to}`);
  return { state: current.stored ? current.state : null, set: paymentSet(current, { ...fields, state: to }) };
};

/**
 * The cancellation's payment move, in the cancellation's own update: void, or a refund due of what
 * was paid. A card order cancelled before it was paid also marks its Checkout Session to be closed,
 * so that the shopper can no longer pay on Stripe's page for an order the shop has cancelled.
 */
export function cancelledPayment(
  current: CurrentPayment,
  paidCents: number | null,
  at: Date,
): PaymentChange | undefined {
  const to = paymentOnCancel(current.state);
  if (!to) return undefined;
  if (to === PaymentState.VOID)
    return change(current, to, current.method === PaymentMethodId.CARD ? { closeSession: true } : {});
  return change(current, to, { refundDueAt: at, refundCents: paidCents });
}

/** The admin's "Mark paid": the order's total, now. */
export const paidPayment = (current: CurrentPayment, totalCents: number, at: Date): PaymentChange =>
  change(current, PaymentState.PAID, { paidAt: at, paidCents: totalCents });

/** The admin's "Mark refunded": the refund due, now; the shopper is told. */
export const refundedPayment = (current: CurrentPayment, at: Date): PaymentChange => ({
  ...change(current, PaymentState.REFUNDED, { refundedAt: at }),
  notice: OrderNoticeKind.REFUNDED,
});

/** A card payment Stripe confirmed (`checkout.session.completed`): what was charged, on which PaymentIntent. */
export const cardPaidPayment = (
  current: CurrentPayment,
  paid: { cents: number; paymentIntent: string | null; event: string },
  at: Date,
): PaymentChange => ({
  ...change(current, PaymentState.PAID, { paidAt: at, paidCents: paid.cents, paymentIntent: paid.paymentIntent }),
  event: paid.event,
});

/** A card payment confirmed after its order was cancelled (void): paid, and owed back at once. */
export const latePaidPayment = (
  current: CurrentPayment,
  paid: { cents: number; paymentIntent: string | null; event: string },
  at: Date,
): PaymentChange => ({
  ...change(current, PaymentState.REFUND_DUE, {
    paidAt: at,
    paidCents: paid.cents,
    paymentIntent: paid.paymentIntent,
    refundDueAt: at,
    refundCents: paid.cents,
  }),
  event: paid.event,
});

/** The provider's refund made: refunded, the last failure cleared; the shopper is told. */
export const providerRefundedPayment = (current: CurrentPayment, at: Date): PaymentChange => ({
  ...change(current, PaymentState.REFUNDED, { refundedAt: at, refundError: null }),
  notice: OrderNoticeKind.REFUNDED,
});

/** The provider's refund failed this time: the reason kept for the admin, the state as it was (the job retries). */
export const refundFailure = (current: CurrentPayment, reason: string): PaymentChange => ({
  state: current.state,
  set: { 'payment.refundError': reason },
});
