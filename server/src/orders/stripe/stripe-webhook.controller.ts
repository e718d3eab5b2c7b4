import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/access.decorators';
import { ErrorCode } from '../../common/errors/error-code';
import { ApiErrors } from '../../common/http/api-errors';
import { CardPayments } from './card-payments.service';

/**
 * Stripe's webhook: public, but only a request signed with STRIPE_WEBHOOK_SECRET is acted on (the
 * signature is checked against the raw body, which bootstrap keeps beside the parsed JSON).
 */
@ApiTags('payments')
@Controller('payments/stripe/webhook')
export class StripeWebhookController {
  constructor(private readonly payments: CardPayments) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "Stripe's events about Checkout Sessions (completed: paid; expired: cancelled); signed requests only",
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true, description: "Stripe's signature of the raw body" })
  @ApiOkResponse({
    schema: { type: 'object', required: ['received'], properties: { received: { type: 'boolean', enum: [true] } } },
    description: 'The event was applied, or was one already applied or not about an order of this store',
  })
  @ApiErrors(ErrorCode.WEBHOOK_SIGNATURE_INVALID)
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.payments.webhook(req.rawBody, signature);
    return { received: true };
  }
}
