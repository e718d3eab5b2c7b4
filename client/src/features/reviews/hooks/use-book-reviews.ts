import type { ListBookReviewsQuery } from '@/gql/graphql';
import { notifyFailure } from '@/lib/notify';
import { LIST_PAGE_SIZE, usePaginatedList } from '@/lib/use-paginated-list';
import { useQuery } from '@apollo/client/react';
import { ListBookReviewsDocument } from '../api/ListBookReviews.generated';

export type BookReview = ListBookReviewsQuery['bookReviews']['edges'][number]['node'];
export const REVIEWS_SCOPE = 'reviews';

/** Operations to read again after a review changes: the list, and the book with its rating. */
export const AFTER_REVIEW_CHANGE = ['ListBookReviews', 'GetBook'];

/** A book's reviews, newest first, a page at a time; the reader's own review and whether they may write one. */
export function useBookReviews(bookId: string) {
  const list = usePaginatedList(
    ListBookReviewsDocument,
    { bookId },
    {
      connection: (data) => data.bookReviews,
      onError: (error) => notifyFailure(error, 'Failed to load the reviews', { scope: REVIEWS_SCOPE }),
    },
  );
  // The same query's cached first page: who is reading (their review, may they write one).
  const { data } = useQuery(ListBookReviewsDocument, {
    variables: { bookId, first: LIST_PAGE_SIZE },
    fetchPolicy: 'cache-only',
  });
  return { ...list, mine: data?.bookReviews.mine ?? null, canReview: data?.bookReviews.canReview ?? false };
}
