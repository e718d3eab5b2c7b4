import type { ListAdminReviewsQuery } from '@/gql/graphql';
import { notifyFailure } from '@/lib/notify';
import { usePaginatedList } from '@/lib/use-paginated-list';
import { ListAdminReviewsDocument } from '../api/ListAdminReviews.generated';

export type AdminReview = ListAdminReviewsQuery['reviews']['edges'][number]['node'];
export const ADMIN_REVIEWS_SCOPE = 'admin-reviews';

/** The admin's reviews, newest first: the reported ones only, or all. */
export function useAdminReviews(reported: boolean) {
  return usePaginatedList(
    ListAdminReviewsDocument,
    { reported: reported || undefined },
    {
      connection: (data) => data.reviews,
      onError: (error) => notifyFailure(error, 'Failed to load the reviews', { scope: ADMIN_REVIEWS_SCOPE }),
    },
  );
}
