import type { ReactNode } from 'react';
import type { OrderStatus } from '@/gql/graphql';
import { orderStatusLabel } from '@/lib/order-status';

export type BadgeTone = 'indigo' | 'green' | 'amber' | 'yellow' | 'orange' | 'blue' | 'red' | 'slate';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

const tones: Record<BadgeTone, string> = {
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20',
  green: 'bg-green-50 text-green-800 ring-green-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30',
  orange: 'bg-orange-50 text-orange-800 ring-orange-600/30',
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** A small rounded label: a category, a stock level, a status. */
export function Badge({ tone = 'slate', children, className = '' }: BadgeProps) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

const orderStatusTones: Record<OrderStatus, BadgeTone> = { PENDING: 'orange', SHIPPED: 'blue', DELIVERED: 'green' };

export interface OrderStatusBadgeProps {
  status: OrderStatus;
  className?: string;
}

/** An order's status in its colour: pending orange, shipped blue, delivered green. */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  return (
    <Badge tone={orderStatusTones[status]} className={className}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
