import type { ReactNode } from 'react';
import type { OrderStatus, PaymentState } from '@/gql/graphql';
import { orderStatusLabel } from '@/lib/order-status';
import { paymentStateLabel } from '@/lib/payment-state';
import { ORDER_STATUS_TONES, PAYMENT_STATE_TONES, toneClasses, type Tone } from './tones';

export type BadgeTone = Tone;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A small rounded label: a category, a stock level, a status. */
export function Badge({ tone = 'slate', children, className = '' }: BadgeProps) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClasses(tone)} ${className}`}
    >
      {children}
    </span>
  );
}

export interface OrderStatusBadgeProps {
  status: OrderStatus;
  className?: string;
}

/** An order's status in its colour (ORDER_STATUS_TONES): pending orange, shipped blue, delivered green, cancelled red. */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  return (
    <Badge tone={ORDER_STATUS_TONES[status]} className={className}>
      {orderStatusLabel(status)}
    </Badge>
  );
}

export interface PaymentBadgeProps {
  state: PaymentState;
  className?: string;
}

/** An order's payment state beside its status (PAYMENT_STATE_TONES): awaiting amber, paid green, a refund due red. */
export function PaymentBadge({ state, className }: PaymentBadgeProps) {
  return (
    <Badge tone={PAYMENT_STATE_TONES[state]} className={className}>
      {paymentStateLabel(state)}
    </Badge>
  );
}
