import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { GetComplaintDocument } from '../api/GetComplaint.generated';
import { ListMyComplaintsDocument } from '../api/ListMyComplaints.generated';
import { COMPLAINTS_PAGE_SIZE } from '../hooks/use-my-complaints';
import { complaintPage, gqlComplaint, type GqlComplaint } from '@/test/complaint-fixtures';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ID = '64d4000000000000000000b2';

function complaintMock(complaint: GqlComplaint) {
  return { request: { query: GetComplaintDocument, variables: { id: complaint.id } }, result: { data: { complaint } } };
}

function errorMock(code: string, message: string) {
  return {
    request: { query: GetComplaintDocument, variables: { id: ID } },
    result: { errors: [new GraphQLError(message, { extensions: { code } })] },
  };
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

describe('Complaint detail', () => {
  it('shows the complaint, the linked order, the latest response, and the earlier ones newest first', async () => {
    const complaint = gqlComplaint({
      id: ID,
      title: 'Parcel lost',
      description: 'Tracking stopped a week ago.',
      type: 'COMPLAINT',
      category: 'DELIVERY_ISSUE',
      status: 'RESOLVED',
      priority: 'HIGH',
      createdAt: '2025-03-05T14:30:00.000Z',
      updatedAt: '2025-03-07T08:00:00.000Z',
      orderId: '64c3000000000000aabbccdd',
      adminResponse: 'Refunded in full.',
      respondedAt: '2025-03-07T08:00:00.000Z',
      respondedBy: { id: admin.id, name: admin.name },
      responses: [
        { message: 'Refunded in full.', respondedAt: '2025-03-07T08:00:00.000Z', status: 'RESOLVED', priority: 'HIGH' },
        {
          message: 'Asking the courier.',
          respondedAt: '2025-03-06T08:00:00.000Z',
          status: 'IN_PROGRESS',
          priority: 'HIGH',
        },
      ],
    });
    renderApp({ at: `/complaint/${ID}`, session: signedIn(), mocks: [complaintMock(complaint)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Parcel lost' })).toBeInTheDocument();
    expect(screen.getAllByText('RESOLVED')[0]).toHaveClass('bg-green-50');
    expect(screen.getAllByText('HIGH')[0]).toHaveClass('bg-yellow-50');
    expect(screen.getByText('Type').nextElementSibling).toHaveTextContent('Complaint');
    expect(screen.getByText('Category').nextElementSibling).toHaveTextContent('Delivery Issue');
    expect(screen.getByText('Submitted').nextElementSibling).toHaveTextContent(dateTime(complaint.createdAt));
    expect(screen.getByText('Last updated').nextElementSibling).toHaveTextContent(dateTime(complaint.updatedAt));
    expect(
      within(screen.getByRole('region', { name: 'Description' })).getByText('Tracking stopped a week ago.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order #aabbccdd' })).toHaveAttribute(
      'href',
      '/orders/64c3000000000000aabbccdd',
    );

    const response = screen.getByTestId('complaint-admin-response');
    expect(response).toHaveTextContent('Refunded in full.');
    expect(response).toHaveTextContent(`Responded by Grace Admin on ${dateTime('2025-03-07T08:00:00.000Z')}`);
    expect(screen.queryByText(/being reviewed/)).not.toBeInTheDocument();

    // The latest response shows once in its own card (and in the conversation); the history holds the earlier ones.
    expect(within(screen.getByRole('main')).getAllByText('Refunded in full.')).toHaveLength(2);
    const earlier = screen.getByRole('region', { name: 'Earlier Responses' });
    const history = within(earlier).getAllByTestId('complaint-response');
    expect(history.map((item) => within(item).getByText(/\.$/).textContent)).toEqual(['Asking the courier.']);

    expect(screen.getByRole('link', { name: /Back to All Complaints/ })).toHaveAttribute('href', '/complaints');
    expect(screen.getByRole('link', { name: 'Submit New Complaint' })).toHaveAttribute('href', '/submit-complaint');
  });

  it('says the complaint is being reviewed while it has no response', async () => {
    const complaint = gqlComplaint({ id: ID, title: 'Waiting' });
    renderApp({ at: `/complaint/${ID}`, session: signedIn(), mocks: [complaintMock(complaint)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your complaint is being reviewed. We will respond to you soon.',
    );
    expect(screen.getByRole('note')).toHaveClass('bg-yellow-50');
    expect(screen.queryByTestId('complaint-admin-response')).not.toBeInTheDocument();
    expect(screen.queryByTestId('complaint-response')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Order #/ })).not.toBeInTheDocument();
  });

  it.each([
    ['NOT_FOUND', 'Complaint not found'],
    ['INVALID_ID', 'Invalid id'],
  ])(
    "shows 'Complaint not found' with a way back when the server answers %s, without a toast",
    async (code, message) => {
      renderApp({ at: `/complaint/${ID}`, session: signedIn(), mocks: [errorMock(code, message)] });
      expect(await screen.findByRole('heading', { name: 'Complaint not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Back to All Complaints/ })).toHaveAttribute('href', '/complaints');
      expect(screen.queryByText('Failed to fetch complaint details')).not.toBeInTheDocument();
    },
  );

  it("toasts 'Failed to fetch complaint details' and goes back to /complaints when loading fails", async () => {
    const { router } = renderApp({
      at: `/complaint/${ID}`,
      session: signedIn(),
      mocks: [
        { request: { query: GetComplaintDocument, variables: { id: ID } }, error: new TypeError('Failed to fetch') },
        {
          request: { query: ListMyComplaintsDocument, variables: { first: COMPLAINTS_PAGE_SIZE } },
          result: { data: { myComplaints: complaintPage([]) } },
        },
      ],
    });
    expect(await screen.findByText('Failed to fetch complaint details')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints'));
  });
});
