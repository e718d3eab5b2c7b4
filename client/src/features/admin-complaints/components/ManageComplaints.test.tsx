import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetComplaintStatsDocument } from '../api/GetComplaintStats.generated';
import { ListAdminComplaintsDocument } from '../api/ListAdminComplaints.generated';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { complaintPage, gqlComplaint, gqlStats, type GqlComplaint } from '../test/complaint-fixtures';

function listMock(complaints: GqlComplaint[], variables: Record<string, unknown> = {}, options = {}) {
  return {
    request: { query: ListAdminComplaintsDocument, variables: { search: '', first: 20, ...variables } },
    result: jest.fn(() => ({ data: { complaints: complaintPage(complaints, options) } })),
  };
}

function statsMock(stats = gqlStats()) {
  return {
    request: { query: GetComplaintStatsDocument },
    result: jest.fn(() => ({ data: { complaintStats: stats } })),
  };
}

const rows = () => screen.getAllByTestId('admin-complaint-row');

describe('Complaints management', () => {
  it('shows the counts and a table of complaints with kind, user, status, priority, date, overdue marker and a view link', async () => {
    const late = gqlComplaint({
      id: '64d4000000000000000000aa',
      title: 'Parcel never came',
      type: 'COMPLAINT',
      category: 'DELIVERY_ISSUE',
      status: 'IN_PROGRESS',
      priority: 'URGENT',
      overdue: true,
    });
    const idea = gqlComplaint({ title: 'Dark mode please', type: 'SUGGESTION', category: 'WEBSITE_ISSUE' });
    renderApp({
      at: '/admin/complaints',
      session: signedIn(admin),
      mocks: [listMock([late, idea], {}, { totalCount: 30, hasNextPage: true }), statsMock()],
    });

    expect(screen.getByRole('heading', { name: 'Complaints Management' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Complaint summary' });
    await waitFor(() => expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('9'));
    expect(within(summary).getByText('Pending').nextElementSibling).toHaveTextContent('4');
    expect(within(summary).getByText('In Progress').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Resolved').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Overdue').nextElementSibling).toHaveTextContent('3');

    expect(await screen.findByText('Showing 2 of 30 complaints')).toBeInTheDocument();
    const [first, second] = rows();
    expect(first.tagName).toBe('TR');
    expect(within(first).getByText('Parcel never came')).toBeInTheDocument();
    expect(within(first).getByText('Complaint · Delivery Issue')).toBeInTheDocument();
    expect(within(first).getByText('Ada Reader')).toBeInTheDocument();
    expect(within(first).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(first).getByText('IN PROGRESS')).toBeInTheDocument();
    expect(within(first).getByText('URGENT')).toBeInTheDocument();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(within(first).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /View/ })).toHaveAttribute('href', `/admin/complaint/${late.id}`);
    expect(within(second).getByText('Suggestion · Website Issue')).toBeInTheDocument();
    expect(within(second).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('shows cards below 768 px', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    try {
      const complaint = gqlComplaint({ title: 'Parcel never came', overdue: true });
      renderApp({ at: '/admin/complaints', session: signedIn(admin), mocks: [listMock([complaint]), statsMock()] });
      const [card] = await screen.findAllByTestId('admin-complaint-row');
      expect(card.tagName).toBe('LI');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByText('Parcel never came')).toBeInTheDocument();
      expect(within(card).getByText('Ada Reader')).toBeInTheDocument();
      expect(within(card).getByText('Overdue')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /View/ })).toHaveAttribute(
        'href',
        `/admin/complaint/${complaint.id}`,
      );
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('filters by status, type, priority, category and overdue, kept in the URL, and Clear Filters removes them all', async () => {
    const user = userEvent.setup();
    const all = listMock([gqlComplaint(), gqlComplaint()]);
    const byStatus = listMock([gqlComplaint()], { status: 'PENDING' });
    const byType = listMock([gqlComplaint()], { status: 'PENDING', type: 'BUG_REPORT' });
    const byPriority = listMock([gqlComplaint()], { status: 'PENDING', type: 'BUG_REPORT', priority: 'HIGH' });
    const byCategory = listMock([gqlComplaint()], {
      status: 'PENDING',
      type: 'BUG_REPORT',
      priority: 'HIGH',
      category: 'WEBSITE_ISSUE',
    });
    const overdue = listMock([], {
      status: 'PENDING',
      type: 'BUG_REPORT',
      priority: 'HIGH',
      category: 'WEBSITE_ISSUE',
      overdue: true,
    });
    const again = listMock([gqlComplaint(), gqlComplaint()]);
    const { router } = renderApp({
      at: '/admin/complaints',
      session: signedIn(admin),
      mocks: [all, byStatus, byType, byPriority, byCategory, overdue, again, statsMock()],
    });
    await screen.findByText('Showing 2 of 2 complaints');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(byStatus.result).toHaveBeenCalled());
    await user.selectOptions(screen.getByLabelText('Type'), 'Bug Report');
    await waitFor(() => expect(byType.result).toHaveBeenCalled());
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await waitFor(() => expect(byPriority.result).toHaveBeenCalled());
    await user.selectOptions(screen.getByLabelText('Category'), 'Website Issue');
    await waitFor(() => expect(byCategory.result).toHaveBeenCalled());
    await screen.findByText('Showing 1 of 1 complaints');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    expect(await screen.findByText('No complaints found')).toBeInTheDocument();
    expect(overdue.result).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe(
      '?status=PENDING&type=BUG_REPORT&priority=HIGH&category=WEBSITE_ISSUE&overdue=1',
    );

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Showing 2 of 2 complaints')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).not.toBeChecked();
  });

  it('reads the filters from the URL, wire spellings included', async () => {
    const mock = listMock([gqlComplaint({ status: 'IN_PROGRESS' })], {
      status: 'IN_PROGRESS',
      type: 'BUG_REPORT',
      overdue: true,
    });
    renderApp({
      at: '/admin/complaints?status=in-progress&type=bug-report&overdue=1&priority=nonsense',
      session: signedIn(admin),
      mocks: [mock, statsMock()],
    });
    expect(await screen.findByText('Showing 1 of 1 complaints')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('IN_PROGRESS');
    expect(screen.getByLabelText('Type')).toHaveValue('BUG_REPORT');
    expect(screen.getByLabelText('Priority')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  });

  it("toasts 'Failed to fetch complaints' when the list cannot be loaded; a failed count is only logged", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({
      at: '/admin/complaints',
      session: signedIn(admin),
      mocks: [
        {
          request: { query: ListAdminComplaintsDocument, variables: { search: '', first: 20 } },
          error: new TypeError('Failed to fetch'),
        },
        { request: { query: GetComplaintStatsDocument }, error: new TypeError('Stats down') },
      ],
    });
    expect(await screen.findByText('Failed to fetch complaints')).toBeInTheDocument();
    expect(screen.getByText('The complaints could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not load the complaint statistics', expect.anything()));
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Failed to fetch complaints']);
  });

  it('sends a shopper to the home page', async () => {
    const { router } = renderApp({ at: '/admin/complaints', session: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
