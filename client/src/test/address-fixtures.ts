import { ListAddressesDocument } from '@/features/addresses/api/ListAddresses.generated';

let addressCounter = 0;

/** An address of the book as GraphQL returns it (AddressFields). */
export function gqlAddress(
  overrides: Partial<{
    id: string;
    fullName: string;
    line1: string;
    city: string;
    postalCode: string;
    country: string;
    countryName: string;
    isDefault: boolean;
    line2: string;
    region: string;
    phone: string;
  }> = {},
) {
  addressCounter += 1;
  return {
    __typename: 'Address' as const,
    id: `64d0${addressCounter.toString(16).padStart(20, '0')}`,
    fullName: 'Ada Lovelace',
    line1: '12 St James’s Square',
    line2: '',
    city: 'London',
    region: '',
    postalCode: 'SW1Y 4JH',
    country: 'GB',
    countryName: 'United Kingdom',
    phone: '',
    isDefault: false,
    ...overrides,
  };
}

export type GqlAddress = ReturnType<typeof gqlAddress>;

/** The answer to the address list, for every render unless `maxUsageCount` says otherwise. */
export function addressesMock(addresses: GqlAddress[], { maxUsageCount = Number.POSITIVE_INFINITY } = {}) {
  return { request: { query: ListAddressesDocument }, result: { data: { addresses } }, maxUsageCount };
}
