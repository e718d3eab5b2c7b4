import { Injectable, Logger } from '@nestjs/common';
import { auditEntry, AuditAction, AuditTargetType } from '../common/audit/audit-entry';
import type { AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { EventBus, WITH_AUDIT, WITH_NOTICE_AND_AUDIT } from '../common/events/event-bus';
import { JobRunner } from '../jobs/job-runner';
import { paymentsOf } from '../pricing/payment-rules';
import { PricingSettingsService } from '../pricing/pricing-settings.service';
import type { Order } from './models/order.model';
import { OrderUpdated } from './order-events';
import { OrderStatus } from './order-status';
import { OrdersService } from './orders.service';
import { OrdersRepository } from './orders.repository';
import { currentPayment, paidPayment, refundedPayment } from './payment-moves';
import {
  canMarkPaid,
  canMarkRefunded,
  PAYMENT_EXPIRY_ACTOR_ID,
  PAYMENT_METHODS,
  PaymentMethodId,
  PaymentState,
} from './payment-states';

/** The job that cancels bank-transfer orders not paid in time. */
export const PAYMENT_EXPIRY_JOB = 'payment-expiry';
const EXPIRY_EVERY_MS = 60_000;
/** Orders cancelled per pass at most (the next pass takes the rest). */
const EXPIRY_BATCH = 100;
const DAY_MS = 24 * 60 * 60_000;

/** The expiry's account in the order's history (PAYMENT_EXPIRY_ACTOR_ID): the shop, so the email tells why. */
export const PAYMENT_EXPIRY_ACTOR: AuthUser = {
  _id: PAYMENT_EXPIRY_ACTOR_ID,
  name: 'Payment expiry',
  email: '',
  role: 'admin',
} as AuthUser;

const notChangeable = (message: string) => new AppError(ErrorCode.PAYMENT_NOT_CHANGEABLE, message);

/**
 * The admin's payment records ("Mark paid", "Mark refunded") and the expiry of unpaid transfers.
 * Each record is decided on the payment as read and written with one update conditional on it
 * (OrdersRepository.movePayment), so a cancellation racing it wins or loses whole. The expiry is
 * the `payment-expiry` job (one instance at a time by its lease), which cancels through
 * OrdersService.cancel: the move `pending → cancelled`, conditional on the payment still awaiting,
 * decides each order once, with its restock and its one email.
 */
@Injectable()
export class OrderPayments {
  private readonly logger = new Logger(OrderPayments.name);
  /** Orders from before payments were given theirs (once per process, at the first pass). */
  private olderOrdersPaid = false;

  constructor(
    private readonly repository: OrdersRepository,
    private readonly orders: OrdersService,
    private readonly settings: PricingSettingsService,
    private readonly events: EventBus,
    runner: JobRunner,
  ) {
    runner.define({
      name: PAYMENT_EXPIRY_JOB,
      everyMs: EXPIRY_EVERY_MS,
      atStart: 'soon',
      run: async () => void (await this.expire()),
    });
  }

  /** The admin records that the order's total was paid: 409 PAYMENT_NOT_CHANGEABLE unless it awaits payment (and is not cancelled). */
  /** The admin's payment record: `paid` (markPaid) or `refunded` (markRefunded). */
  record(id: string, state: PaymentState, admin: AuthUser): Promise<Order> {
    return state === PaymentState.PAID ? this.markPaid(id, admin) : this.markRefunded(id, admin);
  }

  async markPaid(id: string, admin: AuthUser): Promise<Order> {
    const found = await this.found(id);
    const current = currentPayment(found.payment, found.status as OrderStatus);
    if (!canMarkPaid(current.method, current.state, found.status as OrderStatus)) {
      throw notChangeable(
        current.state === PaymentState.AWAITING
          ? 'A cancelled order cannot be marked paid.'
          : `This order is ${stateLabel(current.state)}: only an order awaiting payment can be marked paid.`,
      );
    }
    const payment = paidPayment(current, found.totalCents, new Date());
    const audit = paymentEntry(admin, id, current.state, PaymentState.PAID);
    const statuses = [OrderStatus.PENDING, OrderStatus.SHIPPED, OrderStatus.DELIVERED];
    return this.moved(await this.repository.movePayment(id, statuses, payment, audit), 'marked paid');
  }

  /** The admin records that the refund due was made: 409 PAYMENT_NOT_CHANGEABLE unless a refund is due. */
  async markRefunded(id: string, admin: AuthUser): Promise<Order> {
    const found = await this.found(id);
    const current = currentPayment(found.payment, found.status as OrderStatus);
    if (!canMarkRefunded(current.method, current.state)) {
      throw notChangeable(
        `This order is ${stateLabel(current.state)}: only a cancelled order that was paid can be marked refunded.`,
      );
    }
    const payment = refundedPayment(current, new Date());
    const audit = paymentEntry(admin, id, current.state, PaymentState.REFUNDED);
    return this.moved(
      await this.repository.movePayment(id, [OrderStatus.CANCELLED], payment, audit),
      'marked refunded',
      true,
    );
  }

  /**
   * One pass of the expiry: the bank-transfer orders still pending and awaiting payment, placed
   * longer ago than the settings' days, each cancelled (unless paid meanwhile).
   */
  async expire(now = new Date()): Promise<number> {
    if (!this.olderOrdersPaid) {
      await this.repository.paymentsForOlderOrders(
        olderPayment(PaymentState.AWAITING),
        olderPayment(PaymentState.VOID),
      );
      this.olderOrdersPaid = true;
    }
    const { payments } = await this.settings.rules();
    const before = new Date(now.getTime() - paymentsOf(payments).expiryDays * DAY_MS);
    const ids = await this.repository.unpaidSince(
      PaymentMethodId.BANK_TRANSFER,
      PaymentState.AWAITING,
      OrderStatus.PENDING,
      before,
      EXPIRY_BATCH,
    );
    let cancelled = 0;
    for (const id of ids) {
      try {
        const order = await this.orders.cancel(id, PAYMENT_EXPIRY_ACTOR, { unpaid: true });
        if (order.status === OrderStatus.CANCELLED) cancelled += 1;
      } catch (error) {
        this.logger.warn(`Unpaid order ${id} not cancelled (the next pass tries again): ${(error as Error).message}`);
      }
    }
    return cancelled;
  }

  private async found(id: string) {
    const found = await this.repository.paymentOf(id);
    if (!found || !Object.values(OrderStatus).includes(found.status as OrderStatus)) {
      throw AppError.notFound('Order not found');
    }
    return found;
  }

  /**
   * The answer of a payment move: the order as the admin sees it, published (`emailed`: the move
   * wrote the shopper's email notice too); a move that lost a race is 409.
   */
  private async moved(record: Awaited<ReturnType<OrdersRepository['movePayment']>>, what: string, emailed = false) {
    if (!record) throw notChangeable(`The order changed meanwhile and was not ${what}: please look at it again.`);
    const order = await this.orders.adminView(record);
    await this.events.publish(new OrderUpdated(order, emailed ? WITH_NOTICE_AND_AUDIT : WITH_AUDIT));
    return order;
  }
}

/** The payment of an order stored before payments: on delivery, as it was placed. */
const olderPayment = (state: PaymentState) => ({
  method: PaymentMethodId.ON_DELIVERY,
  name: PAYMENT_METHODS[PaymentMethodId.ON_DELIVERY].name,
  state,
});

const stateLabel = (state: PaymentState) =>
  ({
    [PaymentState.AWAITING]: 'awaiting payment',
    [PaymentState.PAID]: 'already paid',
    [PaymentState.REFUND_DUE]: 'waiting for its refund',
    [PaymentState.PARTIALLY_REFUNDED]: 'partially refunded',
    [PaymentState.REFUNDED]: 'already refunded',
    [PaymentState.VOID]: 'cancelled without payment',
  })[state];

/** The admin's payment record in the activity log. */
const paymentEntry = (by: AuthUser, orderId: string, from: PaymentState, to: PaymentState) =>
  auditEntry(
    by,
    AuditAction.ORDER_STATUS_CHANGED,
    { type: AuditTargetType.ORDER, id: orderId, label: `#${orderId.slice(-8).toLowerCase()}` },
    { payment: from },
    { payment: to },
  );
