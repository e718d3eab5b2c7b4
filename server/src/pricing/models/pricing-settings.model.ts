import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { countryName } from '../../addresses/countries';
import { fromCents } from '../../common/money/money';
import { ppmToPercent } from '../pricing-rules';
import { PAYMENT_METHODS } from '../../orders/payment-states';
import { paymentsOf } from '../payment-rules';
import type { PricingSettings as SettingsRecord } from '../schemas/pricing-settings.schema';

@ObjectType('ShippingMethod')
export class ShippingMethod {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' }) @Field(() => ID, { name: 'id' }) _id: string;
  @ApiProperty({ example: 'Standard' }) @Field() name: string;
  @ApiProperty({ example: 4.95 }) @Field(() => Float) price: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 40,
    description: 'Free from this books amount (after any discount); null: never',
  })
  @Field(() => Float, { nullable: true, description: 'Free from this books amount (after any discount); null: never' })
  freeOver: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 2 })
  @Field(() => Int, { nullable: true, description: 'Estimated days to deliver, at least' })
  minDays: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 4 })
  @Field(() => Int, { nullable: true, description: 'Estimated days to deliver, at most' })
  maxDays: number | null;

  @ApiProperty({ description: 'A disabled method is not offered' })
  @Field({ description: 'A disabled method is not offered' })
  enabled: boolean;
}

@ObjectType('ShippingZone')
export class ShippingZone {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' }) @Field(() => ID, { name: 'id' }) _id: string;
  @ApiProperty({ example: 'Europe' }) @Field() name: string;

  @ApiProperty({ type: [String], example: ['FR', 'DE'], description: 'ISO 3166-1 alpha-2 codes' })
  @Field(() => [String], { description: 'ISO 3166-1 alpha-2 codes' })
  countries: string[];

  @ApiProperty({ description: 'The zone of every country no other zone lists' })
  @Field({ description: 'The zone of every country no other zone lists' })
  restOfWorld: boolean;

  @ApiProperty({ type: [ShippingMethod] }) @Field(() => [ShippingMethod]) methods: ShippingMethod[];
}

@ObjectType('TaxRate')
export class TaxRate {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' }) @Field(() => ID, { name: 'id' }) _id: string;
  @ApiProperty({ example: 'FR' }) @Field() country: string;
  @ApiProperty({ example: 'France' }) @Field() countryName: string;

  @ApiProperty({ example: '', description: '"" for the whole country' })
  @Field({ description: '"" for the whole country' })
  region: string;

  @ApiProperty({ example: 5.5, description: 'Percent, at most 4 decimals' })
  @Field(() => Float, { description: 'The books rate, in percent (at most 4 decimals)' })
  booksRate: number;

  @ApiProperty({ example: 20, description: 'Percent, at most 4 decimals' })
  @Field(() => Float, { description: 'The shipping rate, in percent (at most 4 decimals)' })
  shippingRate: number;
}

@ObjectType('Carrier')
export class Carrier {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' }) @Field(() => ID, { name: 'id' }) _id: string;
  @ApiProperty({ example: 'DHL' }) @Field() name: string;

  @ApiProperty({
    example: 'https://www.dhl.com/track?id={number}',
    description: 'The tracking link, {number} standing for the tracking number',
  })
  @Field({ description: 'The tracking link, {number} standing for the tracking number' })
  trackingUrl: string;
}

@ObjectType('LegalDetails')
export class LegalDetails {
  @ApiProperty({ example: 'Bookstore Ltd' }) @Field() name: string;
  @ApiProperty({ example: '1 Library Lane, Booktown' }) @Field() address: string;
  @ApiProperty({ example: 'GB123456789' }) @Field() taxNumber: string;
}

@ObjectType('PaymentMethodSetting')
export class PaymentMethodSetting {
  @ApiProperty({ example: 'bank-transfer' }) @Field() id: string;
  @ApiProperty({ example: 'Bank transfer' }) @Field() name: string;
  @ApiProperty({ description: 'Whether the checkout offers it' })
  @Field({ description: 'Whether the checkout offers it' })
  enabled: boolean;
}

@ObjectType('BankAccount')
export class BankAccount {
  @ApiProperty({ example: 'Bookstore Ltd' }) @Field() holder: string;
  @ApiProperty({ example: 'GB33 BUKB 2020 1555 5555 55' }) @Field() account: string;
  @ApiProperty({ example: 'Booktown Bank' }) @Field() bank: string;
  @ApiProperty({ example: 'BIC BUKBGB22' }) @Field() notes: string;
}

@ObjectType('PaymentSettings')
export class PaymentSettingsView {
  @ApiProperty({ type: [PaymentMethodSetting], description: 'Every method, in the checkout order' })
  @Field(() => [PaymentMethodSetting], { description: 'Every method, in the checkout order' })
  methods: PaymentMethodSetting[];

  @ApiProperty({ type: BankAccount }) @Field(() => BankAccount) bank: BankAccount;

  @ApiProperty({ type: 'integer', example: 7, description: 'Days before an unpaid bank-transfer order is cancelled' })
  @Field(() => Int, { description: 'Days before an unpaid bank-transfer order is cancelled' })
  expiryDays: number;
}

/** The store's money settings, as the admin reads and changes them. */
@ObjectType('PricingSettings')
export class PricingSettingsView {
  @ApiProperty({ description: 'Whether shoppers may collect their order in store (no address, no shipping)' })
  @Field({ description: 'Whether shoppers may collect their order in store (no address, no shipping)' })
  collectInStore: boolean;

  @ApiProperty({ description: 'Whether book and shipping prices include tax (most of Europe) or not (the US)' })
  @Field({ description: 'Whether book and shipping prices include tax (most of Europe) or not (the US)' })
  pricesIncludeTax: boolean;

  @ApiProperty({ example: 'GB', description: 'The shop\'s own country (tax on collection); "" when unset' })
  @Field({ description: 'The shop\'s own country (tax on collection); "" when unset' })
  shopCountry: string;

  @ApiProperty({ example: '', description: 'The shop\'s region, for a regional tax rate; "" when unset' })
  @Field({ description: 'The shop\'s region, for a regional tax rate; "" when unset' })
  shopRegion: string;

  @ApiProperty({ type: LegalDetails }) @Field(() => LegalDetails) legal: LegalDetails;
  @ApiProperty({ type: [ShippingZone] }) @Field(() => [ShippingZone]) zones: ShippingZone[];
  @ApiProperty({ type: [TaxRate] }) @Field(() => [TaxRate]) taxRates: TaxRate[];

  @ApiProperty({ type: [Carrier], description: 'The carriers orders are shipped with, and their tracking links' })
  @Field(() => [Carrier], { description: 'The carriers orders are shipped with, and their tracking links' })
  carriers: Carrier[];

  @ApiProperty({ type: PaymentSettingsView }) @Field(() => PaymentSettingsView) payments: PaymentSettingsView;
}

/** The settings of a store that never changed them: collection on, no zones, no tax. */
export const DEFAULT_SETTINGS: Omit<SettingsRecord, '_id'> = {
  collectInStore: true,
  pricesIncludeTax: false,
  shopCountry: '',
  shopRegion: '',
  legal: { name: '', address: '', taxNumber: '' },
  zones: [],
  taxRates: [],
  carriers: [],
  revision: 0,
};

/** The one mapper from the stored settings to the admin's view. */
export function toPricingSettings(record: Omit<SettingsRecord, '_id'>): PricingSettingsView {
  return {
    collectInStore: record.collectInStore,
    pricesIncludeTax: record.pricesIncludeTax,
    shopCountry: record.shopCountry ?? '',
    shopRegion: record.shopRegion ?? '',
    legal: {
      name: record.legal?.name ?? '',
      address: record.legal?.address ?? '',
      taxNumber: record.legal?.taxNumber ?? '',
    },
    zones: record.zones.map((zone) => ({
      _id: String(zone._id),
      name: zone.name,
      countries: [...zone.countries],
      restOfWorld: zone.restOfWorld,
      methods: zone.methods.map((method) => ({
        _id: String(method._id),
        name: method.name,
        price: fromCents(method.priceCents),
        freeOver:
          method.freeOverCents === null || method.freeOverCents === undefined ? null : fromCents(method.freeOverCents),
        minDays: method.minDays ?? null,
        maxDays: method.maxDays ?? null,
        enabled: method.enabled,
      })),
    })),
    taxRates: record.taxRates.map((rate) => ({
      _id: String(rate._id),
      country: rate.country,
      countryName: countryName(rate.country),
      region: rate.region ?? '',
      booksRate: ppmToPercent(rate.booksPpm),
      shippingRate: ppmToPercent(rate.shippingPpm),
    })),
    carriers: (record.carriers ?? []).map((carrier) => ({
      _id: String(carrier._id),
      name: carrier.name,
      trackingUrl: carrier.trackingUrl,
    })),
    payments: toPaymentSettings(record.payments),
  };
}

function toPaymentSettings(stored: SettingsRecord['payments']): PaymentSettingsView {
  const payments = paymentsOf(stored);
  return {
    methods: payments.methods.map(({ id, enabled }) => ({ id, name: PAYMENT_METHODS[id].name, enabled })),
    bank: { ...payments.bank },
    expiryDays: payments.expiryDays,
  };
}

@ObjectType()
export class PricingSettingsPayload {
  @ApiProperty({ example: 'Shipping zone added' }) @Field() message: string;
  @ApiProperty({ type: PricingSettingsView }) @Field(() => PricingSettingsView) settings: PricingSettingsView;
}

export class PricingSettingsResponse {
  @ApiProperty({ type: PricingSettingsView }) settings: PricingSettingsView;
}
