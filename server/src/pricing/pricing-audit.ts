import {
  auditEntry,
  AuditAction,
  type AuditActor,
  type AuditEntryRecord,
  auditMoney,
  AuditTargetType,
} from '../common/audit/audit-entry';
import type { StoredCode } from './pricing.repository';
import type {
  CarrierRecord,
  PricingSettings,
  ShippingZoneRecord,
  TaxRateRecord,
} from './schemas/pricing-settings.schema';

/** The entries of the admin's changes to the money settings and discount codes (the activity log: common/audit). */

const SETTINGS_TARGET = { type: AuditTargetType.SETTINGS, id: 'settings', label: 'Money settings' };

const percent = (ppm: number) => `${ppm / 10_000} %`;

/** One line per item of a list setting, as a person reads it. */
const ITEM_TEXT = {
  zones: (zone: ShippingZoneRecord) =>
    `${zone.countries.join(', ') || (zone.restOfWorld ? 'rest of the world' : 'no countries')}; ` +
    (zone.methods
      .map((method) => `${method.name} ${auditMoney(method.priceCents)}${method.enabled ? '' : ' (off)'}`)
      .join(', ') || 'no methods'),
  taxRates: (rate: TaxRateRecord) => `books ${percent(rate.booksPpm)}, shipping ${percent(rate.shippingPpm)}`,
  carriers: (carrier: CarrierRecord) => carrier.trackingUrl,
} as const;

const ITEM_NAME = {
  zones: (zone: ShippingZoneRecord) => `zone ${zone.name}`,
  taxRates: (rate: TaxRateRecord) => `tax rate ${rate.country}${rate.region ? ` ${rate.region}` : ''}`,
  carriers: (carrier: CarrierRecord) => `carrier ${carrier.name}`,
} as const;

type ListKey = keyof typeof ITEM_TEXT;
type Item = { _id: unknown };

/** The fields of the settings a change sets, before and after, one per list item changed. */
function settingsFields(settings: Partial<PricingSettings>, keys: string[], names: Map<string, string>) {
  const fields: Record<string, unknown> = {};
  for (const key of keys) {
    if (key in ITEM_TEXT) {
      const list = key as ListKey;
      for (const item of (settings[list] ?? []) as Item[]) {
        const text = (ITEM_TEXT[list] as (entry: Item) => string)(item);
        fields[names.get(`${list}:${String(item._id)}`)!] = text;
      }
    } else if (key === 'legal') {
      for (const [part, value] of Object.entries(settings.legal ?? {})) fields[`legal ${part}`] = value;
    } else fields[key] = settings[key as keyof PricingSettings];
  }
  return fields;
}

/** The entry of one change of the money settings: what `set` changed of `stored` (the revision it was decided on). */
export function settingsChanged(
  by: AuditActor,
  stored: Partial<PricingSettings>,
  set: Partial<PricingSettings>,
): AuditEntryRecord {
  const keys = Object.keys(set);
  // An item is named as it is after the change (as it was, when deleted).
  const names = new Map<string, string>();
  for (const settings of [stored, set])
    for (const list of Object.keys(ITEM_NAME) as ListKey[])
      for (const item of (settings[list] ?? []) as Item[])
        names.set(`${list}:${String(item._id)}`, (ITEM_NAME[list] as (entry: Item) => string)(item));
  return auditEntry(
    by,
    AuditAction.SETTINGS_CHANGED,
    SETTINGS_TARGET,
    settingsFields(stored, keys, names),
    settingsFields(set, keys, names),
  );
}

/** A discount code's terms, as the admin's form shows them. */
function codeTerms(code: Partial<StoredCode> | undefined): Record<string, unknown> {
  if (!code) return {};
  return {
    code: code.code,
    kind: code.kind,
    percent: code.percent,
    amount: auditMoney(code.amountCents),
    minimum: auditMoney(code.minimumCents),
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    maxUses: code.maxUses,
    perCustomer: code.perCustomer,
    enabled: code.enabled,
  };
}

const ACTION = {
  created: AuditAction.DISCOUNT_CODE_CREATED,
  changed: AuditAction.DISCOUNT_CODE_CHANGED,
  deleted: AuditAction.DISCOUNT_CODE_DELETED,
} as const;

/** The entry of a code created (`before` none), changed, or deleted (`after` none). */
export function codeEntry(
  by: AuditActor,
  what: keyof typeof ACTION,
  id: string,
  before: Partial<StoredCode> | undefined,
  after: Partial<StoredCode> | undefined,
): AuditEntryRecord {
  const label = after?.code ?? before?.code ?? '';
  const target = { type: AuditTargetType.DISCOUNT_CODE, id, label };
  return auditEntry(by, ACTION[what], target, codeTerms(before), codeTerms(after));
}
