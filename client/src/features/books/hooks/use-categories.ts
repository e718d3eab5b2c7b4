import { useQuery } from '@apollo/client/react';
import { ListCategoriesDocument } from '../api/ListCategories.generated';

/**
 * The categories that have books, with their counts (A to Z), and the size of the whole catalogue:
 * every book has exactly one category, so it is the sum of the counts (null until they are known).
 * A failure just leaves the list empty and the size unknown.
 */
export function useCategories() {
  const { data } = useQuery(ListCategoriesDocument);
  const categories = data?.categories ?? [];
  const catalogueSize = data ? categories.reduce((sum, { count }) => sum + count, 0) : null;
  return { categories, catalogueSize };
}
