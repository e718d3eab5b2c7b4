import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/role';
import { EventBus, type EventOptions, WITH_NOTICE } from '../../common/events/event-bus';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JobRunner } from '../../jobs/job-runner';
import { OrderUpdated } from '../order-events';
import { OrderStatus } from '../order-status';
import { OrdersRepository, type StoredOrder } from '../orders.repository';
import { OrdersService } from '../orders.service';
import {
  cardPaidPayment,
  currentPayment,
  latePaidPayment,
  providerRefundedPayment,
  refundFailure,
  type PaymentChange,
} from '../payment-moves';
import { PAYMENT_EXPIRY_ACTOR_ID, PaymentMethodId, PaymentState, refundsThroughProvider } from '../payment-states';
import { type CheckoutEvent, StripeGateway } from './stripe-gateway';

/** The job that refunds cancelled card orders through Stripe. */
export const CARD_REFUNDS_JOB = 'card-refunds';
const REFUNDS_EVERY_MS = 60_000;
/** Refunds per pass at most (the next pass takes the rest). */
const REFUNDS_BATCH = 50;
/** How often a webhook's move is decided again when the order's payment changed in between. */
const MOVE_ATTEMPTS = 3;

/** Who cancels an order whose Checkout Session expired unpaid, in its history: the shop itself. */
const CHECKOUT_EXPIRY_ACTOR: AuthUser = {
  _id: PAYMENT_EXPIRY_ACTOR_ID,
  name: 'Payment expiry',
  email: '',
  role: 'admin',
} as AuthUser;

/**
 * The card's side after placing: Stripe's webhook and the refunds.
 *
 * **The webhook** (signed; StripeGateway verifies it) is safe when events come twice, late or out of
 * order, because each effect is one update conditional on the payment state it was decided on:
 * `checkout.session.completed` moves awaiting → paid (pushing the event's id in the same update,
 * so a replay matches nothing); after a cancellation it moves void → refund due, and the refund
 * job gives the money back. `checkout.session.expired` cancels the order through
 * OrdersService.cancel (`unpaid`: only while it still awaits payment), which returns its stock and
 * emails once; after `completed` it changes nothing. A crash between the request and its effect
 * leaves nothing written: Stripe delivers the event again, and it takes effect then.
 *
 * **Refunds** are the `card-refunds` job: a cancellation makes a paid card order's refund due (in
 * the cancellation's own update, so the cancel never waits on Stripe), and asks for a run; each
 * refund is created with the order as its idempotency key, then moved refund due → refunded. A
 * failure is kept on the order for the admin ("Refund failed, retrying: …") and fails the run, which
 * the job runner retries after 1 s, 2 s, 4 s … at most a minute apart. The same job expires the
 * Checkout Session of a card order cancelled before it was paid (marked in the cancellation's
 * update), so that Stripe's page no longer takes a payment for it.
 */
@Injectable()
export class CardPayments {
  private readonly logger = new Logger(CardPayments.name);

  constructor(
    private readonly repository: OrdersRepository,
    private readonly orders: OrdersService,
    private readonly gateway: StripeGateway,
    private readonly events: EventBus,
    private readonly runner: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    runner.define({
      name: CARD_REFUNDS_JOB,
      everyMs: REFUNDS_EVERY_MS,
      gatherMs: 200,
      atStart: 'soon',
      run: () => this.refundDue(),
    });
    events.subscribe(OrderUpdated, (event) => {
      const { method, state } = event.order.payment;
      const closing = method === PaymentMethodId.CARD && state === PaymentState.VOID;
      if (closing || refundsThroughProvider(method as PaymentMethodId, state)) runner.trigger(CARD_REFUNDS_JOB);
    });
  }

  /** A webhook request: verified (400 otherwise), then its event applied once. */
  async webhook(rawBody: Buffer | undefined, signature: string | string[] | undefined): Promise<void> {
    const event = this.gateway.checkoutEvent(rawBody, signature);
    const delay = this.config.stripe?.webhookDelayMs;
    if (delay) {
      this.logger.log(`Stripe event ${event.id} verified; applied in ${delay} ms (STRIPE_TEST_WEBHOOK_DELAY_MS)`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    if (event.type === 'checkout.session.completed') await this.completed(event);
    else if (event.type === 'checkout.session.expired') await this.expired(event);
  }

  private async completed(event: CheckoutEvent): Promise<void> {
    for (let attempt = 1; attempt <= MOVE_ATTEMPTS; attempt++) {
      const found = await this.cardOrder(event);
      if (!found || found.payment?.events?.includes(event.id)) return;
      const current = currentPayment(found.payment, found.status as OrderStatus);
      const paid = {
        cents: event.session.amountTotal ?? found.totalCents,
        paymentIntent: event.session.paymentIntent,
        event: event.id,
      };
      let change: PaymentChange;
      if (current.state === PaymentState.AWAITING) change = cardPaidPayment(current, paid, new Date());
      else if (current.state === PaymentState.VOID) change = latePaidPayment(current, paid, new Date());
      else return; // paid already (a replay of another event for the session), or refunded: nothing to do
      const moved = await this.repository.movePayment(String(found._id), VISIBLE, change);
      if (moved) return this.publish(moved);
    }
    this.logger.warn(`Stripe event ${event.id} not applied: its order kept changing (Stripe will send it again)`);
    throw new Error('The order changed meanwhile');
  }

  private async expired(event: CheckoutEvent): Promise<void> {
    const found = await this.cardOrder(event);
    if (!found || found.status !== OrderStatus.PENDING) return;
    await this.orders.cancel(String(found._id), CHECKOUT_EXPIRY_ACTOR, { unpaid: true });
  }

  /** The card order an event is about (by the id the store sent as `client_reference_id`); null for any other. */
  private async cardOrder(event: CheckoutEvent) {
    const found = event.session.order ? await this.repository.paymentOf(event.session.order) : null;
    if (!found || found.payment?.method !== PaymentMethodId.CARD) {
      this.logger.warn(`Stripe event ${event.id} (${event.type}) names no card order of this store: ignored`);
      return null;
    }
    return found;
  }

  /** One pass of the refunds: every cancelled card order with a refund due, refunded through Stripe. */
  async refundDue(): Promise<void> {
    const ids = await this.repository.withPayment(PaymentMethodId.CARD, PaymentState.REFUND_DUE, REFUNDS_BATCH);
    const failures: string[] = [];
    for (const id of ids) {
      const reason = await this.refund(id);
      if (reason) failures.push(`order ${id}: ${reason}`);
    }
    const unclosed = await this.closeSessions();
    const failed = [
      ...(failures.length ? [`Refunds failed (retried): ${failures.join('; ')}`] : []),
      ...(unclosed.length ? [`Checkout Sessions not closed (retried): ${unclosed.join('; ')}`] : []),
    ];
    if (failed.length) throw new Error(failed.join('. '));
  }

  /** Expires the Checkout Session of each card order cancelled before it was paid; what failed, by order. */
  private async closeSessions(): Promise<string[]> {
    const failures: string[] = [];
    for (const { id, session } of await this.repository.sessionsToClose(REFUNDS_BATCH)) {
      try {
        if (session) await this.gateway.expireSession(session);
        await this.repository.sessionClosed(id);
      } catch (error) {
        failures.push(`order ${id}: ${(error as Error).message || 'Stripe could not be reached'}`);
      }
    }
    return failures;
  }

  /** Refunds one order; the reason it failed, else undefined. */
  private async refund(id: string): Promise<string | undefined> {
    const found = await this.repository.paymentOf(id);
    if (!found?.payment || !refundsThroughProvider(found.payment.method, found.payment.state)) return undefined;
    const current = currentPayment(found.payment, found.status as OrderStatus);
    try {
      if (!found.payment.paymentIntent) throw new Error('Stripe named no payment to refund');
      await this.gateway.refund(id, found.payment.paymentIntent, found.payment.refundCents ?? found.totalCents);
    } catch (error) {
      const reason = (error as Error).message || 'Stripe could not be reached';
      const noted = await this.repository.movePayment(id, [OrderStatus.CANCELLED], refundFailure(current, reason));
      if (noted && found.payment.refundError !== reason) await this.publish(noted);
      return reason;
    }
    const moved = await this.repository.movePayment(
      id,
      [OrderStatus.CANCELLED],
      providerRefundedPayment(current, new Date()),
    );
    if (moved) await this.publish(moved, WITH_NOTICE); // the refund's email came with the move
    return undefined;
  }

  private async publish(record: StoredOrder, options?: EventOptions): Promise<void> {
    await this.events.publish(new OrderUpdated(await this.orders.adminView(record), options));
  }
}

const VISIBLE = [OrderStatus.PENDING, OrderStatus.SHIPPED, OrderStatus.DELIVERED, OrderStatus.CANCELLED];
