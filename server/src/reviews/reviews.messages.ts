/** The messages of the reviews module, for the REST envelopes, the GraphQL payloads and the errors. */
export const REVIEW_MESSAGES = {
  saved: 'Review saved',
  deleted: 'Review deleted',
  reported: 'Thank you: the review was reported to the store',
  hidden: 'Review hidden',
  shown: 'Review shown again',
  notFound: 'Review not found',
  bookNotFound: 'Book not found',
  notAVerifiedBuyer: 'Only customers who have received this book can review it',
  alreadyReported: 'You have already reported this review',
  ownReview: 'You cannot report your own review',
  reasonRequired: 'Please give a reason: the review’s author will see it',
} as const;
