import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsEnum, IsOptional, IsString, Matches } from 'class-validator';
import { SafeText } from '../../common/text/text.decorators';
import { MAX_NAME_LENGTH } from '../../pricing/pricing-rules';
import { OrderStatus, STATUS_MESSAGE } from '../order-status';
import { TRACKING_NUMBER_MESSAGE, TRACKING_NUMBER_PATTERN } from '../order-shipment';

/** The carrier of a shipment: a carrier of the settings by name (any case), or another one's name (no link then). */
const CarrierName = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: MAX_NAME_LENGTH,
      example: 'DHL',
      description: "A carrier of the settings by name (its tracking link is used), or another carrier's name",
    }),
    Field(() => String, {
      nullable: true,
      description: "A carrier of the settings by name (its tracking link is used), or another carrier's name",
    }),
    SafeText({ field: 'Carrier', max: MAX_NAME_LENGTH }),
    IsOptional(),
    IsString({ message: 'Carrier must be text' }),
  );

/** A parcel's tracking number: 1 to 64 letters, digits, spaces, "-", "/" or ".". */
const TrackingNumber = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      pattern: TRACKING_NUMBER_PATTERN.source,
      example: '00340434161234567890',
      description: '1 to 64 letters, digits, spaces, "-", "/" or "."',
    }),
    Field(() => String, { nullable: true, description: '1 to 64 letters, digits, spaces, "-", "/" or "."' }),
    SafeText({ field: 'Tracking number', max: 64 }),
    IsOptional(),
    IsString({ message: 'Tracking number must be text' }),
    Matches(TRACKING_NUMBER_PATTERN, { message: TRACKING_NUMBER_MESSAGE }),
  );

/**
 * The REST body of `PUT /api/admin/orders/:id` (GraphQL passes `status` and `shipment` as
 * arguments); the status must be exact. `carrier` and `trackingNumber` only with `shipped`.
 */
export class UpdateOrderStatusInput {
  @ApiProperty({ enum: OrderStatus, example: OrderStatus.SHIPPED })
  @IsDefined({ message: 'Status is required' })
  @IsEnum(OrderStatus, { message: STATUS_MESSAGE })
  status: OrderStatus;

  @CarrierName()
  carrier?: string | null;

  @TrackingNumber()
  trackingNumber?: string | null;
}

/** What a shipment records: who carries it and its tracking number (either may be left out). */
@InputType()
export class ShipmentInput {
  @CarrierName()
  carrier?: string | null;

  @TrackingNumber()
  trackingNumber?: string | null;
}
