import { z } from 'zod';
import {
  ADDRESS_LIMITS,
  CODE_MESSAGE,
  CODE_PATTERN,
  EXPIRY_MESSAGE,
  MAX_BANK_FIELD,
  MAX_BANK_NOTES,
  MAX_DAYS,
  MAX_EXPIRY_DAYS,
  MIN_EXPIRY_DAYS,
  MAX_LEGAL_LENGTH,
  MAX_PRICE,
  MAX_PRICING_NAME_LENGTH,
  MAX_TAX_NUMBER_LENGTH,
  MAX_TRACKING_URL_LENGTH,
  MAX_USES,
  PERCENT_MESSAGE,
  RATE_MESSAGE,
  SOCIAL_LINK_MESSAGE,
  STORE_IDENTITY_LIMITS,
  TRACKING_URL_MESSAGE,
  USES_MESSAGE,
} from '@/config/rules';
import { normaliseDecimal, optionalText, requiredText } from '@/lib/validation';

/**
 * The settings forms' rules, as the server applies them (server/src/pricing/dto), with the
 * server's messages. Numbers stay text until they are checked; a blank optional number is none.
 */

/** Plain decimal notation, possibly negative: anything else is not a number here. */
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;
const decimals = (text: string) => (text.includes('.') ? text.split('.')[1].length : 0);

/** An amount of money as typed: at least 0, at most 2 decimals, at most MAX_PRICE; '' is none unless required. */
export function moneyField(label: string, { required = false } = {}) {
  const message = `${label} must be a number of at least 0 with at most 2 decimals`;
  return z
    .string()
    .transform(normaliseDecimal)
    .superRefine((text, ctx) => {
      if (text === '') {
        if (required) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return;
      }
      if (!NUMBER_TEXT.test(text) || Number(text) < 0 || decimals(text) > 2) {
        ctx.addIssue({ code: 'custom', message });
      } else if (Number(text) > MAX_PRICE) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${MAX_PRICE}` });
      }
    });
}

/** A whole number as typed, from `min` to `max`; '' is none. */
function optionalWhole(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max), message);
}

const daysField = (label: string) =>
  optionalWhole(0, MAX_DAYS, `${label} must be a whole number from 0 to ${MAX_DAYS}`);

/** A tax rate as typed: a percentage from 0 to 100 with at most 4 decimals. */
function rateField(label: string) {
  return z
    .string()
    .transform(normaliseDecimal)
    .superRefine((text, ctx) => {
      if (text === '') ctx.addIssue({ code: 'custom', message: `${label} is required` });
      else if (!NUMBER_TEXT.test(text) || Number(text) < 0 || Number(text) > 100 || decimals(text) > 4) {
        ctx.addIssue({ code: 'custom', message: `${label}: ${RATE_MESSAGE}` });
      }
    });
}

export const optionsSchema = z.object({
  collectInStore: z.boolean(),
  pricesIncludeTax: z.boolean(),
  shopCountry: z.string(),
  shopRegion: optionalText('Shop region', ADDRESS_LIMITS.region),
});
export type OptionsValues = z.input<typeof optionsSchema>;

export const legalSchema = z.object({
  name: optionalText('Legal name', MAX_PRICING_NAME_LENGTH * 2),
  address: optionalText('Legal address', MAX_LEGAL_LENGTH),
  taxNumber: optionalText('Tax number', MAX_TAX_NUMBER_LENGTH),
});
export type LegalValues = z.input<typeof legalSchema>;

export const zoneSchema = z
  .object({
    name: requiredText('Zone name', MAX_PRICING_NAME_LENGTH),
    countries: z.array(z.string()),
    restOfWorld: z.boolean(),
  })
  .refine((zone) => zone.countries.length > 0 || zone.restOfWorld, {
    path: ['countries'],
    message: 'Add at least one country to the zone, or make it the rest of the world',
  });
export type ZoneValues = z.input<typeof zoneSchema>;

export const methodSchema = z
  .object({
    name: requiredText('Method name', MAX_PRICING_NAME_LENGTH),
    price: moneyField('Price', { required: true }),
    freeOver: moneyField('Free over'),
    minDays: daysField('Minimum days'),
    maxDays: daysField('Maximum days'),
    enabled: z.boolean(),
  })
  .refine((method) => method.minDays === '' || method.maxDays === '' || +method.maxDays >= +method.minDays, {
    path: ['maxDays'],
    message: 'Maximum days must be at least the minimum days',
  });
export type MethodValues = z.input<typeof methodSchema>;

export const taxRateSchema = z.object({
  country: z.string().min(1, 'Country is required'),
  region: optionalText('Region', ADDRESS_LIMITS.region),
  booksRate: rateField('Books rate'),
  shippingRate: rateField('Shipping rate'),
});
export type TaxRateValues = z.input<typeof taxRateSchema>;

/** Whether a tracking link template is an https:// address with {number} in it (the server's rule). */
function isTrackingTemplate(text: string): boolean {
  if (!text.includes('{number}') || /\s/.test(text)) return false;
  try {
    const url = new URL(text.replaceAll('{number}', '0'));
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const carrierSchema = z.object({
  name: requiredText('Carrier name', MAX_PRICING_NAME_LENGTH),
  trackingUrl: z
    .string()
    .trim()
    .min(1, 'Tracking link is required')
    .max(MAX_TRACKING_URL_LENGTH, `A tracking link is at most ${MAX_TRACKING_URL_LENGTH} characters`)
    .refine(isTrackingTemplate, TRACKING_URL_MESSAGE),
});
export type CarrierValues = z.input<typeof carrierSchema>;

export const DISCOUNT_KINDS = ['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'] as const;
export type DiscountKindValue = (typeof DISCOUNT_KINDS)[number];

/** A date and time as a datetime-local field holds it ('2026-06-01T09:00'), or '' for none. */
const dateTimeField = (label: string) =>
  z
    .string()
    .refine((text) => text === '' || !Number.isNaN(new Date(text).getTime()), `${label} must be a date and time`);

const usesField = (prefix = '') => optionalWhole(1, MAX_USES, prefix ? `${prefix}: ${USES_MESSAGE}` : USES_MESSAGE);

export const codeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, 'Code is required')
      .refine((text) => text === '' || CODE_PATTERN.test(text), CODE_MESSAGE),
    kind: z.enum(DISCOUNT_KINDS),
    percent: z.string().trim(),
    amount: moneyField('Amount'),
    minimumSubtotal: moneyField('Minimum subtotal'),
    startsAt: dateTimeField('Starts at'),
    endsAt: dateTimeField('Ends at'),
    maxUses: usesField(),
    perCustomer: usesField('Uses per customer'),
    enabled: z.boolean(),
  })
  .superRefine((code, ctx) => {
    if (code.kind === 'PERCENTAGE') {
      const valid = /^\d+$/.test(code.percent) && +code.percent >= 1 && +code.percent <= 100;
      if (!valid) ctx.addIssue({ code: 'custom', path: ['percent'], message: PERCENT_MESSAGE });
    }
    if (code.kind === 'FIXED_AMOUNT' && !(Number(code.amount) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A fixed amount code needs its amount (more than 0)' });
    }
    if (code.startsAt && code.endsAt && new Date(code.endsAt) <= new Date(code.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Ends at must be after starts at' });
    }
  });
export type CodeValues = z.input<typeof codeSchema>;
export type CodeOutput = z.output<typeof codeSchema>;

/** '' → null, else the number: how a blank optional number goes to the server. */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** A datetime-local value ('' for none) as the ISO instant the server takes. */
export const isoOrNull = (local: string): string | null => (local ? new Date(local).toISOString() : null);

/** An ISO instant as a datetime-local value in the browser's time zone ('' for none). */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An https:// address with a host and no credentials, as the server takes a social link. */
export function isSocialLink(text: string): boolean {
  if (!/^https:\/\/[^\s/]+/i.test(text) || text.length > STORE_IDENTITY_LIMITS.socialLinkUrl) return false;
  try {
    const url = new URL(text);
    return !url.username && !url.password && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const CONTACT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shop's identity (server/src/store-identity/dto): blank optional fields are none. */
export const identitySchema = z.object({
  name: requiredText('Shop name', STORE_IDENTITY_LIMITS.name),
  email: optionalText('Contact email', STORE_IDENTITY_LIMITS.email).refine(
    (text) => text === '' || CONTACT_EMAIL.test(text),
    'Contact email must be an email address such as hello@example.com',
  ),
  phone: optionalText('Phone', STORE_IDENTITY_LIMITS.phone),
  address: optionalText('Postal address', STORE_IDENTITY_LIMITS.address),
  about: optionalText('About text', STORE_IDENTITY_LIMITS.about),
  socialLinks: z
    .array(z.object({ url: z.string().trim().refine(isSocialLink, SOCIAL_LINK_MESSAGE) }))
    .max(
      STORE_IDENTITY_LIMITS.socialLinks,
      `A shop can list at most ${STORE_IDENTITY_LIMITS.socialLinks} social links`,
    ),
});
export type IdentityValues = z.input<typeof identitySchema>;

/**
 * The payment settings: every method (on or off, in the checkout's order), the bank account and
 * the days a transfer may take; at least one method on, and bank transfer needs the account.
 */
export const paymentsSchema = z
  .object({
    methods: z.array(z.object({ id: z.string(), name: z.string(), enabled: z.boolean() })),
    bankHolder: optionalText('Account holder', MAX_BANK_FIELD),
    bankAccount: optionalText('Account number', MAX_BANK_FIELD),
    bankName: optionalText('Bank', MAX_BANK_FIELD),
    bankNotes: optionalText('Transfer notes', MAX_BANK_NOTES),
    expiryDays: z
      .string()
      .trim()
      .refine((text) => /^\d+$/.test(text) && +text >= MIN_EXPIRY_DAYS && +text <= MAX_EXPIRY_DAYS, EXPIRY_MESSAGE),
  })
  .refine((values) => values.methods.some((method) => method.enabled), {
    message: 'Enable at least one payment method',
    path: ['methods'],
  })
  .superRefine((values, ctx) => {
    if (!values.methods.some((method) => method.id === 'bank-transfer' && method.enabled)) return;
    const needed = 'Bank transfer needs the account holder and the account number (IBAN)';
    if (!values.bankHolder.trim()) ctx.addIssue({ code: 'custom', message: needed, path: ['bankHolder'] });
    if (!values.bankAccount.trim()) ctx.addIssue({ code: 'custom', message: needed, path: ['bankAccount'] });
  });
export type PaymentsValues = z.input<typeof paymentsSchema>;
