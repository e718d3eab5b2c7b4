import { AUDIT_DUE_PROP, AUDIT_PROP, type AuditEntryRecord } from '../../common/audit/audit-entry';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../../orders/payment-states';

@Schema({ _id: true })
export class ShippingMethodRecord {
  _id: Types.ObjectId;
  @Prop({ required: true }) name: string;
  @Prop({ required: true, min: 0 }) priceCents: number;
  /** The books' amount (after any discount) from which this method costs nothing; null: never free. */
  @Prop({ type: Number, default: null }) freeOverCents: number | null;
  @Prop({ type: Number, default: null }) minDays: number | null;
  @Prop({ type: Number, default: null }) maxDays: number | null;
  @Prop({ default: true }) enabled: boolean;
}

@Schema({ _id: true })
export class ShippingZoneRecord {
  _id: Types.ObjectId;
  @Prop({ required: true }) name: string;
  /** ISO 3166-1 alpha-2 codes; a country is in one zone at most. */
  @Prop({ type: [String], default: [] }) countries: string[];
  /** The zone of every country no other zone lists (one zone at most). */
  @Prop({ default: false }) restOfWorld: boolean;
  @Prop({ type: [SchemaFactory.createForClass(ShippingMethodRecord)], default: [] }) methods: ShippingMethodRecord[];
}

@Schema({ _id: true })
export class TaxRateRecord {
  _id: Types.ObjectId;
  @Prop({ required: true }) country: string;
  /** '' for the country's rate; else the region it applies to, as addresses write it ("CA", "California"). */
  @Prop({ default: '' }) region: string;
  /** Parts per million: 20 % is 200000. */
  @Prop({ required: true, min: 0 }) booksPpm: number;
  @Prop({ required: true, min: 0 }) shippingPpm: number;
}

/** A carrier the store ships with, and how its parcels are tracked (`{number}` in the link is the tracking number). */
@Schema({ _id: true })
export class CarrierRecord {
  _id: Types.ObjectId;
  @Prop({ required: true }) name: string;
  @Prop({ required: true }) trackingUrl: string;
}

@Schema({ _id: false })
export class LegalDetailsRecord {
  @Prop({ default: '' }) name: string;
  @Prop({ default: '' }) address: string;
  @Prop({ default: '' }) taxNumber: string;
}

/** A payment method as the settings hold it: on or off; the list's order is the checkout's. */
@Schema({ _id: false })
export class PaymentMethodSettingRecord {
  @Prop({ type: String, required: true, enum: PAYMENT_METHOD_IDS }) id: PaymentMethodId;
  @Prop({ default: false }) enabled: boolean;
}

/** The bank account transfers go to (shown on bank-transfer orders and their confirmation). */
@Schema({ _id: false })
export class BankAccountRecord {
  @Prop({ default: '' }) holder: string;
  @Prop({ default: '' }) account: string;
  @Prop({ default: '' }) bank: string;
  @Prop({ default: '' }) notes: string;
}

/** The payment methods, in the checkout's order, the bank account, and how long a transfer may take. */
@Schema({ _id: false })
export class PaymentSettingsRecord {
  @Prop({ type: [SchemaFactory.createForClass(PaymentMethodSettingRecord)], default: [] })
  methods: PaymentMethodSettingRecord[];

  @Prop({ type: BankAccountRecord, default: () => ({}) }) bank: BankAccountRecord;
  /** An unpaid bank-transfer order is cancelled this many days after it was placed. */
  @Prop({ default: 7 }) expiryDays: number;
}

/**
 * The store's money settings, one document (`_id: 'store'`): collection in store, whether prices
 * include tax, the shop's own country (collection's tax), its legal details (invoices), the
 * shipping zones with their methods, the tax rates, and the carriers orders are shipped with. Every change is one update of it, and
 * every instance keeps a copy current through the change feed (PricingSettingsService).
 */
@Schema({ collection: 'pricingsettings', timestamps: true })
export class PricingSettings {
  @Prop({ type: String }) _id: string;
  @Prop({ default: true }) collectInStore: boolean;
  @Prop({ default: false }) pricesIncludeTax: boolean;
  @Prop({ default: '' }) shopCountry: string;
  @Prop({ default: '' }) shopRegion: string;
  @Prop({ type: LegalDetailsRecord, default: () => ({}) }) legal: LegalDetailsRecord;
  @Prop({ type: [SchemaFactory.createForClass(ShippingZoneRecord)], default: [] }) zones: ShippingZoneRecord[];
  @Prop({ type: [SchemaFactory.createForClass(TaxRateRecord)], default: [] }) taxRates: TaxRateRecord[];
  @Prop({ type: [SchemaFactory.createForClass(CarrierRecord)], default: [] }) carriers: CarrierRecord[];
  /** Unset on a store that never changed them: the defaults (pricing/payment-rules.ts). */
  @Prop({ type: PaymentSettingsRecord }) payments?: PaymentSettingsRecord;
  /** How many changes the settings had: each change is conditional on the one it was decided on. */
  @Prop({ default: 0 }) revision: number;
  /** The admin's changes not yet copied into the activity log (common/audit), and their flag. */
  @Prop(AUDIT_PROP)
  audit?: AuditEntryRecord[];

  @Prop(AUDIT_DUE_PROP)
  auditDue?: boolean;
  updatedAt?: Date;
}

export const PRICING_SETTINGS_ID = 'store';
export const PricingSettingsSchema = SchemaFactory.createForClass(PricingSettings);
// The change feed's polling reads by `updatedAt`.
PricingSettingsSchema.index({ updatedAt: 1 });
