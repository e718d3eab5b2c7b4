import type { PaymentState } from '@/gql/graphql';

/** Every payment state, for the admin's filter. */
export const PAYMENT_STATES = [
  'AWAITING',
  'PAID',
  'REFUND_DUE',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'VOID',
] as const satisfies readonly PaymentState[];

/** True for one of the payment states (upper case, as GraphQL sends them), e.g. from a URL. */
export function isPaymentState(value: string): value is PaymentState {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}

const labels: Record<PaymentState, string> = {
  AWAITING: 'Awaiting payment',
  PAID: 'Paid',
  REFUND_DUE: 'Refund due',
  PARTIALLY_REFUNDED: 'Partially refunded',
  REFUNDED: 'Refunded',
  VOID: 'Not charged',
};

/** 'Awaiting payment', 'Paid', 'Refund due', 'Partially refunded', 'Refunded', 'Not charged' (cancelled before payment). */
export function paymentStateLabel(state: PaymentState): string {
  return labels[state];
}
