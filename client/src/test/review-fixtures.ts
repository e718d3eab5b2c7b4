import type { MockLink } from '@apollo/client/testing';
import { ListBookReviewsDocument } from '@/features/reviews/api/ListBookReviews.generated';

/**
 * Any book's reviews, none yet and none to write: a book page's reviews section asks for them, and
 * screens that are not about reviews answer with this (a test about reviews gives its own first).
 */
export function noReviewsMock(): MockLink.MockedResponse {
  return {
    request: { query: ListBookReviewsDocument, variables: () => true },
    result: {
      data: {
        bookReviews: {
          __typename: 'BookReviewsPage',
          totalCount: 0,
          canReview: false,
          mine: null,
          edges: [],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
