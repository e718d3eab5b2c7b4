import {
  complaintBadgeLabel,
  type ComplaintCategoryValue,
  type ComplaintPriorityValue,
  type ComplaintStatusValue,
  type ComplaintTypeValue,
} from '@/lib/complaint-labels';
import { Badge, type BadgeTone } from './Badge';
import { COMPLAINT_STATUS_TONES } from './tones';

const priorityTones: Record<ComplaintPriorityValue, BadgeTone> = {
  URGENT: 'red',
  HIGH: 'yellow',
  MEDIUM: 'blue',
  LOW: 'slate',
};

interface ComplaintBadgeProps<T> {
  value: T;
  className?: string;
}

/** A complaint's status in its colour: pending orange, in progress blue, resolved green, closed grey. */
export function ComplaintStatusBadge({ value, className }: ComplaintBadgeProps<ComplaintStatusValue>) {
  return (
    <Badge tone={COMPLAINT_STATUS_TONES[value]} className={className}>
      <span className="sr-only">Status: </span>
      {complaintBadgeLabel(value)}
    </Badge>
  );
}

/** A complaint's priority in its colour: urgent red, high yellow, medium blue, low grey. */
export function ComplaintPriorityBadge({ value, className }: ComplaintBadgeProps<ComplaintPriorityValue>) {
  return (
    <Badge tone={priorityTones[value]} className={className}>
      <span className="sr-only">Priority: </span>
      {complaintBadgeLabel(value)}
    </Badge>
  );
}

/** A complaint's type ('BUG REPORT'), in neutral indigo. */
export function ComplaintTypeBadge({ value, className }: ComplaintBadgeProps<ComplaintTypeValue>) {
  return (
    <Badge tone="indigo" className={className}>
      <span className="sr-only">Type: </span>
      {complaintBadgeLabel(value)}
    </Badge>
  );
}

/** A complaint's category ('ORDER ISSUE'), in neutral grey. */
export function ComplaintCategoryBadge({ value, className }: ComplaintBadgeProps<ComplaintCategoryValue>) {
  return (
    <Badge tone="slate" className={className}>
      <span className="sr-only">Category: </span>
      {complaintBadgeLabel(value)}
    </Badge>
  );
}
