/**
 * The complaint enumerations as GraphQL sends them, their labels for people, and the
 * categories that may name one of the shopper's orders. Shared by the shopper's and the admin's
 * complaint screens.
 */
import type { ComplaintCategory, ComplaintPriority, ComplaintStatus, ComplaintType } from '@/gql/graphql';

export type ComplaintStatusValue = ComplaintStatus;
export type ComplaintPriorityValue = ComplaintPriority;
export type ComplaintTypeValue = ComplaintType;
export type ComplaintCategoryValue = ComplaintCategory;

export const COMPLAINT_STATUSES = [
  'PENDING',
  'IN_PROGRESS',
  'RESOLVED',
  'CLOSED',
] as const satisfies readonly ComplaintStatusValue[];
export const COMPLAINT_PRIORITIES = [
  'URGENT',
  'HIGH',
  'MEDIUM',
  'LOW',
] as const satisfies readonly ComplaintPriorityValue[];
export const COMPLAINT_TYPES = [
  'COMPLAINT',
  'FEEDBACK',
  'SUGGESTION',
  'BUG_REPORT',
] as const satisfies readonly ComplaintTypeValue[];
export const COMPLAINT_CATEGORIES = [
  'ORDER_ISSUE',
  'BOOK_QUALITY',
  'WEBSITE_ISSUE',
  'PAYMENT_ISSUE',
  'DELIVERY_ISSUE',
  'OTHER',
] as const satisfies readonly ComplaintCategoryValue[];

/** Length limits of a complaint, in code points after trimming, as the server counts them. */
export const COMPLAINT_TITLE_MAX = 200;
export const COMPLAINT_DESCRIPTION_MAX = 1000;

/** The defaults of a new complaint. */
export const DEFAULT_COMPLAINT_TYPE: ComplaintTypeValue = 'COMPLAINT';
export const DEFAULT_COMPLAINT_CATEGORY: ComplaintCategoryValue = 'OTHER';
export const DEFAULT_COMPLAINT_PRIORITY: ComplaintPriorityValue = 'MEDIUM';

/** The categories about an order, for which a complaint may name one of the shopper's orders. */
export const ORDER_RELATED_CATEGORIES = [
  'ORDER_ISSUE',
  'PAYMENT_ISSUE',
  'DELIVERY_ISSUE',
] as const satisfies readonly ComplaintCategoryValue[];

export function isOrderRelatedCategory(category: ComplaintCategoryValue): boolean {
  return (ORDER_RELATED_CATEGORIES as readonly string[]).includes(category);
}

/** 'IN_PROGRESS' → 'In Progress', 'BUG_REPORT' → 'Bug Report': for selects and filters. */
export function complaintLabel(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'IN_PROGRESS' → 'IN PROGRESS': badges show the wire value with hyphens as spaces, in capitals. */
export function complaintBadgeLabel(value: string): string {
  return value.replace(/_/g, ' ');
}

/** True for a status as GraphQL sends it, e.g. from a URL or a select. */
export function isComplaintStatus(value: string): value is ComplaintStatusValue {
  return (COMPLAINT_STATUSES as readonly string[]).includes(value);
}

export function isComplaintType(value: string): value is ComplaintTypeValue {
  return (COMPLAINT_TYPES as readonly string[]).includes(value);
}

export function isComplaintPriority(value: string): value is ComplaintPriorityValue {
  return (COMPLAINT_PRIORITIES as readonly string[]).includes(value);
}

export function isComplaintCategory(value: string): value is ComplaintCategoryValue {
  return (COMPLAINT_CATEGORIES as readonly string[]).includes(value);
}
