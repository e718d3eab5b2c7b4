import { OrderStatus } from './order-status';
import { cancelledPayment, currentPayment, paidPayment, refundedPayment } from './payment-moves';
import {
  canMarkPaid,
  canMarkRefunded,
  canMovePayment,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  PAYMENT_TRANSITIONS,
  paymentOnCancel,
  PaymentMethodId,
  PaymentState,
  refundsThroughProvider,
} from './payment-states';

describe('the payment table', () => {
  it('lists a row for every state, whose moves lead to states it knows; refunded is final, void only owes a late payment back', () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATES].sort());
    for (const targets of Object.values(PAYMENT_TRANSITIONS))
      for (const to of targets) expect(PAYMENT_STATES).toContain(to);
    expect(PAYMENT_TRANSITIONS[PaymentState.REFUNDED]).toEqual([]);
    expect(PAYMENT_TRANSITIONS[PaymentState.VOID]).toEqual([PaymentState.REFUND_DUE]);
  });

  it('describes every method, each starting in a state the table knows', () => {
    for (const id of PAYMENT_METHOD_IDS) {
      expect(PAYMENT_METHODS[id].id).toBe(id);
      expect(PAYMENT_STATES).toContain(PAYMENT_METHODS[id].initial);
    }
  });

  it('lets the admin mark paid only an order awaiting payment and not cancelled; refunded only a refund due', () => {
    const method = PaymentMethodId.BANK_TRANSFER;
    expect(canMarkPaid(method, PaymentState.AWAITING, OrderStatus.DELIVERED)).toBe(true);
    expect(canMarkPaid(method, PaymentState.AWAITING, OrderStatus.CANCELLED)).toBe(false);
    expect(canMarkPaid(method, PaymentState.PAID, OrderStatus.PENDING)).toBe(false);
    expect(canMarkRefunded(method, PaymentState.REFUND_DUE)).toBe(true);
    expect(canMarkRefunded(method, PaymentState.PAID)).toBe(false);
  });

  it('leaves a card payment to its provider: the admin marks it neither paid nor refunded, the refund job refunds it', () => {
    const card = PaymentMethodId.CARD;
    expect(canMarkPaid(card, PaymentState.AWAITING, OrderStatus.PENDING)).toBe(false);
    expect(canMarkRefunded(card, PaymentState.REFUND_DUE)).toBe(false);
    expect(refundsThroughProvider(card, PaymentState.REFUND_DUE)).toBe(true);
    expect(refundsThroughProvider(PaymentMethodId.BANK_TRANSFER, PaymentState.REFUND_DUE)).toBe(false);
    expect(canMovePayment(PaymentState.PAID, PaymentState.VOID)).toBe(false);
  });

  it("moves a cancelled order's payment: unpaid is void, paid is a refund due of what was paid", () => {
    expect(paymentOnCancel(PaymentState.AWAITING)).toBe(PaymentState.VOID);
    expect(paymentOnCancel(PaymentState.PAID)).toBe(PaymentState.REFUND_DUE);
    expect(paymentOnCancel(PaymentState.REFUNDED)).toBeUndefined();
    const at = new Date('2026-11-29T10:00:00Z');
    const paid = currentPayment(
      { method: PaymentMethodId.BANK_TRANSFER, state: PaymentState.PAID },
      OrderStatus.PENDING,
    );
    expect(cancelledPayment(paid, 2500, at)).toEqual({
      state: PaymentState.PAID,
      set: { 'payment.refundDueAt': at, 'payment.refundCents': 2500, 'payment.state': PaymentState.REFUND_DUE },
    });
  });

  it('writes an order from before payments whole, conditional on it having none', () => {
    const at = new Date('2026-11-29T10:00:00Z');
    const older = currentPayment(undefined, OrderStatus.SHIPPED);
    expect(older).toEqual({ method: PaymentMethodId.ON_DELIVERY, state: PaymentState.AWAITING, stored: false });
    expect(paidPayment(older, 1200, at)).toEqual({
      state: null,
      set: {
        payment: {
          method: 'on-delivery',
          name: 'Pay on delivery or in store',
          paidAt: at,
          paidCents: 1200,
          state: PaymentState.PAID,
        },
      },
    });
  });

  it('refuses a move the table does not list, before anything is written', () => {
    const voided = currentPayment(
      { method: PaymentMethodId.ON_DELIVERY, state: PaymentState.VOID },
      OrderStatus.CANCELLED,
    );
    expect(canMovePayment(PaymentState.VOID, PaymentState.REFUNDED)).toBe(false);
    expect(() => refundedPayment(voided, new Date())).toThrow('A payment cannot go from void to refunded');
  });
});
