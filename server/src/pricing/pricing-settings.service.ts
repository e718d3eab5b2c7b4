import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Types } from 'mongoose';
import { countryName } from '../addresses/countries';
import { AppError } from '../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ErrorCode } from '../common/errors/error-code';
import { type AuditActor } from '../common/audit/audit-entry';
import { EventBus, WITH_AUDIT } from '../common/events/event-bus';
import { settingsChanged } from './pricing-audit';
import { toCents } from '../common/money/money';
import type { PricingRules } from './delivery';
import type {
  CarrierInput,
  LegalDetailsInput,
  PricingOptionsInput,
  ShippingMethodInput,
  ShippingZoneInput,
  TaxRateInput,
} from './dto/pricing-settings.input';
import { DEFAULT_SETTINGS, type PricingSettingsView, toPricingSettings } from './models/pricing-settings.model';
import { PricingSettingsChanged, PricingSettingsChangedElsewhere } from './pricing-events';
import {
  MAX_CARRIERS,
  MAX_METHODS_PER_ZONE,
  MAX_TAX_RATES,
  MAX_ZONES,
  percentToPpm,
  sameCarrier,
} from './pricing-rules';
import { PricingRepository, type StoredSettings } from './pricing.repository';
import type { PaymentSettingsInput } from './dto/payment-settings.input';
import { checkedPayments } from './payment-rules';
import type {
  CarrierRecord,
  ShippingMethodRecord,
  ShippingZoneRecord,
  TaxRateRecord,
} from './schemas/pricing-settings.schema';

type Settings = Omit<StoredSettings, '_id'>;

/** How often a change is decided again when another change was stored first. */
const ATTEMPTS = 5;

const conflict = (message: string) => new AppError(ErrorCode.PRICING_CONFLICT, message);
const zoneNotFound = () => AppError.notFound('Shipping zone not found');
const methodNotFound = () => AppError.notFound('Delivery method not found');
const rateNotFound = () => AppError.notFound('Tax rate not found');
const carrierNotFound = () => AppError.notFound('Carrier not found');

/**
 * Home of the store's money settings: collection in store, whether prices include tax, the shop's
 * country, its legal details, the shipping zones and their methods, the tax rates, the carriers.
 * Every change is
 * decided on the settings as stored and written with one update conditional on their revision
 * (decided again when another change came first), then published (`PricingSettingsChanged`).
 * Every instance keeps the settings in memory (`rules`), loaded at start-up and kept current from
 * its own changes' events and, for other instances' changes, the change feed's
 * (`PricingSettingsChangedElsewhere`): an order or a quote never waits for them.
 */
@Injectable()
export class PricingSettingsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PricingSettingsService.name);
  private current: Settings = DEFAULT_SETTINGS;
  /** Whether `current` was read from the database (or set by a change) since start-up. */
  private ready = false;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly repository: PricingRepository,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    events.subscribe(PricingSettingsChanged, (event) => this.hold(event.settings));
    events.subscribe(PricingSettingsChangedElsewhere, () => this.reload());
  }

  /** Starts reading the settings (not waited for: the first reader waits, and the schema's printing never reads). */
  onApplicationBootstrap(): void {
    this.rules().catch((error: unknown) =>
      this.logger.warn(`The money settings were not read at start-up: ${(error as Error).message}`),
    );
  }

  /** The settings as the rules read them (in memory: current with every instance's changes; read once first). */
  async rules(): Promise<PricingRules & Pick<Settings, 'legal' | 'carriers' | 'payments'>> {
    if (!this.ready) await (this.loading ??= this.reload().finally(() => (this.loading = null)));
    return this.current;
  }

  /** The settings as stored now (the admin's page reads them from the database). */
  async read(): Promise<PricingSettingsView> {
    return toPricingSettings((await this.repository.readSettings()) ?? DEFAULT_SETTINGS);
  }

  updateOptions(input: PricingOptionsInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, () => ({
      ...(typeof input.collectInStore === 'boolean' ? { collectInStore: input.collectInStore } : {}),
      ...(typeof input.pricesIncludeTax === 'boolean' ? { pricesIncludeTax: input.pricesIncludeTax } : {}),
      ...(input.shopCountry !== undefined && input.shopCountry !== null ? { shopCountry: input.shopCountry } : {}),
      ...(input.shopRegion !== undefined && input.shopRegion !== null ? { shopRegion: input.shopRegion } : {}),
    }));
  }

  updateLegal(input: LegalDetailsInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, () => ({
      legal: { name: input.name ?? '', address: input.address ?? '', taxNumber: input.taxNumber ?? '' },
    }));
  }

  /** The payment methods (on or off, in order), the bank account and the days a transfer may take. */
  updatePayments(input: PaymentSettingsInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, () => ({
      payments: checkedPayments(
        {
          methods: input.methods,
          bank: {
            holder: input.bankHolder ?? '',
            account: input.bankAccount ?? '',
            bank: input.bankName ?? '',
            notes: input.bankNotes ?? '',
          },
          expiryDays: input.expiryDays,
        },
        this.config.stripe !== undefined,
      ),
    }));
  }

  addZone(input: ShippingZoneInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, ({ zones }) => {
      if (zones.length >= MAX_ZONES) throw conflict(`A store can have at most ${MAX_ZONES} shipping zones`);
      const zone = { _id: new Types.ObjectId(), ...zoneFields(input, zones), methods: [] } as ShippingZoneRecord;
      return { zones: [...zones, zone] };
    });
  }

  updateZone(id: string, input: ShippingZoneInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, ({ zones }) => {
      const zone = zones.find((entry) => String(entry._id) === id);
      if (!zone) throw zoneNotFound();
      const others = zones.filter((entry) => entry !== zone);
      return { zones: zones.map((entry) => (entry === zone ? { ...zone, ...zoneFields(input, others) } : entry)) };
    });
  }

  deleteZone(id: string, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, ({ zones }) => {
      if (!zones.some((zone) => String(zone._id) === id)) throw zoneNotFound();
      return { zones: zones.filter((zone) => String(zone._id) !== id) };
    });
  }

  addMethod(zoneId: string, input: ShippingMethodInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.changeZone(by, zoneId, (methods) => {
      if (methods.length >= MAX_METHODS_PER_ZONE) {
        throw conflict(`A zone can have at most ${MAX_METHODS_PER_ZONE} delivery methods`);
      }
      return [...methods, { _id: new Types.ObjectId(), ...methodFields(input) } as ShippingMethodRecord];
    });
  }

  /** Replaces a method's fields, in whichever zone it is. */
  updateMethod(id: string, input: ShippingMethodInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.changeZone(
      by,
      (zone) => zone.methods.some((method) => String(method._id) === id),
      (methods) =>
        methods.map((method) => (String(method._id) === id ? { ...method, ...methodFields(input) } : method)),
      methodNotFound,
    );
  }

  deleteMethod(id: string, by?: AuditActor): Promise<PricingSettingsView> {
    return this.changeZone(
      by,
      (zone) => zone.methods.some((method) => String(method._id) === id),
      (methods) => methods.filter((method) => String(method._id) !== id),
      methodNotFound,
    );
  }

  addRate(input: TaxRateInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, ({ taxRates }) => {
      if (taxRates.length >= MAX_TAX_RATES) throw conflict(`A store can have at most ${MAX_TAX_RATES} tax rates`);
      return {
        taxRates: [...taxRates, { _id: new Types.ObjectId(), ...rateFields(input, taxRates) } as TaxRateRecord],
      };
    });
  }

  updateRate(id: string, input: TaxRateInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, ({ taxRates }) => {
      const rate = taxRates.find((entry) => String(entry._id) === id);
      if (!rate) throw rateNotFound();
      const fields = rateFields(
        input,
        taxRates.filter((entry) => entry !== rate),
      );
      return { taxRates: taxRates.map((entry) => (entry === rate ? { ...rate, ...fields } : entry)) };
    });
  }

  deleteRate(id: string, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, ({ taxRates }) => {
      if (!taxRates.some((rate) => String(rate._id) === id)) throw rateNotFound();
      return { taxRates: taxRates.filter((rate) => String(rate._id) !== id) };
    });
  }

  addCarrier(input: CarrierInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, ({ carriers = [] }) => {
      if (carriers.length >= MAX_CARRIERS) throw conflict(`A store can have at most ${MAX_CARRIERS} carriers`);
      return {
        carriers: [...carriers, { _id: new Types.ObjectId(), ...carrierFields(input, carriers) } as CarrierRecord],
      };
    });
  }

  updateCarrier(id: string, input: CarrierInput, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, ({ carriers = [] }) => {
      const carrier = carriers.find((entry) => String(entry._id) === id);
      if (!carrier) throw carrierNotFound();
      const fields = carrierFields(
        input,
        carriers.filter((entry) => entry !== carrier),
      );
      return { carriers: carriers.map((entry) => (entry === carrier ? { ...carrier, ...fields } : entry)) };
    });
  }

  deleteCarrier(id: string, by?: AuditActor): Promise<PricingSettingsView> {
    return this.change(by, ({ carriers = [] }) => {
      if (!carriers.some((carrier) => String(carrier._id) === id)) throw carrierNotFound();
      return { carriers: carriers.filter((carrier) => String(carrier._id) !== id) };
    });
  }

  /** The carrier named `name` (without case), from the settings in memory; undefined when none is. */
  async carrierNamed(name: string): Promise<CarrierRecord | undefined> {
    const { carriers = [] } = await this.rules();
    return carriers.find((carrier) => sameCarrier(carrier.name, name));
  }

  /** Changes the methods of the zone `which` names or finds; `missing` when there is none. */
  private changeZone(
    by: AuditActor | undefined,
    which: string | ((zone: ShippingZoneRecord) => boolean),
    decide: (methods: ShippingMethodRecord[]) => ShippingMethodRecord[],
    missing: () => AppError = zoneNotFound,
  ): Promise<PricingSettingsView> {
    const found = typeof which === 'string' ? (zone: ShippingZoneRecord) => String(zone._id) === which : which;
    return this.change(by, ({ zones }) => {
      const zone = zones.find(found);
      if (!zone) throw missing();
      return { zones: zones.map((entry) => (entry === zone ? { ...zone, methods: decide(zone.methods) } : entry)) };
    });
  }

  /** Decides a change on the settings as stored, writes it conditionally, decides again if another came first. */
  private async change(
    by: AuditActor | undefined,
    decide: (settings: Settings) => Partial<Settings>,
  ): Promise<PricingSettingsView> {
    for (let attempt = 1; ; attempt++) {
      const stored = (await this.repository.readSettings()) ?? DEFAULT_SETTINGS;
      const set = decide(stored);
      // The admin's change (`by`; none for a set-up without a request) carries its activity-log
      // entry, "before" from the revision the change is conditional on.
      const entry = by ? settingsChanged(by, stored, set) : undefined;
      const changed = await this.repository.changeSettings(stored.revision ?? 0, set, entry);
      if (changed) {
        await this.events.publish(new PricingSettingsChanged(changed, entry ? WITH_AUDIT : undefined));
        return toPricingSettings(changed);
      }
      if (attempt === ATTEMPTS) {
        throw new AppError(
          ErrorCode.VALIDATION_FAILED,
          'The settings changed while you were changing them. Please try again.',
        );
      }
    }
  }

  private hold(settings: Settings): void {
    if (!this.ready || (settings.revision ?? 0) >= (this.current.revision ?? 0)) this.current = settings;
    this.ready = true;
  }

  private async reload(): Promise<void> {
    // A store emptied (a restore, the tests) is back to the defaults.
    this.current = (await this.repository.readSettings()) ?? DEFAULT_SETTINGS;
    this.ready = true;
  }
}

/** A zone's fields, checked against the other zones: a country in one zone only, one rest-of-the-world zone. */
function zoneFields(input: ShippingZoneInput, others: readonly ShippingZoneRecord[]) {
  const countries = [...new Set(input.countries)];
  const restOfWorld = input.restOfWorld ?? false;
  if (!countries.length && !restOfWorld) {
    throw AppError.validation('Add at least one country to the zone, or make it the rest of the world');
  }
  for (const country of countries) {
    const taken = others.find((zone) => zone.countries.includes(country));
    if (taken) throw conflict(`${countryName(country)} is already in the zone ${taken.name}`);
  }
  const rest = restOfWorld && others.find((zone) => zone.restOfWorld);
  if (rest) throw conflict(`The zone ${rest.name} already covers the rest of the world`);
  return { name: input.name, countries, restOfWorld };
}

function methodFields(input: ShippingMethodInput) {
  const minDays = input.minDays ?? null;
  const maxDays = input.maxDays ?? null;
  if (minDays !== null && maxDays !== null && maxDays < minDays) {
    throw AppError.validation('Maximum days must be at least the minimum days');
  }
  return {
    name: input.name,
    priceCents: toCents(input.price),
    freeOverCents: input.freeOver === null || input.freeOver === undefined ? null : toCents(input.freeOver),
    minDays,
    maxDays,
    enabled: input.enabled ?? true,
  };
}

/** A carrier's fields; one carrier per name, without case. */
function carrierFields(input: CarrierInput, others: readonly CarrierRecord[]) {
  const name = input.name.trim();
  const same = others.find((carrier) => sameCarrier(carrier.name, name));
  if (same) throw conflict(`There is already a carrier named ${same.name}`);
  return { name, trackingUrl: input.trackingUrl.trim() };
}

/** A rate's fields; one rate per country, and one per region of it. */
function rateFields(input: TaxRateInput, others: readonly TaxRateRecord[]) {
  const region = input.region ?? '';
  const same = others.find(
    (rate) => rate.country === input.country && rate.region.trim().toLowerCase() === region.toLowerCase(),
  );
  if (same) {
    throw conflict(`${countryName(input.country)}${region ? ` (${region})` : ''} already has a tax rate`);
  }
  return {
    country: input.country,
    region,
    booksPpm: percentToPpm(input.booksRate),
    shippingPpm: percentToPpm(input.shippingRate),
  };
}
