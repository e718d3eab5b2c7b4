import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GetWishlistIdsDocument } from '../api/GetWishlistIds.generated';

/**
 * The shopper's saved books and awaited alerts, as sets of book ids: read once (the cache answers every
 * heart after the first), replaced by every wishlist mutation's answer.
 */
export function useWishlistIds() {
  const { data, loading } = useQuery(GetWishlistIdsDocument);
  const saved = useMemo(() => new Set(data?.wishlist.bookIds ?? []), [data]);
  const alerted = useMemo(() => new Set(data?.wishlist.alertBookIds ?? []), [data]);
  return { saved, alerted, loading: loading && !data };
}
