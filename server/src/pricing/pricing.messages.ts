/** The success messages of the pricing module, for the REST envelopes and the GraphQL payloads alike. */
export const PRICING_MESSAGES = {
  optionsUpdated: 'Store options updated',
  legalUpdated: 'Legal details updated',
  zoneAdded: 'Shipping zone added',
  zoneUpdated: 'Shipping zone updated',
  zoneDeleted: 'Shipping zone deleted',
  methodAdded: 'Delivery method added',
  methodUpdated: 'Delivery method updated',
  methodDeleted: 'Delivery method deleted',
  rateAdded: 'Tax rate added',
  rateUpdated: 'Tax rate updated',
  rateDeleted: 'Tax rate deleted',
  codeAdded: 'Discount code added',
  codeUpdated: 'Discount code updated',
  codeDeleted: 'Discount code deleted',
} as const;
