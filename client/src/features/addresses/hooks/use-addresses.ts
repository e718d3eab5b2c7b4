import { useQuery } from '@apollo/client/react';
import { ListAddressesDocument } from '../api/ListAddresses.generated';

export const ADDRESSES_SCOPE = 'addresses';

/**
 * The signed-in shopper's addresses, in the order added, with the default one. A failed load is
 * `failed` (the screens say so and offer Try again); the list is kept in Apollo's cache and
 * replaced by every change's answer.
 */
export function useAddresses() {
  const { data, loading, error, refetch } = useQuery(ListAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const addresses = data?.addresses ?? [];
  return {
    addresses,
    defaultAddress: addresses.find((address) => address.isDefault) ?? null,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch(),
  };
}
