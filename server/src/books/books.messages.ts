/** The success messages of the books module, for the REST envelopes and the GraphQL payloads alike. */
export const BOOK_MESSAGES = {
  added: 'Book added successfully',
  updated: 'Book updated successfully',
  deleted: 'Book deleted successfully',
} as const;
