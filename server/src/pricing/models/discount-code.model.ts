import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { fromCents } from '../../common/money/money';
import type { StoredCode } from '../pricing.repository';
import { DiscountKind } from '../totals';

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : fromCents(cents));

/** A discount code as the admin sees it, with how often it was used and the discount given. */
@ObjectType('DiscountCode')
export class DiscountCodeView {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' }) @Field(() => ID, { name: 'id' }) _id: string;
  @ApiProperty({ example: 'SUMMER10' }) @Field() code: string;
  @ApiProperty({ enum: DiscountKind }) @Field(() => DiscountKind) kind: DiscountKind;
  @ApiProperty({ type: 'integer', nullable: true }) @Field(() => Int, { nullable: true }) percent: number | null;
  @ApiProperty({ type: Number, nullable: true }) @Field(() => Float, { nullable: true }) amount: number | null;
  @ApiProperty({ type: Number, nullable: true }) @Field(() => Float, { nullable: true }) minimumSubtotal: number | null;
  @ApiProperty({ type: Date, nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  startsAt: Date | null;
  @ApiProperty({ type: Date, nullable: true }) @Field(() => GraphQLISODateTime, { nullable: true }) endsAt: Date | null;
  @ApiProperty({ type: 'integer', nullable: true }) @Field(() => Int, { nullable: true }) maxUses: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) @Field(() => Int, { nullable: true }) perCustomer: number | null;
  @ApiProperty() @Field() enabled: boolean;

  @ApiProperty({
    type: 'integer',
    description: 'Orders that used it (placed, not cancelled; those being placed count)',
  })
  @Field(() => Int, { description: 'Orders that used it (placed, not cancelled; those being placed count)' })
  uses: number;

  @ApiProperty({ example: 42.5, description: 'The discount the orders that used it got, in all' })
  @Field(() => Float, { description: 'The discount the orders that used it got, in all' })
  discountGiven: number;

  @ApiProperty() @Field(() => GraphQLISODateTime) createdAt: Date;
}

export function toDiscountCode(record: StoredCode): DiscountCodeView {
  return {
    _id: String(record._id),
    code: record.code,
    kind: record.kind,
    percent: record.percent ?? null,
    amount: money(record.amountCents),
    minimumSubtotal: money(record.minimumCents),
    startsAt: record.startsAt ?? null,
    endsAt: record.endsAt ?? null,
    maxUses: record.maxUses ?? null,
    perCustomer: record.perCustomer ?? null,
    enabled: record.enabled,
    uses: record.uses,
    discountGiven: fromCents(record.discountCents),
    createdAt: record.createdAt,
  };
}

@ObjectType()
export class DiscountCodePayload {
  @ApiProperty({ example: 'Discount code added' }) @Field() message: string;
  @ApiProperty({ type: DiscountCodeView }) @Field(() => DiscountCodeView) discountCode: DiscountCodeView;
}

@ObjectType()
export class DeleteDiscountCodePayload {
  @ApiProperty({ example: 'Discount code deleted' }) @Field() message: string;
}

export class DiscountCodesResponse {
  @ApiProperty({ type: [DiscountCodeView] }) discountCodes: DiscountCodeView[];
}
