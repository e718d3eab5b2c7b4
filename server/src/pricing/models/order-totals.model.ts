import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { fromCents } from '../../common/money/money';
import { ppmToPercent } from '../pricing-rules';
import type { DiscountKind, TaxLine, Totals } from '../totals';

/**
 * What an order keeps of its price (the order's `totals`, written with its acknowledgement): the
 * figures in cents, and the delivery, code and tax they came from, as they were then.
 */
export interface OrderPricing extends Totals {
  shipping: { methodId: string; name: string; inStore: boolean };
  discount: { codeId: Types.ObjectId; code: string; kind: DiscountKind } | null;
  /** Where the tax was due ('' when no rate applied). */
  taxCountry: string;
  taxRegion: string;
}

@ObjectType('TaxLine')
export class TaxLineView {
  @ApiProperty({ example: 20, description: 'The rate, in percent' })
  @Field(() => Float, { description: 'The rate, in percent' })
  rate: number;

  @ApiProperty({ type: [String], example: ['books', 'shipping'], description: 'What the rate applies to' })
  @Field(() => [String], { description: 'What the rate applies to: books, shipping' })
  appliesTo: string[];

  @ApiProperty({ example: 45, description: 'The amount taxed at this rate (with its tax when prices include it)' })
  @Field(() => Float, { description: 'The amount taxed at this rate (with its tax when prices include it)' })
  base: number;

  @ApiProperty({ example: 7.5 }) @Field(() => Float, { description: 'The tax at this rate' }) amount: number;
}

@ObjectType('OrderShipping')
export class OrderShippingView {
  @ApiProperty({ example: 'collect' }) @Field(() => ID) id: string;
  @ApiProperty({ example: 'Collect in store' }) @Field() name: string;
  @ApiProperty({ description: 'Collected in store rather than delivered' })
  @Field({ description: 'Collected in store rather than delivered' })
  collection: boolean;
}

/** What an order costs, decimal on the wire (cents inside): subtotal − discount + shipping (+ tax when excluded) = total. */
@ObjectType('OrderTotals')
export class OrderTotalsView {
  @ApiProperty({ example: 45, description: "The books' subtotal: the sum of price × quantity" })
  @Field(() => Float, { description: "The books' subtotal: the sum of price × quantity" })
  subtotal: number;

  @ApiProperty({ example: 4.5 })
  @Field(() => Float, { description: 'Taken off the subtotal by the code' })
  discount: number;

  @ApiProperty({ type: String, nullable: true, example: 'SUMMER10' })
  @Field(() => String, { nullable: true, description: 'The discount code applied, upper-case' })
  discountCode: string | null;

  @ApiProperty({ example: 4.95 }) @Field(() => Float) shipping: number;

  @ApiProperty({
    type: OrderShippingView,
    nullable: true,
    description: 'null for orders placed before delivery methods',
  })
  @Field(() => OrderShippingView, { nullable: true, description: 'null for orders placed before delivery methods' })
  shippingMethod: OrderShippingView | null;

  @ApiProperty({ example: 7.5 })
  @Field(() => Float, { description: 'The tax, included in or added to the total' })
  tax: number;

  @ApiProperty({ description: 'Whether the prices include the tax (else it is added to the total)' })
  @Field({ description: 'Whether the prices include the tax (else it is added to the total)' })
  taxIncluded: boolean;

  @ApiProperty({ type: [TaxLineView] }) @Field(() => [TaxLineView]) taxLines: TaxLineView[];

  @ApiProperty({ example: 45.45, description: "The total to pay (the order's totalAmount)" })
  @Field(() => Float, { description: "The total to pay (the order's totalAmount)" })
  total: number;
}

const toTaxLine = (line: TaxLine): TaxLineView => ({
  rate: ppmToPercent(line.ratePpm),
  appliesTo: [...line.appliesTo],
  base: fromCents(line.baseCents),
  amount: fromCents(line.taxCents),
});

/** The one mapper of an order's totals; an order placed before they were kept is its books' total and nothing else. */
export function toOrderTotals(pricing: Partial<OrderPricing> | null | undefined, totalCents: number): OrderTotalsView {
  if (!pricing?.shipping) {
    return {
      subtotal: fromCents(totalCents),
      discount: 0,
      discountCode: null,
      shipping: 0,
      shippingMethod: null,
      tax: 0,
      taxIncluded: false,
      taxLines: [],
      total: fromCents(totalCents),
    };
  }
  return {
    subtotal: fromCents(pricing.subtotalCents ?? 0),
    discount: fromCents(pricing.discountCents ?? 0),
    discountCode: pricing.discount?.code ?? null,
    shipping: fromCents(pricing.shippingCents ?? 0),
    shippingMethod: {
      id: pricing.shipping.methodId,
      name: pricing.shipping.name,
      collection: pricing.shipping.inStore,
    },
    tax: fromCents(pricing.taxCents ?? 0),
    taxIncluded: pricing.taxIncluded ?? false,
    taxLines: (pricing.taxLines ?? []).map(toTaxLine),
    total: fromCents(pricing.totalCents ?? totalCents),
  };
}

/** The totals of a quote (nothing stored yet). */
export function quotedTotals(
  totals: Totals,
  shipping: OrderShippingView | null,
  discountCode: string | null,
): OrderTotalsView {
  return {
    subtotal: fromCents(totals.subtotalCents),
    discount: fromCents(totals.discountCents),
    discountCode,
    shipping: fromCents(totals.shippingCents),
    shippingMethod: shipping,
    tax: fromCents(totals.taxCents),
    taxIncluded: totals.taxIncluded,
    taxLines: totals.taxLines.map(toTaxLine),
    total: fromCents(totals.totalCents),
  };
}
