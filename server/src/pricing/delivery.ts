import type { AppError } from '../common/errors/app-error';
import { COLLECT_IN_STORE_ID, COLLECT_IN_STORE_NAME, deliveryRefusals } from './pricing-rules';
import type { RatePpm, TaxTerms } from './totals';

/**
 * Where an order can go and what that costs, from the store's settings: the shipping zone of a
 * country, the methods it offers, the delivery chosen, and the tax rate of a place. Pure.
 */

export interface MethodSettings {
  _id: unknown;
  name: string;
  priceCents: number;
  freeOverCents?: number | null;
  minDays?: number | null;
  maxDays?: number | null;
  enabled: boolean;
}

export interface ZoneSettings {
  _id: unknown;
  name: string;
  countries: string[];
  restOfWorld: boolean;
  methods: MethodSettings[];
}

export interface TaxRateSettings {
  _id: unknown;
  country: string;
  region: string;
  booksPpm: RatePpm;
  shippingPpm: RatePpm;
}

/** The money settings the rules read (pricing-settings.schema.ts stores them). */
export interface PricingRules {
  collectInStore: boolean;
  pricesIncludeTax: boolean;
  shopCountry: string;
  shopRegion: string;
  zones: ZoneSettings[];
  taxRates: TaxRateSettings[];
}

/** A way for an order to reach its shopper, as offered. */
export interface DeliveryOption {
  id: string;
  name: string;
  /** Collection in store (no address, no charge) or a delivery of a zone. */
  collection: boolean;
  zoneName: string | null;
  priceCents: number;
  freeOverCents: number | null;
  minDays: number | null;
  maxDays: number | null;
}

/** A place an order is delivered to (or collected at): its country and region. */
export interface Place {
  country: string;
  countryName?: string;
  region?: string;
}

/** The zone that lists the country, else the rest-of-the-world zone, else none. */
export const zoneOf = (zones: readonly ZoneSettings[], country: string): ZoneSettings | undefined =>
  zones.find((zone) => zone.countries.includes(country)) ?? zones.find((zone) => zone.restOfWorld);

const COLLECTION: DeliveryOption = {
  id: COLLECT_IN_STORE_ID,
  name: COLLECT_IN_STORE_NAME,
  collection: true,
  zoneName: null,
  priceCents: 0,
  freeOverCents: null,
  minDays: null,
  maxDays: null,
};

/**
 * What an order to `address` (null: none) may choose: the enabled methods of the address's zone,
 * cheapest first (then by name), then collection in store when the store offers it. When nothing
 * is offered, the reason (no address and no collection; a country in no zone; a zone without an
 * enabled method).
 */
export function deliveryOptions(
  settings: PricingRules,
  address: Place | null,
): { options: DeliveryOption[]; problem: AppError | null } {
  const collection = settings.collectInStore ? [COLLECTION] : [];
  if (!address) return { options: collection, problem: collection.length ? null : deliveryRefusals.addressRequired() };
  const zone = zoneOf(settings.zones, address.country);
  const methods = (zone?.methods ?? [])
    .filter((method) => method.enabled)
    .map((method): DeliveryOption => ({
      id: String(method._id),
      name: method.name,
      collection: false,
      zoneName: zone!.name,
      priceCents: method.priceCents,
      freeOverCents: method.freeOverCents ?? null,
      minDays: method.minDays ?? null,
      maxDays: method.maxDays ?? null,
    }))
    .sort((a, b) => a.priceCents - b.priceCents || a.name.localeCompare(b.name));
  const options = [...methods, ...collection];
  if (options.length) return { options, problem: null };
  const name = address.countryName ?? address.country;
  return { options, problem: zone ? deliveryRefusals.noMethod(name) : deliveryRefusals.noZone(name) };
}

/**
 * The delivery of an order: the one asked for when it is offered (else SHIPPING_METHOD_UNAVAILABLE),
 * or, when none is asked for (clients that know no delivery methods), the first offered: the
 * cheapest delivery to the address, else collection in store.
 */
export function chooseDelivery(
  offered: { options: DeliveryOption[]; problem: AppError | null },
  askedId?: string | null,
): { delivery: DeliveryOption | null; problem: AppError | null } {
  if (offered.problem) return { delivery: null, problem: offered.problem };
  if (!askedId) return { delivery: offered.options[0], problem: null };
  const asked = offered.options.find((option) => option.id === askedId);
  return asked ? { delivery: asked, problem: null } : { delivery: null, problem: deliveryRefusals.methodUnavailable() };
}

/**
 * The rates of a place: its region's (compared without case or surrounding spaces) when the admin
 * set one, else its country's, else none (no tax).
 */
export function taxRateOf(rates: readonly TaxRateSettings[], place: Place | null): TaxTerms | null {
  if (!place?.country) return null;
  const region = (place.region ?? '').trim().toLowerCase();
  const ofCountry = rates.filter((rate) => rate.country === place.country);
  const rate =
    (region && ofCountry.find((entry) => entry.region.trim().toLowerCase() === region)) ||
    ofCountry.find((entry) => !entry.region);
  return rate ? { booksPpm: rate.booksPpm, shippingPpm: rate.shippingPpm } : null;
}

/** Where the tax is due: the delivery address, or the shop itself for collection in store. */
export const taxPlaceOf = (
  settings: PricingRules,
  delivery: DeliveryOption | null,
  address: Place | null,
): Place | null =>
  delivery?.collection || !address
    ? settings.shopCountry
      ? { country: settings.shopCountry, region: settings.shopRegion }
      : null
    : address;
