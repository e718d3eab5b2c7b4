/** The success messages of the address book, for the REST envelopes and the GraphQL payloads alike. */
export const ADDRESS_MESSAGES = {
  added: 'Address added',
  updated: 'Address updated',
  deleted: 'Address deleted',
  madeDefault: 'Default address updated',
} as const;
