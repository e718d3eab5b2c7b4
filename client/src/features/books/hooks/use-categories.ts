import { useQuery } from '@apollo/client/react';
import { ListCategoriesDocument } from '@/gql/graphql';

/** The categories that have books, with their counts (A to Z). A failure just leaves the list empty. */
export function useCategories() {
  const { data } = useQuery(ListCategoriesDocument);
  return data?.categories ?? [];
}
