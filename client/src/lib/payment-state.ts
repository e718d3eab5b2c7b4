import type { PaymentState } from '@/gql/graphql';

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
