import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, ID } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { OBJECT_ID_PATTERN } from '../../common/http/api-errors';
import { BlankAsUndefined } from '../../common/pagination/blank-filter';
import {
  type CheckoutChoices,
  DiscountCodeChoice,
  ExpectedTotal,
  PaymentMethodChoice,
  ShippingMethodChoice,
} from '../../pricing/dto/checkout.input';

const ADDRESS_ID_MESSAGE = 'Address id must be a 24-character hexadecimal id';
const ADDRESS_ID_DESCRIPTION =
  "One of the shopper's addresses to deliver to; left out, the default address (none when the shopper has no address)";

/** The optional address of a new order, on both transports. */
export function OptionalAddressId(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      pattern: OBJECT_ID_PATTERN,
      description: ADDRESS_ID_DESCRIPTION,
    }),
    Field(() => ID, { nullable: true, description: ADDRESS_ID_DESCRIPTION }),
    BlankAsUndefined((text) => text.trim().toLowerCase()),
    IsOptional(),
    Matches(new RegExp(OBJECT_ID_PATTERN), { message: ADDRESS_ID_MESSAGE }),
    IsString({ message: ADDRESS_ID_MESSAGE }),
  );
}

/**
 * The shopper's checkout choices, on every way of placing an order: the REST body of
 * `POST /api/user/order` and GraphQL `placeOrder(addressId, shippingMethodId, discountCode,
 * expectedTotal)`, extended by the manual orders with their lines. All optional: no body at all
 * orders the cart to the default address, with the first delivery offered and no code, at the
 * current total.
 */
@ArgsType()
export class PlaceOrderInput implements CheckoutChoices {
  @OptionalAddressId()
  addressId?: string | null;

  @ShippingMethodChoice()
  shippingMethodId?: string | null;

  @DiscountCodeChoice()
  discountCode?: string | null;

  @ExpectedTotal()
  expectedTotal?: number | null;

  @PaymentMethodChoice()
  paymentMethod?: string | null;
}
