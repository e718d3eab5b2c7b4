/** The success messages of the orders module, for the REST envelopes and the GraphQL payloads alike. */
export const ORDER_MESSAGES = {
  placed: 'Order placed successfully!',
  statusUpdated: (status: string) => `Order status updated to ${status}`,
  cancelled: 'Order cancelled',
  noteAdded: 'Note added',
  paymentRecorded: (state: string) => (state === 'paid' ? 'Order marked paid' : 'Order marked refunded'),
} as const;
