import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { CheckoutService } from './checkout.service';
import { CheckoutQuoteInput } from './dto/checkout.input';
import { CheckoutQuote } from './models/checkout-quote.model';

@Resolver(() => CheckoutQuote)
export class CheckoutResolver {
  constructor(private readonly checkout: CheckoutService) {}

  @Query(() => CheckoutQuote, {
    description:
      "The cart's (or Buy now's lines') deliveries and totals with the address, delivery and code chosen (REST: POST /api/user/checkout/quote)",
  })
  checkoutQuote(
    @CurrentUser() user: AuthUser,
    @Args('input', { type: () => CheckoutQuoteInput, nullable: true }) input?: CheckoutQuoteInput,
  ): Promise<CheckoutQuote> {
    return this.checkout.quote(user, input ?? {});
  }
}
