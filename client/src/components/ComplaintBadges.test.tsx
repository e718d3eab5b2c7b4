import { render, screen } from '@testing-library/react';
import { complaintBadgeLabel, complaintLabel, isOrderRelatedCategory } from '@/lib/complaint-labels';
import {
  ComplaintCategoryBadge,
  ComplaintPriorityBadge,
  ComplaintStatusBadge,
  ComplaintTypeBadge,
} from './ComplaintBadges';
import { ComplaintResponseHistory } from './ComplaintResponseHistory';

describe('Complaint badges', () => {
  it.each([
    ['PENDING', 'PENDING', 'orange'],
    ['IN_PROGRESS', 'IN PROGRESS', 'blue'],
    ['RESOLVED', 'RESOLVED', 'green'],
    ['CLOSED', 'CLOSED', 'slate'],
  ] as const)('shows status %s as %s in %s', (value, text, tone) => {
    render(<ComplaintStatusBadge value={value} />);
    const badge = screen.getByText(text);
    expect(badge.className).toContain(`bg-${tone}-`);
    expect(badge).toHaveTextContent(`Status: ${text}`);
  });

  it.each([
    ['URGENT', 'red'],
    ['HIGH', 'yellow'],
    ['MEDIUM', 'blue'],
    ['LOW', 'slate'],
  ] as const)('shows priority %s in %s', (value, tone) => {
    render(<ComplaintPriorityBadge value={value} />);
    expect(screen.getByText(value).className).toContain(`bg-${tone}-`);
  });

  it('shows type and category with hyphens as spaces, in capitals', () => {
    render(
      <>
        <ComplaintTypeBadge value="BUG_REPORT" />
        <ComplaintCategoryBadge value="DELIVERY_ISSUE" />
      </>,
    );
    expect(screen.getByText('BUG REPORT')).toBeInTheDocument();
    expect(screen.getByText('DELIVERY ISSUE')).toBeInTheDocument();
  });
});

describe('Complaint labels', () => {
  it('names values for people and for badges', () => {
    expect(complaintLabel('IN_PROGRESS')).toBe('In Progress');
    expect(complaintLabel('BUG_REPORT')).toBe('Bug Report');
    expect(complaintBadgeLabel('WEBSITE_ISSUE')).toBe('WEBSITE ISSUE');
  });

  it('offers an order only for the order, payment and delivery categories', () => {
    expect(['ORDER_ISSUE', 'PAYMENT_ISSUE', 'DELIVERY_ISSUE'].every((c) => isOrderRelatedCategory(c as never))).toBe(
      true,
    );
    expect(isOrderRelatedCategory('BOOK_QUALITY')).toBe(false);
    expect(isOrderRelatedCategory('OTHER')).toBe(false);
  });
});

describe('Complaint response history', () => {
  it('lists every response in the order given, with author, status and priority', () => {
    render(
      <ComplaintResponseHistory
        responses={[
          {
            message: 'Refund issued',
            respondedBy: { name: 'Admin' },
            respondedAt: '2026-01-02T10:00:00.000Z',
            status: 'RESOLVED',
            priority: 'HIGH',
          },
          {
            message: 'Looking into it',
            respondedBy: { name: 'Admin' },
            respondedAt: '2026-01-01T10:00:00.000Z',
            status: 'IN_PROGRESS',
            priority: 'HIGH',
          },
        ]}
      />,
    );
    const items = screen.getAllByTestId('complaint-response');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Refund issued');
    expect(items[0]).toHaveTextContent('RESOLVED');
    expect(items[1]).toHaveTextContent('Looking into it');
    expect(items[1]).toHaveTextContent('IN PROGRESS');
  });

  it('says when there is no response yet', () => {
    render(<ComplaintResponseHistory responses={[]} />);
    expect(screen.getByText('No responses yet.')).toBeInTheDocument();
  });
});
