import type { OrderStatus, PaymentState } from '@/gql/graphql';
import type { ComplaintStatusValue } from '@/lib/complaint-labels';

/** The colours of labels and status controls. */
export type Tone = 'indigo' | 'green' | 'amber' | 'yellow' | 'orange' | 'blue' | 'red' | 'slate';

/** What a colour is put on: a badge (Badge), a control in the colour (the admin's status dropdown), a round icon, a large figure. */
export type ToneUse = 'badge' | 'field' | 'icon' | 'figure';

/** Each tone's classes per use, written out whole so that Tailwind finds them. */
const classes: Record<Tone, Record<ToneUse, string>> = {
  indigo: {
    badge: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20',
    field: 'border-indigo-300 bg-indigo-50 text-indigo-900',
    icon: 'bg-indigo-50 text-indigo-600',
    figure: 'text-indigo-700',
  },
  green: {
    badge: 'bg-green-50 text-green-800 ring-green-600/20',
    field: 'border-green-300 bg-green-50 text-green-900',
    icon: 'bg-green-50 text-green-600',
    figure: 'text-green-700',
  },
  amber: {
    badge: 'bg-amber-50 text-amber-800 ring-amber-600/30',
    field: 'border-amber-300 bg-amber-50 text-amber-900',
    icon: 'bg-amber-50 text-amber-600',
    figure: 'text-amber-700',
  },
  yellow: {
    badge: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30',
    field: 'border-yellow-300 bg-yellow-50 text-yellow-900',
    icon: 'bg-yellow-50 text-yellow-600',
    figure: 'text-yellow-700',
  },
  orange: {
    badge: 'bg-orange-50 text-orange-800 ring-orange-600/30',
    field: 'border-orange-300 bg-orange-50 text-orange-900',
    icon: 'bg-orange-50 text-orange-600',
    figure: 'text-orange-700',
  },
  blue: {
    badge: 'bg-blue-50 text-blue-800 ring-blue-600/20',
    field: 'border-blue-300 bg-blue-50 text-blue-900',
    icon: 'bg-blue-50 text-blue-600',
    figure: 'text-blue-700',
  },
  red: {
    badge: 'bg-red-50 text-red-700 ring-red-600/20',
    field: 'border-red-300 bg-red-50 text-red-900',
    icon: 'bg-red-50 text-red-600',
    figure: 'text-red-700',
  },
  slate: {
    badge: 'bg-slate-100 text-slate-700 ring-slate-500/20',
    field: 'border-slate-300 bg-slate-100 text-slate-900',
    icon: 'bg-slate-100 text-slate-500',
    figure: 'text-slate-900',
  },
};

export const toneClasses = (tone: Tone, use: ToneUse = 'badge'): string => classes[tone][use];

/**
 * The one colour of each status, wherever it shows (badges, the admin's dropdown, complaint
 * icons, the complaint counts): pending orange, shipped or in progress blue, delivered or
 * resolved green, closed grey, a cancelled order red.
 */
export const ORDER_STATUS_TONES: Record<OrderStatus, Tone> = {
  PENDING: 'orange',
  SHIPPED: 'blue',
  DELIVERED: 'green',
  CANCELLED: 'red',
};

export const PAYMENT_STATE_TONES: Record<PaymentState, Tone> = {
  AWAITING: 'amber',
  PAID: 'green',
  REFUND_DUE: 'red',
  PARTIALLY_REFUNDED: 'yellow',
  REFUNDED: 'slate',
  VOID: 'slate',
};

export const COMPLAINT_STATUS_TONES: Record<ComplaintStatusValue, Tone> = {
  PENDING: 'orange',
  IN_PROGRESS: 'blue',
  RESOLVED: 'green',
  CLOSED: 'slate',
};
