import { OrderStatus } from './order-status';

/**
 * An order's payment as a table, beside its delivery lifecycle (order-states.ts): the states a
 * payment goes through, the moves allowed between them, and the payment methods, each saying how
 * it starts, whether the admin marks it paid and how its refund happens. Pure (no Nest or
 * Mongoose); the moves are written by the orders repository, each one conditional update.
 *
 *   awaiting ──► paid ──► refund-due ──► refunded        (a manual method: the admin refunds)
 *      │           └────► partially-refunded ──► refunded (a method that refunds itself)
 *      │           └────────────────────────► refunded
 *      └──► void ──► refund-due  (cancelled before anything was paid; a card payment arriving after
 *                                 the cancellation is owed back)
 *
 * A method joins by a row in PAYMENT_METHODS. The card (Stripe Checkout) refunds through its
 * provider (`refund: 'provider'`): a cancellation makes its refund due like a manual method's, and
 * the `card-refunds` job (orders/stripe/) moves it refund-due → refunded once Stripe has refunded.
 */
export enum PaymentState {
  AWAITING = 'awaiting',
  PAID = 'paid',
  /** Cancelled after being paid by a manual method: the shop owes the money back. */
  REFUND_DUE = 'refund-due',
  PARTIALLY_REFUNDED = 'partially-refunded',
  REFUNDED = 'refunded',
  /** Cancelled before being paid: nothing is owed either way. */
  VOID = 'void',
}

export const PAYMENT_STATES = Object.values(PaymentState);

/** Where a payment may go from each state. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  [PaymentState.AWAITING]: [PaymentState.PAID, PaymentState.VOID],
  [PaymentState.PAID]: [PaymentState.REFUND_DUE, PaymentState.PARTIALLY_REFUNDED, PaymentState.REFUNDED],
  [PaymentState.REFUND_DUE]: [PaymentState.REFUNDED],
  [PaymentState.PARTIALLY_REFUNDED]: [PaymentState.REFUNDED],
  [PaymentState.REFUNDED]: [],
  [PaymentState.VOID]: [PaymentState.REFUND_DUE],
};

export const canMovePayment = (from: PaymentState, to: PaymentState): boolean => PAYMENT_TRANSITIONS[from].includes(to);

/** The payment methods the store knows (the settings enable and order them). */
export enum PaymentMethodId {
  ON_DELIVERY = 'on-delivery',
  BANK_TRANSFER = 'bank-transfer',
  CARD = 'card',
}

export const PAYMENT_METHOD_IDS = Object.values(PaymentMethodId);

/** What a method decides about the payments made with it. */
export interface PaymentMethodDefinition {
  id: PaymentMethodId;
  /** The name shoppers and the admin see. */
  name: string;
  /** What the shopper reads at checkout. */
  description: string;
  /** The state a newly placed order's payment starts in. */
  initial: PaymentState;
  /** Whether the admin records the payment ("Mark paid"); a provider's method records it itself. */
  adminMarksPaid: boolean;
  /** How a paid order's refund happens: `manual` (refund due until the admin marks it refunded) or by the provider. */
  refund: 'manual' | 'provider';
  /** Whether the order shows the shop's bank details and its reference. */
  bankDetails: boolean;
  /** Whether an order still awaiting payment after the settings' number of days is cancelled (PaymentExpiry). */
  expires: boolean;
}

export const PAYMENT_METHODS: Readonly<Record<PaymentMethodId, PaymentMethodDefinition>> = {
  [PaymentMethodId.ON_DELIVERY]: {
    id: PaymentMethodId.ON_DELIVERY,
    name: 'Pay on delivery or in store',
    description: 'Pay when your books arrive, or when you collect them.',
    initial: PaymentState.AWAITING,
    adminMarksPaid: true,
    refund: 'manual',
    bankDetails: false,
    expires: false,
  },
  [PaymentMethodId.BANK_TRANSFER]: {
    id: PaymentMethodId.BANK_TRANSFER,
    name: 'Bank transfer',
    description: 'Transfer the total to our bank account; we ship once it arrives.',
    initial: PaymentState.AWAITING,
    adminMarksPaid: true,
    refund: 'manual',
    bankDetails: true,
    expires: true,
  },
  [PaymentMethodId.CARD]: {
    id: PaymentMethodId.CARD,
    name: 'Card',
    description: "Pay by card on Stripe's secure page; your card details never reach us.",
    initial: PaymentState.AWAITING,
    adminMarksPaid: false,
    refund: 'provider',
    bankDetails: false,
    expires: false,
  },
};

/** The method of orders placed without one: old clients' orders, and those from before payments. */
export const DEFAULT_PAYMENT_METHOD = PaymentMethodId.ON_DELIVERY;

export const isPaymentMethodId = (id: string): id is PaymentMethodId =>
  (PAYMENT_METHOD_IDS as readonly string[]).includes(id);

/** The payment an order has when none is stored (placed before payments): on delivery, awaiting, void once cancelled. */
export const legacyPaymentState = (status: OrderStatus): PaymentState =>
  status === OrderStatus.CANCELLED ? PaymentState.VOID : PaymentState.AWAITING;

/** The statuses in which the admin may record a payment: any but cancelled (pay on delivery is paid once delivered). */
const PAYABLE_STATUSES: readonly OrderStatus[] = [OrderStatus.PENDING, OrderStatus.SHIPPED, OrderStatus.DELIVERED];

/** Whether the admin may mark an order paid now. */
export const canMarkPaid = (method: PaymentMethodId, state: PaymentState, status: OrderStatus): boolean =>
  PAYMENT_METHODS[method].adminMarksPaid && state === PaymentState.AWAITING && PAYABLE_STATUSES.includes(status);

/** Whether the admin may mark an order refunded now (a manual method's refund due). */
export const canMarkRefunded = (method: PaymentMethodId, state: PaymentState): boolean =>
  PAYMENT_METHODS[method].refund === 'manual' &&
  canMovePayment(state, PaymentState.REFUNDED) &&
  state === PaymentState.REFUND_DUE;

/**
 * The payment state a cancellation moves an order's payment to, in the cancellation's own update:
 * nothing paid is void; anything paid is a refund due (the admin makes a manual method's; the
 * provider's refund job makes a card's).
 */
export function paymentOnCancel(state: PaymentState): PaymentState | undefined {
  if (state === PaymentState.AWAITING) return PaymentState.VOID;
  if (state === PaymentState.PAID) return PaymentState.REFUND_DUE;
  return undefined;
}

/** Whether the provider's refund job refunds this payment: a provider's method with a refund due. */
export const refundsThroughProvider = (method: PaymentMethodId, state: PaymentState): boolean =>
  PAYMENT_METHODS[method].refund === 'provider' && state === PaymentState.REFUND_DUE;

/** Who cancels an expired transfer in the order's history: the shop itself (no account has this id). */
export const PAYMENT_EXPIRY_ACTOR_ID = '000000000000000000000000';
