import { useQuery } from '@apollo/client/react';
import type { StoreIdentityFieldsFragment } from '@/gql/graphql';
import { GetStoreIdentityDocument } from '../api/GetStoreIdentity.generated';

export type StoreIdentity = StoreIdentityFieldsFragment;

/** The shop's identity as saved (the first values until the first save), read once and kept in the cache. */
export function useStoreIdentity() {
  const { data, loading, error, refetch } = useQuery(GetStoreIdentityDocument, { notifyOnNetworkStatusChange: true });
  return {
    identity: data?.storeIdentity ?? null,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
