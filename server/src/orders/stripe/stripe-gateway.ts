import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppError } from '../../common/errors/app-error';
import { ErrorCode } from '../../common/errors/error-code';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/**
 * The Stripe API version this store is written against: the one the `stripe` SDK (23.x) pins.
 * Sent with every request, so a change of the account's default version changes nothing here.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** How long a call to Stripe may take before it counts as failed (the refund job tries again). */
const STRIPE_TIMEOUT_MS = 10_000;

/** A Checkout Session as the store keeps it: its id and where the shopper pays. */
export interface OpenedSession {
  id: string;
  url: string;
}

/** What a verified webhook event carries that the store acts on. */
export interface CheckoutEvent {
  id: string;
  type: string;
  session: { id: string; order: string | null; paymentIntent: string | null; amountTotal: number | null };
}

const invalidSignature = (message: string) => new AppError(ErrorCode.WEBHOOK_SIGNATURE_INVALID, message);

/**
 * The one place that talks to Stripe, through the official SDK: opening a Checkout Session,
 * refunding a PaymentIntent, verifying a webhook's signature. Card data never reaches the store:
 * the shopper types it on Stripe's page. Off (`enabled` false) unless STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are both set; STRIPE_API_BASE points the SDK at another host (stripe-mock).
 */
@Injectable()
export class StripeGateway {
  private readonly client?: Stripe;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const settings = config.stripe;
    if (settings) {
      this.client = new Stripe(settings.secretKey, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 0,
        timeout: STRIPE_TIMEOUT_MS,
        ...(settings.api ?? {}),
      });
    }
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  /**
   * Opens the Checkout Session of an order: its lines and totals, the order's id as the session's
   * `client_reference_id` and metadata (what the webhook finds it by), and the order page to come
   * back to. Keyed by the order, so a repeated call opens no second session.
   */
  async openSession(orderId: string, params: Stripe.Checkout.SessionCreateParams): Promise<OpenedSession> {
    const session = await this.stripe().checkout.sessions.create(
      { ...params, client_reference_id: orderId, metadata: { order: orderId } },
      { idempotencyKey: `checkout-${orderId}` },
    );
    if (!session.url) throw new Error('Stripe opened a Checkout Session without a URL');
    return { id: session.id, url: session.url };
  }

  /** Refunds what was paid through a PaymentIntent; keyed by the order, so a retry never refunds twice. */
  async refund(orderId: string, paymentIntent: string, amountCents: number): Promise<string> {
    const refund = await this.stripe().refunds.create(
      { payment_intent: paymentIntent, amount: amountCents, metadata: { order: orderId } },
      { idempotencyKey: `refund-${orderId}` },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new Error(`Stripe refused the refund (${refund.failure_reason ?? refund.status})`);
    }
    return refund.id;
  }

  /**
   * Expires an open Checkout Session, so that its page takes no payment. A session no longer open
   * (completed or expired meanwhile: Stripe refuses those as an invalid request, which no retry
   * changes) counts as closed; throws when Stripe cannot be reached (the job tries again).
   */
  async expireSession(sessionId: string): Promise<void> {
    try {
      await this.stripe().checkout.sessions.expire(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw error;
    }
  }

  /** The event a webhook request carries, once its signature is checked against the raw body: 400 otherwise. */
  checkoutEvent(rawBody: Buffer | undefined, signature: string | string[] | undefined): CheckoutEvent {
    if (!this.client || !this.config.stripe) {
      throw invalidSignature('Card payments are not set up on this store: no webhook is expected');
    }
    if (typeof signature !== 'string' || !signature) throw invalidSignature('The Stripe-Signature header is missing');
    if (!rawBody?.length) throw invalidSignature('The webhook has no body');
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(rawBody, signature, this.config.stripe.webhookSecret);
    } catch {
      throw invalidSignature('The webhook signature does not match: it was not sent by Stripe for this store');
    }
    const session = (event.data?.object ?? {}) as Partial<Stripe.Checkout.Session>;
    const paymentIntent = session.payment_intent;
    return {
      id: event.id,
      type: event.type,
      session: {
        id: String(session.id ?? ''),
        order: session.client_reference_id ?? session.metadata?.order ?? null,
        paymentIntent: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
        amountTotal: session.amount_total ?? null,
      },
    };
  }

  private stripe(): Stripe {
    if (!this.client) throw cardUnavailable();
    return this.client;
  }
}

/** Placing with the card while the store has no Stripe keys. */
export const cardUnavailable = () =>
  new AppError(
    ErrorCode.PAYMENT_METHOD_UNAVAILABLE,
    'Card is not available at the moment: card payments are not set up on this store. Please choose another payment method',
  );
