/** The success messages of the shop's identity, for the REST envelopes and the GraphQL payloads alike. */
export const STORE_IDENTITY_MESSAGES = {
  updated: 'Shop identity saved',
  logoUpdated: 'Logo saved',
  logoRemoved: 'Logo removed',
} as const;
