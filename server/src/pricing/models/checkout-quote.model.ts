import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { OrderTotalsView } from './order-totals.model';

@ObjectType('DeliveryOption')
export class DeliveryOptionView {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678', description: '"collect" for collection in store' })
  @Field(() => ID, { description: '"collect" for collection in store' })
  id: string;

  @ApiProperty({ example: 'Standard' }) @Field() name: string;
  @ApiProperty() @Field({ description: 'Collection in store (no address, no charge)' }) collection: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Europe' })
  @Field(() => String, { nullable: true })
  zoneName: string | null;

  @ApiProperty({
    example: 0,
    description: 'What it costs this order (free over its amount, or with a free-shipping code)',
  })
  @Field(() => Float, { description: 'What it costs this order (free over its amount, or with a free-shipping code)' })
  price: number;

  @ApiProperty({ example: 4.95 })
  @Field(() => Float, { description: 'Its price without anything free' })
  regularPrice: number;

  @ApiProperty({ type: Number, nullable: true, example: 40 })
  @Field(() => Float, { nullable: true, description: 'Free from this books amount (after any discount)' })
  freeOver: number | null;

  @ApiProperty({ type: 'integer', nullable: true }) @Field(() => Int, { nullable: true }) minDays: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) @Field(() => Int, { nullable: true }) maxDays: number | null;
}

/** Why part of a quote does not apply: the error code and message placing would answer. */
@ObjectType('QuoteProblem')
export class QuoteProblem {
  @ApiProperty({ example: 'DISCOUNT_CODE_EXPIRED' }) @Field() code: string;
  @ApiProperty({ example: 'This code has expired' }) @Field() message: string;
}

/** A payment method the checkout offers. */
@ObjectType('PaymentOption')
export class PaymentOption {
  @ApiProperty({ example: 'bank-transfer' }) @Field() id: string;
  @ApiProperty({ example: 'Bank transfer' }) @Field() name: string;
  @ApiProperty({ example: 'Transfer the total to our bank account; we ship once it arrives.' })
  @Field()
  description: string;
}

@ObjectType('CheckoutQuote')
export class CheckoutQuote {
  @ApiProperty({
    type: [DeliveryOptionView],
    description: 'Deliveries to the address, cheapest first, then collection',
  })
  @Field(() => [DeliveryOptionView], {
    description: 'Deliveries to the address, cheapest first, then collection in store',
  })
  methods: DeliveryOptionView[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The delivery priced: the one asked for, else the first offered',
  })
  @Field(() => ID, { nullable: true, description: 'The delivery priced: the one asked for, else the first offered' })
  shippingMethodId: string | null;

  @ApiProperty({ type: OrderTotalsView }) @Field(() => OrderTotalsView) totals: OrderTotalsView;

  @ApiProperty({
    type: QuoteProblem,
    nullable: true,
    description: 'Why the code does not apply (it is left out of the totals)',
  })
  @Field(() => QuoteProblem, {
    nullable: true,
    description: 'Why the code does not apply (it is left out of the totals)',
  })
  discountProblem: QuoteProblem | null;

  @ApiProperty({
    type: QuoteProblem,
    nullable: true,
    description: 'Why the delivery asked for, or any, is not possible',
  })
  @Field(() => QuoteProblem, { nullable: true, description: 'Why the delivery asked for, or any, is not possible' })
  deliveryProblem: QuoteProblem | null;

  @ApiProperty({ description: 'Whether placing with these choices would be accepted (no problem above)' })
  @Field({ description: 'Whether placing with these choices would be accepted (no problem above)' })
  orderable: boolean;

  @ApiProperty({ type: [PaymentOption], description: "The payment methods offered, in the shop's order" })
  @Field(() => [PaymentOption], { description: "The payment methods offered, in the shop's order" })
  paymentMethods: PaymentOption[];
}

export class CheckoutQuoteResponse {
  @ApiProperty({ type: CheckoutQuote }) quote: CheckoutQuote;
}
