/**
 * The review rules both sides check (pure: the client's rules test compares them): the stars, and
 * the longest texts, in code points.
 */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEW_TITLE_LENGTH = 120;
export const MAX_REVIEW_TEXT_LENGTH = 4000;
/** The admin's reason for hiding a review, and a shopper's reason for reporting one. */
export const MAX_REVIEW_REASON_LENGTH = 500;

export const RATING_MESSAGE = `Rating must be a whole number of stars from ${MIN_RATING} to ${MAX_RATING}`;
