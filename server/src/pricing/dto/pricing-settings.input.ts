import { InputType } from '@nestjs/graphql';
import { ADDRESS_LIMITS } from '../../addresses/address-rules';
import { MAX_LEGAL_LENGTH, MAX_NAME_LENGTH } from '../pricing-rules';
import {
  CountryCode,
  CountryList,
  Days,
  MoneyAmount,
  NameText,
  OptionalFlag,
  TrackingTemplate,
  OptionalText,
  RatePercent,
} from './pricing-fields';

/** The store's options; a field left out keeps its value. */
@InputType()
export class PricingOptionsInput {
  @OptionalFlag('Collect in store', 'Whether shoppers may collect their order in store')
  collectInStore?: boolean | null;

  @OptionalFlag('Prices include tax', 'Whether book and shipping prices include tax')
  pricesIncludeTax?: boolean | null;

  @CountryCode('Shop country', true)
  shopCountry?: string | null;

  @OptionalText('Shop region', ADDRESS_LIMITS.region, '')
  shopRegion?: string | null;
}

/** The store's legal details, for invoices; every field is sent again ('' or left out: none); the address may span lines. */
@InputType()
export class LegalDetailsInput {
  @OptionalText('Legal name', MAX_NAME_LENGTH * 2, 'Bookstore Ltd')
  name?: string | null;

  @OptionalText('Legal address', MAX_LEGAL_LENGTH, '1 Library Lane\nBooktown', { multiline: true })
  address?: string | null;

  @OptionalText('Tax number', 40, 'GB123456789')
  taxNumber?: string | null;
}

/** A shipping zone, as added or edited (an edit sends every field again; its methods stay). */
@InputType()
export class ShippingZoneInput {
  @NameText('Zone name', MAX_NAME_LENGTH, 'Europe')
  name: string;

  @CountryList()
  countries: string[];

  @OptionalFlag('Rest of the world', 'The zone of every country no other zone lists (one zone at most)')
  restOfWorld?: boolean | null;
}

/** A delivery method of a zone, as added or edited (every field sent again). */
@InputType()
export class ShippingMethodInput {
  @NameText('Method name', MAX_NAME_LENGTH, 'Standard')
  name: string;

  @MoneyAmount('Price')
  price: number;

  @MoneyAmount('Free over', { optional: true, example: 40 })
  freeOver?: number | null;

  @Days('Minimum days')
  minDays?: number | null;

  @Days('Maximum days')
  maxDays?: number | null;

  @OptionalFlag('Enabled', 'A disabled method is not offered (default: enabled)')
  enabled?: boolean | null;
}

/** A tax rate of a country, or of one of its regions. */
@InputType()
export class TaxRateInput {
  @CountryCode()
  country: string;

  @OptionalText('Region', ADDRESS_LIMITS.region, 'CA')
  region?: string | null;

  @RatePercent('Books rate')
  booksRate: number;

  @RatePercent('Shipping rate')
  shippingRate: number;
}

/** A carrier, as added or edited (every field sent again). */
@InputType()
export class CarrierInput {
  @NameText('Carrier name', MAX_NAME_LENGTH, 'DHL')
  name: string;

  @TrackingTemplate()
  trackingUrl: string;
}
