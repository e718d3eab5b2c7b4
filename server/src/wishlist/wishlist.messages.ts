/** The success messages of the wishlist and the back-in-stock alerts, for the REST envelopes and the GraphQL payloads alike. */
export const WISHLIST_MESSAGES = {
  added: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  alertRequested: 'We will email you when it is back in stock',
  alertCancelled: 'Back-in-stock alert cancelled',
} as const;
