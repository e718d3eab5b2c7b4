import type { ApolloCache } from '@apollo/client';
import { type AddressFieldsFragment } from '@/gql/graphql';
import { ListAddressesDocument } from './api/ListAddresses.generated';

/** Every change answers the whole book (the default may move): it replaces the cached list at once. */
export function writeAddresses(cache: ApolloCache, addresses: readonly AddressFieldsFragment[]): void {
  cache.writeQuery({ query: ListAddressesDocument, data: { addresses: [...addresses] } });
}
