import { applyDecorators } from '@nestjs/common';
import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { MAX_STOCK } from '../../books/book-rules';
import { OBJECT_ID_PATTERN } from '../../common/http/api-errors';
import { isPrice, MAX_PRICE } from '../../common/money/money';
import { BlankAsUndefined } from '../../common/pagination/blank-filter';
import { Quantity } from '../../common/quantity/quantity.decorator';

/** The most lines a quote may have, as an order (orders/dto/order-line.input.ts). */
const MAX_QUOTE_LINES = 100;

const METHOD_MESSAGE = 'Shipping method id must be "collect" or a 24-character hexadecimal id';
const CODE_TEXT_MESSAGE = 'Discount code must be text of at most 32 characters';
const EXPECTED_MESSAGE = 'Expected total must be a number of at least 0 with at most 2 decimals';

/** The delivery chosen: a method's id, or "collect"; left out, the first offered (the cheapest delivery, else collection). */
export const ShippingMethodChoice = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: 'collect', description: METHOD_MESSAGE }),
    Field(() => ID, {
      nullable: true,
      description: 'A delivery method id of the quote, or "collect"; left out: the first offered',
    }),
    BlankAsUndefined((text) => text.trim().toLowerCase()),
    IsOptional(),
    Matches(new RegExp(`${OBJECT_ID_PATTERN}|^collect$`), { message: METHOD_MESSAGE }),
    IsString({ message: METHOD_MESSAGE }),
  );

/** A discount code as the shopper typed it (compared without case). */
export const DiscountCodeChoice = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: 'SUMMER10' }),
    Field(() => String, { nullable: true, description: 'A discount code, in any case' }),
    BlankAsUndefined((text) => text.trim()),
    IsOptional(),
    MaxLength(32, { message: CODE_TEXT_MESSAGE }),
    IsString({ message: CODE_TEXT_MESSAGE }),
  );

/** The total of the quote the shopper saw: placing refuses with 409 PRICE_CHANGED when the order's total is another. */
export const ExpectedTotal = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      example: 42.5,
      description:
        'The total of the quote shown; a different total is 409 PRICE_CHANGED. Left out: placed at the current total',
    }),
    Field(() => Float, {
      nullable: true,
      description:
        'The total of the quote shown; a different total is PRICE_CHANGED. Left out: placed at the current total',
    }),
    IsOptional(),
    ValidateBy({ name: 'isPrice', validator: { validate: (value) => isPrice(value) } }, { message: EXPECTED_MESSAGE }),
    Max(MAX_PRICE * 1000, { message: EXPECTED_MESSAGE }),
  );

const PAYMENT_MESSAGE = 'Payment method must be text, such as "on-delivery" or "bank-transfer"';

/** The payment method chosen; left out, pay on delivery (as every order before payment methods). */
export const PaymentMethodChoice = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      example: 'bank-transfer',
      description:
        'One of the enabled payment methods (on-delivery, bank-transfer); left out: on-delivery. Another is 400 PAYMENT_METHOD_UNAVAILABLE',
    }),
    Field(() => String, {
      nullable: true,
      description: 'One of the enabled payment methods (on-delivery, bank-transfer); left out: on-delivery',
    }),
    BlankAsUndefined((text) => text.trim().toLowerCase()),
    IsOptional(),
    MaxLength(40, { message: PAYMENT_MESSAGE }),
    IsString({ message: PAYMENT_MESSAGE }),
  );

/** What a shopper chose at checkout, beside the lines and the address (placing's optional fields). */
export interface CheckoutChoices {
  paymentMethod?: string | null;
  shippingMethodId?: string | null;
  discountCode?: string | null;
  expectedTotal?: number | null;
}

@InputType()
export class QuoteLineInput {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID)
  @IsDefined({ message: 'Book id is required' })
  @IsString({ message: 'Book id must be a 24-character hexadecimal id' })
  bookId: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_STOCK, example: 1 })
  @Field(() => Int, { description: 'A whole number of at least 1' })
  @Quantity()
  quantity: number;
}

const LINES_MESSAGE = 'Add at least one book to the quote';

/** A quote: the cart (no lines) or Buy now's lines, to an address, with a delivery and a code. */
@InputType()
export class CheckoutQuoteInput {
  @ApiPropertyOptional({ type: [QuoteLineInput], description: "Buy now's lines; left out: the cart" })
  @Field(() => [QuoteLineInput], { nullable: true, description: "Buy now's lines; left out: the cart" })
  @IsOptional()
  @IsArray({ message: LINES_MESSAGE })
  @ArrayNotEmpty({ message: LINES_MESSAGE })
  @ArrayMaxSize(MAX_QUOTE_LINES, { message: `A quote can have at most ${MAX_QUOTE_LINES} lines` })
  @ValidateNested({ each: true, message: 'Each line must be an object with a book id and a quantity' })
  @Type(() => QuoteLineInput)
  lines?: QuoteLineInput[] | null;

  @ApiPropertyOptional({ type: String, nullable: true, pattern: OBJECT_ID_PATTERN })
  @Field(() => ID, {
    nullable: true,
    description: "One of the shopper's addresses; left out: the default (none without one)",
  })
  @BlankAsUndefined((text) => text.trim().toLowerCase())
  @IsOptional()
  @Matches(new RegExp(OBJECT_ID_PATTERN), { message: 'Address id must be a 24-character hexadecimal id' })
  @IsString({ message: 'Address id must be a 24-character hexadecimal id' })
  addressId?: string | null;

  @ShippingMethodChoice()
  shippingMethodId?: string | null;

  @DiscountCodeChoice()
  discountCode?: string | null;
}
