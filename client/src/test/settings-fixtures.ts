import { ShippingCarriersDocument } from '@/features/admin-orders/api/ShippingCarriers.generated';
import { GetPricingSettingsDocument } from '@/features/admin-settings/api/GetPricingSettings.generated';
import { ListDiscountCodesDocument } from '@/features/admin-settings/api/ListDiscountCodes.generated';
import { GetStoreIdentityDocument } from '@/features/admin-settings/api/GetStoreIdentity.generated';
import type { StoreIdentityFieldsFragment } from '@/gql/graphql';

/** The store's money settings, delivery methods, tax rates and discount codes as GraphQL returns them. */

export function gqlMethod(overrides: Partial<Omit<ReturnType<typeof baseMethod>, '__typename'>> = {}) {
  return { ...baseMethod(), ...overrides };
}
const baseMethod = () => ({
  __typename: 'ShippingMethod' as const,
  id: '66a000000000000000000101',
  name: 'Standard',
  price: 4.95,
  freeOver: null as number | null,
  minDays: 2 as number | null,
  maxDays: 4 as number | null,
  enabled: true,
});

export type GqlMethod = ReturnType<typeof gqlMethod>;

export function gqlZone(
  overrides: Partial<{
    id: string;
    name: string;
    countries: string[];
    restOfWorld: boolean;
    methods: GqlMethod[];
  }> = {},
) {
  return {
    __typename: 'ShippingZone' as const,
    id: '66a000000000000000000001',
    name: 'Europe',
    countries: ['FR', 'DE'],
    restOfWorld: false,
    methods: [] as GqlMethod[],
    ...overrides,
  };
}
export type GqlZone = ReturnType<typeof gqlZone>;

export function gqlRate(
  overrides: Partial<{
    id: string;
    country: string;
    countryName: string;
    region: string;
    booksRate: number;
    shippingRate: number;
  }> = {},
) {
  return {
    __typename: 'TaxRate' as const,
    id: '66a000000000000000000201',
    country: 'FR',
    countryName: 'France',
    region: '',
    booksRate: 5.5,
    shippingRate: 20,
    ...overrides,
  };
}
export type GqlRate = ReturnType<typeof gqlRate>;

export function gqlCarrier(overrides: Partial<{ id: string; name: string; trackingUrl: string }> = {}) {
  return {
    __typename: 'Carrier' as const,
    id: '66a000000000000000000401',
    name: 'DHL',
    trackingUrl: 'https://www.dhl.com/track?id={number}',
    ...overrides,
  };
}
export type GqlCarrier = ReturnType<typeof gqlCarrier>;

/** The carriers the shipped confirmation offers, for every time it opens. */
export function shippingCarriersMock(carriers: GqlCarrier[] = []) {
  return {
    request: { query: ShippingCarriersDocument },
    result: { data: { pricingSettings: { __typename: 'PricingSettings' as const, carriers } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function gqlSettings(
  overrides: Partial<{
    collectInStore: boolean;
    pricesIncludeTax: boolean;
    shopCountry: string;
    zones: GqlZone[];
    taxRates: GqlRate[];
    carriers: GqlCarrier[];
    legal: { __typename: 'LegalDetails'; name: string; address: string; taxNumber: string };
    payments: GqlPayments;
  }> = {},
) {
  return {
    __typename: 'PricingSettings' as const,
    collectInStore: true,
    pricesIncludeTax: false,
    shopCountry: '',
    shopRegion: '',
    legal: { __typename: 'LegalDetails' as const, name: '', address: '', taxNumber: '' },
    zones: [] as GqlZone[],
    taxRates: [] as GqlRate[],
    carriers: [] as GqlCarrier[],
    payments: gqlPayments(),
    ...overrides,
  };
}

/** The payment settings; by default a fresh store's: pay on delivery on, bank transfer off, no account, 7 days. */
export function gqlPayments({
  bankTransfer = false,
  first = 'on-delivery',
  bank = { holder: '', account: '', bank: '', notes: '' },
  expiryDays = 7,
} = {}) {
  const methods = [
    {
      __typename: 'PaymentMethodSetting' as const,
      id: 'on-delivery',
      name: 'Pay on delivery or in store',
      enabled: true,
    },
    { __typename: 'PaymentMethodSetting' as const, id: 'bank-transfer', name: 'Bank transfer', enabled: bankTransfer },
  ];
  return {
    __typename: 'PaymentSettings' as const,
    methods: first === 'on-delivery' ? methods : [...methods].reverse(),
    bank: { __typename: 'BankAccount' as const, ...bank },
    expiryDays,
  };
}
export type GqlPayments = ReturnType<typeof gqlPayments>;
export type GqlSettings = ReturnType<typeof gqlSettings>;

export function gqlCode(overrides: Partial<Omit<ReturnType<typeof baseCode>, '__typename'>> = {}) {
  return { ...baseCode(), ...overrides };
}
const baseCode = () => ({
  __typename: 'DiscountCode' as const,
  id: '66a000000000000000000301',
  code: 'SUMMER10',
  kind: 'PERCENTAGE' as 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING',
  percent: 10 as number | null,
  amount: null as number | null,
  minimumSubtotal: null as number | null,
  startsAt: null as string | null,
  endsAt: null as string | null,
  maxUses: null as number | null,
  perCustomer: null as number | null,
  enabled: true,
  uses: 0,
  discountGiven: 0,
  createdAt: '2026-05-01T10:00:00.000Z',
});
export type GqlCode = ReturnType<typeof gqlCode>;

export function settingsMock(settings: GqlSettings) {
  return { request: { query: GetPricingSettingsDocument }, result: { data: { pricingSettings: settings } } };
}

export function codesMock(discountCodes: GqlCode[]) {
  return { request: { query: ListDiscountCodesDocument }, result: { data: { discountCodes } } };
}

/** A settings change's answer: its message and the whole settings after it. */
export function settingsPayload(field: string, message: string, settings: GqlSettings) {
  return { data: { [field]: { __typename: 'PricingSettingsPayload' as const, message, settings } } };
}

/** The shop's identity as GraphQL answers it (StoreIdentityFields, with the type names the cache keeps). */
export function gqlIdentity(
  overrides: Partial<Omit<StoreIdentityFieldsFragment, 'socialLinks'>> & { links?: string[] } = {},
) {
  const { links, ...fields } = overrides;
  return {
    __typename: 'StoreIdentity' as const,
    name: 'Northshelf Books',
    logoUrl: null as string | null,
    email: 'help@bookstore.test',
    phone: '+1 555 0100',
    address: '1 Library Lane\nBooktown',
    about: '',
    updatedAt: null as string | null,
    ...fields,
    socialLinks: (links ?? ['https://www.instagram.com/northshelf']).map((url) => ({
      __typename: 'SocialLink' as const,
      name: new URL(url).hostname.replace(/^www\./, '').replace('instagram.com', 'Instagram'),
      url,
    })),
  };
}

/** The admin's identity query: answered for every render (see render-app) unless a test gives its own. */
export function identityMock(identity = gqlIdentity()) {
  return {
    request: { query: GetStoreIdentityDocument },
    result: { data: { storeIdentity: identity } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** An identity change's answer: its message and the whole identity after it. */
export function identityPayload(field: string, message: string, identity = gqlIdentity()) {
  return { data: { [field]: { __typename: 'StoreIdentityPayload' as const, message, identity } } };
}
