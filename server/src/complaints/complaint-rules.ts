import { ComplaintCategory, ComplaintPriority, ComplaintStatus } from './complaint-enums';

/** Pure rules of complaints (no Nest or Mongoose), shared by the service and its spec. */

export const MAX_COMPLAINT_TITLE_LENGTH = 200;
export const MAX_COMPLAINT_DESCRIPTION_LENGTH = 1000;
export const MAX_COMPLAINT_RESPONSE_LENGTH = 5000;
/** A shopper's reply in a complaint's thread: as long as an answer may be. */
export const MAX_COMPLAINT_REPLY_LENGTH = MAX_COMPLAINT_RESPONSE_LENGTH;
/** The most messages a complaint's thread holds (its description, the answers and the replies); a shopper's reply past it is refused. */
export const MAX_COMPLAINT_MESSAGES = 200;

/**
 * Hours within which a complaint of each priority should be answered, by priority: the settings
 * COMPLAINT_TARGET_HOURS_* (config/app-config.ts holds them and their defaults).
 */
export type ComplaintTargets = Record<ComplaintPriority, number>;

/** The statuses still waiting for the store: only these can be overdue. */
export const OPEN_STATUSES: readonly ComplaintStatus[] = [ComplaintStatus.PENDING, ComplaintStatus.IN_PROGRESS];

/** The categories where a complaint may name one of the shopper's orders. */
export const ORDER_CATEGORIES: readonly ComplaintCategory[] = [
  ComplaintCategory.ORDER_ISSUE,
  ComplaintCategory.PAYMENT_ISSUE,
  ComplaintCategory.DELIVERY_ISSUE,
];

const HOUR_MS = 3_600_000;

/** When a complaint created at `createdAt` with this priority should have been answered. */
export function dueAtFor(createdAt: Date, priority: ComplaintPriority, targets: ComplaintTargets): Date {
  return new Date(createdAt.getTime() + targets[priority] * HOUR_MS);
}

/** Still waiting for the store (pending or in progress): its response target applies. */
export const isOpen = (status: ComplaintStatus): boolean => OPEN_STATUSES.includes(status);

/** Still waiting (pending or in progress) and past its target. */
export function isOverdue(status: ComplaintStatus, dueAt: Date, now: Date = new Date()): boolean {
  return isOpen(status) && now.getTime() > dueAt.getTime();
}

/**
 * The status a shopper's reply leaves: a resolved or closed complaint is open again, in progress
 * (the store answered it before); a pending or in-progress one stays as it is.
 */
export const statusAfterReply = (status: ComplaintStatus): ComplaintStatus =>
  isOpen(status) ? status : ComplaintStatus.IN_PROGRESS;

export const mayNameOrder = (category: ComplaintCategory): boolean => ORDER_CATEGORIES.includes(category);
