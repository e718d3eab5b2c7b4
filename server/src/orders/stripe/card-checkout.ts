import { Inject, Injectable, Logger } from '@nestjs/common';
import type { TakenLine } from '../../books/book-stock';
import type { AuthUser } from '../../common/auth/role';
import { AppError } from '../../common/errors/app-error';
import { ErrorCode } from '../../common/errors/error-code';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { OrderPricing } from '../../pricing/models/order-totals.model';
import { checkoutSessionParams } from './checkout-session';
import { StripeGateway } from './stripe-gateway';

const stripeUnreachable = () =>
  new AppError(
    ErrorCode.SERVICE_UNAVAILABLE,
    'Card payments cannot be reached right now; nothing was ordered. Please try again in a moment or choose another payment method.',
    30,
  );

/**
 * Placing with the card: the order's Checkout Session, opened after its stock is taken and before
 * it is acknowledged, so that the acknowledgement stores the session with the order (and an order
 * whose session could not be opened is given up like any other: nothing taken, no email).
 */
@Injectable()
export class CardCheckout {
  private readonly logger = new Logger(CardCheckout.name);

  constructor(
    private readonly gateway: StripeGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The payment fields the acknowledgement sets: the session and where the shopper pays. 503 when Stripe cannot be reached. */
  async open(
    orderId: string,
    user: AuthUser,
    taken: readonly TakenLine[],
    pricing: OrderPricing,
    pricesIncludeTax: boolean,
  ): Promise<{ checkoutSession: string; checkoutUrl: string }> {
    const params = checkoutSessionParams(
      {
        id: orderId,
        number: orderId.slice(-8).toLowerCase(),
        publicUrl: this.config.publicUrl,
        currency: this.config.storeCurrency,
        email: user.email || undefined,
      },
      taken,
      pricing,
      pricesIncludeTax,
    );
    try {
      const session = await this.gateway.openSession(orderId, params);
      return { checkoutSession: session.id, checkoutUrl: session.url };
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.warn(`Order ${orderId}: Stripe did not open its Checkout Session: ${(error as Error).message}`);
      throw stripeUnreachable();
    }
  }
}
