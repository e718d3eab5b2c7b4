import { useQuery } from '@apollo/client/react';
import { type DiscountCodeFieldsFragment } from '@/gql/graphql';
import { ListDiscountCodesDocument } from '../api/ListDiscountCodes.generated';

export type DiscountCode = DiscountCodeFieldsFragment;

/** Every discount code, newest first, with its uses and the discount given; a failed read shows its own error state. */
export function useDiscountCodes() {
  const { data, loading, error, refetch } = useQuery(ListDiscountCodesDocument, {
    notifyOnNetworkStatusChange: true,
  });
  return {
    codes: data?.discountCodes ?? null,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
