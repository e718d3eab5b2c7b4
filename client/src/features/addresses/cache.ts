import type { ApolloCache } from '@apollo/client';
import { ListAddressesDocument, type AddressFieldsFragment } from '@/gql/graphql';

/** Every change answers the whole book (the default may move): it replaces the cached list at once. */
export function writeAddresses(cache: ApolloCache, addresses: readonly AddressFieldsFragment[]): void {
  cache.writeQuery({ query: ListAddressesDocument, data: { addresses: [...addresses] } });
}
