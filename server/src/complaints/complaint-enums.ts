import { registerEnumType } from '@nestjs/graphql';

/** A complaint's status. Every new complaint is PENDING; the admin may set any of them. */
export enum ComplaintStatus {
  PENDING = 'pending',
  IN_PROGRESS = 'in-progress',
  RESOLVED = 'resolved',
  CLOSED = 'closed',
}

/** A complaint's priority; each has a response target (see complaint-rules.ts). */
export enum ComplaintPriority {
  URGENT = 'urgent',
  HIGH = 'high',
  MEDIUM = 'medium',
  LOW = 'low',
}

/** What a complaint is: a complaint, feedback, a suggestion or a bug report. */
export enum ComplaintType {
  COMPLAINT = 'complaint',
  FEEDBACK = 'feedback',
  SUGGESTION = 'suggestion',
  BUG_REPORT = 'bug-report',
}

/** What a complaint is about. */
export enum ComplaintCategory {
  ORDER_ISSUE = 'order-issue',
  BOOK_QUALITY = 'book-quality',
  WEBSITE_ISSUE = 'website-issue',
  PAYMENT_ISSUE = 'payment-issue',
  DELIVERY_ISSUE = 'delivery-issue',
  OTHER = 'other',
}

registerEnumType(ComplaintStatus, {
  name: 'ComplaintStatus',
  description:
    'PENDING (every new complaint), IN_PROGRESS, RESOLVED, CLOSED; REST: pending, in-progress, resolved, closed',
});
registerEnumType(ComplaintPriority, {
  name: 'ComplaintPriority',
  description: 'URGENT, HIGH, MEDIUM (the default), LOW; REST: urgent, high, medium, low',
});
registerEnumType(ComplaintType, {
  name: 'ComplaintType',
  description:
    'COMPLAINT (the default), FEEDBACK, SUGGESTION, BUG_REPORT; REST: complaint, feedback, suggestion, bug-report',
});
registerEnumType(ComplaintCategory, {
  name: 'ComplaintCategory',
  description:
    'ORDER_ISSUE, BOOK_QUALITY, WEBSITE_ISSUE, PAYMENT_ISSUE, DELIVERY_ISSUE, OTHER (the default); REST: the same in lower case with hyphens',
});

const oneOf = (field: string, values: object) => `${field} must be one of ${Object.values(values).join(', ')}`;
export const STATUS_MESSAGE = oneOf('Status', ComplaintStatus);
export const PRIORITY_MESSAGE = oneOf('Priority', ComplaintPriority);
export const TYPE_MESSAGE = oneOf('Type', ComplaintType);
export const CATEGORY_MESSAGE = oneOf('Category', ComplaintCategory);
