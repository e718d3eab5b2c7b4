/** The messages of the complaints module, for the REST envelopes, the GraphQL payloads and the errors. */
export const COMPLAINT_MESSAGES = {
  submitted: 'Complaint submitted successfully!',
  updated: 'Complaint updated successfully',
  deleted: 'Complaint deleted successfully',
  required: 'Please fill in all required fields',
  responseRequired: 'Please provide a response',
  replied: 'Reply sent',
  messageRequired: 'Message is required',
  threadFull: (max: number) =>
    `This conversation has reached ${max} messages. Please submit a new complaint to continue.`,
  notFound: 'Complaint not found',
  orderNotFound: 'Order not found',
  orderNotAllowed: 'Only order, payment and delivery complaints can name an order',
} as const;
