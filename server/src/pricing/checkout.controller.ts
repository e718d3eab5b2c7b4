import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator';
import type { AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { CheckoutService } from './checkout.service';
import { CheckoutQuoteInput } from './dto/checkout.input';
import { CheckoutQuoteResponse } from './models/checkout-quote.model';

@ApiTags('orders')
@Controller('user/checkout')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('quote')
  @HttpCode(200)
  @ApiOkResponse({
    type: CheckoutQuoteResponse,
    description:
      "The cart's (or Buy now's lines') deliveries and totals with the address, delivery and code chosen; why a code or delivery does not apply. Writes nothing",
  })
  @ApiErrors(ErrorCode.CART_EMPTY, ErrorCode.NOT_FOUND, ErrorCode.INVALID_ID)
  async quote(@CurrentUser() user: AuthUser, @Body() input: CheckoutQuoteInput): Promise<CheckoutQuoteResponse> {
    return { quote: await this.checkout.quote(user, input) };
  }
}
