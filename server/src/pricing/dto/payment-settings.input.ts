import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, Max, Min, ValidateNested } from 'class-validator';
import { PAYMENT_METHOD_IDS } from '../../orders/payment-states';
import { EXPIRY_MESSAGE, MAX_BANK_FIELD, MAX_BANK_NOTES, MAX_EXPIRY_DAYS, MIN_EXPIRY_DAYS } from '../pricing-rules';
import { OptionalText } from './pricing-fields';

const METHOD_MESSAGE = `Payment method must be one of ${PAYMENT_METHOD_IDS.join(', ')}`;

/** A payment method on or off; the list's order is the checkout's. */
@InputType()
export class PaymentMethodSettingInput {
  @ApiProperty({ enum: PAYMENT_METHOD_IDS, example: 'bank-transfer' })
  @Field({ description: `One of ${PAYMENT_METHOD_IDS.join(', ')}` })
  @IsIn(PAYMENT_METHOD_IDS, { message: METHOD_MESSAGE })
  id: string;

  @ApiProperty({ description: 'Whether the checkout offers it' })
  @Field()
  @IsBoolean({ message: 'Enabled must be true or false' })
  enabled: boolean;
}

/** The payment settings, every field sent again ('' or left out: none). */
@InputType()
export class PaymentSettingsInput {
  @ApiProperty({
    type: [PaymentMethodSettingInput],
    description: 'Every method once, in the checkout order (one left out is off)',
    minItems: 1,
    maxItems: PAYMENT_METHOD_IDS.length,
    example: PAYMENT_METHOD_IDS.map((id) => ({ id, enabled: true })),
  })
  @Field(() => [PaymentMethodSettingInput], {
    description: 'Every method once, in the checkout order (one left out is off)',
  })
  @IsDefined({ message: 'List the payment methods' })
  @IsArray({ message: 'List the payment methods' })
  @ArrayMaxSize(PAYMENT_METHOD_IDS.length, { message: 'List each payment method once' })
  @ValidateNested({ each: true })
  @Type(() => PaymentMethodSettingInput)
  methods: PaymentMethodSettingInput[];

  @OptionalText('Account holder', MAX_BANK_FIELD, 'Bookstore Ltd')
  bankHolder?: string | null;

  @OptionalText('Account number', MAX_BANK_FIELD, 'GB33 BUKB 2020 1555 5555 55')
  bankAccount?: string | null;

  @OptionalText('Bank', MAX_BANK_FIELD, 'Booktown Bank')
  bankName?: string | null;

  @OptionalText('Transfer notes', MAX_BANK_NOTES, 'BIC BUKBGB22', { multiline: true })
  bankNotes?: string | null;

  @ApiProperty({ type: 'integer', minimum: MIN_EXPIRY_DAYS, maximum: MAX_EXPIRY_DAYS, example: 7 })
  @Field(() => Int, { description: 'Days before an unpaid bank-transfer order is cancelled' })
  @IsInt({ message: EXPIRY_MESSAGE })
  @Min(MIN_EXPIRY_DAYS, { message: EXPIRY_MESSAGE })
  @Max(MAX_EXPIRY_DAYS, { message: EXPIRY_MESSAGE })
  expiryDays: number;
}
