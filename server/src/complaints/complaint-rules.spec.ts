import { loadConfig } from '../config/app-config';
import { ComplaintCategory, ComplaintPriority, ComplaintStatus } from './complaint-enums';
import { dueAtFor, isOpen, isOverdue, mayNameOrder } from './complaint-rules';

describe('complaint rules', () => {
  const created = new Date('2026-01-01T00:00:00Z');

  it('sets the target by priority, by default urgent 4 h, high 24 h, medium 3 days, low 7 days', () => {
    const targets = loadConfig({}).complaintTargetHours;
    const hoursFor = (priority: ComplaintPriority) =>
      (dueAtFor(created, priority, targets).getTime() - created.getTime()) / 3_600_000;
    expect(Object.values(ComplaintPriority).map(hoursFor)).toEqual([4, 24, 72, 168]);
  });

  it('calls only pending and in-progress complaints past their target overdue', () => {
    const due = new Date('2026-01-01T04:00:00Z');
    const later = new Date('2026-01-01T04:00:01Z');
    expect(isOverdue(ComplaintStatus.PENDING, due, later)).toBe(true);
    expect(isOverdue(ComplaintStatus.IN_PROGRESS, due, later)).toBe(true);
    expect(isOverdue(ComplaintStatus.RESOLVED, due, later)).toBe(false);
    expect(isOverdue(ComplaintStatus.CLOSED, due, later)).toBe(false);
    expect(isOverdue(ComplaintStatus.PENDING, due, due)).toBe(false);
  });

  it('keeps pending and in-progress complaints open (waiting for the store), resolved and closed ones answered', () => {
    expect(Object.values(ComplaintStatus).filter(isOpen)).toEqual([
      ComplaintStatus.PENDING,
      ComplaintStatus.IN_PROGRESS,
    ]);
  });

  it('lets only order, payment and delivery complaints name an order', () => {
    expect(Object.values(ComplaintCategory).filter(mayNameOrder)).toEqual([
      ComplaintCategory.ORDER_ISSUE,
      ComplaintCategory.PAYMENT_ISSUE,
      ComplaintCategory.DELIVERY_ISSUE,
    ]);
  });
});
