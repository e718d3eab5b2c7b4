import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListMyComplaintsDocument } from '../api/ListMyComplaints.generated';
import { COMPLAINTS_PAGE_SIZE } from '../hooks/use-my-complaints';
import { complaintPage, gqlComplaint, type GqlComplaint } from '@/test/complaint-fixtures';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function listMock(complaints: GqlComplaint[], variables: Record<string, unknown> = {}, options = {}) {
  return {
    request: { query: ListMyComplaintsDocument, variables: { first: COMPLAINTS_PAGE_SIZE, ...variables } },
    result: jest.fn(() => ({ data: { myComplaints: complaintPage(complaints, options) } })),
  };
}

const cards = () => screen.getAllByTestId('complaint-card');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

const answered = gqlComplaint({
  id: '64d4000000000000000000a1',
  title: 'Wrong book delivered',
  description: 'I ordered Dune and got Emma.',
  type: 'COMPLAINT',
  category: 'DELIVERY_ISSUE',
  priority: 'URGENT',
  status: 'IN_PROGRESS',
  createdAt: '2025-03-05T14:30:00.000Z',
  adminResponse: 'A replacement is on its way.',
  respondedAt: '2025-03-06T09:00:00.000Z',
  respondedBy: { id: admin.id, name: admin.name },
});
const idea = gqlComplaint({ title: 'Dark mode please', type: 'SUGGESTION', status: 'PENDING', priority: 'LOW' });
const closedBug = gqlComplaint({ title: 'Search is slow', type: 'BUG_REPORT', status: 'CLOSED', priority: 'HIGH' });

describe('My complaints', () => {
  it('shows each complaint with its icon, badges, dates, latest response and a link to it', async () => {
    renderApp({ at: '/complaints', session: signedIn(), mocks: [listMock([answered, idea])] });
    expect(screen.getByRole('heading', { level: 1, name: 'My Complaints & Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Complaint' })).toHaveAttribute('href', '/submit-complaint');

    const [first, second] = await screen.findAllByTestId('complaint-card');
    expect(within(first).getByTestId('complaint-status-icon')).toHaveAttribute('data-status', 'IN_PROGRESS');
    expect(within(first).getByRole('heading', { name: 'Wrong book delivered' })).toBeInTheDocument();
    expect(within(first).getByText('I ordered Dune and got Emma.')).toHaveClass('line-clamp-2');
    expect(within(first).getByText('IN PROGRESS')).toHaveClass('bg-blue-50');
    expect(within(first).getByText('URGENT')).toHaveClass('bg-red-50');
    expect(within(first).getByText('COMPLAINT')).toBeInTheDocument();
    expect(within(first).getByText('DELIVERY ISSUE')).toBeInTheDocument();
    expect(within(first).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(first).getByText(/Responded on/)).toHaveTextContent('Responded on March 6, 2025');
    const response = within(first).getByTestId('complaint-latest-response');
    expect(response).toHaveTextContent('Response from Grace Admin:');
    expect(response).toHaveTextContent('A replacement is on its way.');
    expect(within(first).getByRole('link', { name: 'View Details of Wrong book delivered' })).toHaveAttribute(
      'href',
      '/complaint/64d4000000000000000000a1',
    );

    expect(within(second).getByText('PENDING')).toHaveClass('bg-orange-50');
    expect(within(second).getByText('LOW')).toHaveClass('bg-slate-100');
    expect(within(second).queryByText(/Responded on/)).not.toBeInTheDocument();
    expect(within(second).queryByTestId('complaint-latest-response')).not.toBeInTheDocument();
  });

  it('filters by status and type in the browser, without asking the server again', async () => {
    const user = userEvent.setup();
    const mock = listMock([answered, idea, closedBug]);
    renderApp({ at: '/complaints', session: signedIn(), mocks: [mock] });
    await screen.findAllByTestId('complaint-card');
    expect(titles()).toEqual(['Wrong book delivered', 'Dark mode please', 'Search is slow']);

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Statuses', 'Pending', 'In Progress', 'Resolved', 'Closed']);
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Types', 'Complaint', 'Feedback', 'Suggestion', 'Bug Report']);

    await user.selectOptions(status, 'Closed');
    expect(titles()).toEqual(['Search is slow']);
    await user.selectOptions(type, 'Suggestion');
    expect(screen.getByText('No complaints match your filters.')).toBeInTheDocument();
    await user.selectOptions(status, 'All Statuses');
    expect(titles()).toEqual(['Dark mode please']);
    expect(mock.result).toHaveBeenCalledTimes(1);
  });

  it('fetches every page, so that the filters see the whole list', async () => {
    const next = gqlComplaint({ title: 'Older one', status: 'RESOLVED' });
    const more = listMock([next], { after: `cursor-${idea.id}` });
    renderApp({
      at: '/complaints?status=RESOLVED',
      session: signedIn(),
      mocks: [listMock([answered, idea], {}, { totalCount: 3, hasNextPage: true }), more],
    });
    expect(await screen.findByRole('heading', { name: 'Older one' })).toBeInTheDocument();
    expect(titles()).toEqual(['Older one']);
    expect(more.result).toHaveBeenCalledTimes(1);
  });

  it("shows 'You haven't submitted any complaints yet.' with a link to the form when there are none", async () => {
    renderApp({ at: '/complaints', session: signedIn(), mocks: [listMock([])] });
    expect(await screen.findByText("You haven't submitted any complaints yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your First Complaint' })).toHaveAttribute(
      'href',
      '/submit-complaint',
    );
  });

  it("toasts 'Failed to fetch complaints' and offers a retry when loading fails", async () => {
    const user = userEvent.setup();
    const retried = listMock([idea]);
    renderApp({
      at: '/complaints',
      session: signedIn(),
      mocks: [
        {
          request: { query: ListMyComplaintsDocument, variables: { first: COMPLAINTS_PAGE_SIZE } },
          error: new TypeError('Failed to fetch'),
        },
        retried,
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading complaints...');
    expect(await screen.findByText('Failed to fetch complaints')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(retried.result).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { name: 'Dark mode please' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page', async () => {
    const { router } = renderApp({ at: '/complaints' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
