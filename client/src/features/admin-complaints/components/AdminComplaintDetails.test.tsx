import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { DeleteComplaintDocument } from '../api/DeleteComplaint.generated';
import { GetAdminComplaintDocument } from '../api/GetAdminComplaint.generated';
import { GetComplaintStatsDocument } from '../api/GetComplaintStats.generated';
import { ListAdminComplaintsDocument } from '../api/ListAdminComplaints.generated';
import { RespondToComplaintDocument } from '../api/RespondToComplaint.generated';
import { admin, PENDING_MS, signedIn } from '@/test/fixtures';
import { liveEvent } from '@/test/live-mocks';
import { renderApp } from '@/test/render-app';
import { ComplaintUpdatedDocument } from '../api/ComplaintUpdated.generated';
import {
  complaintPage,
  gqlComplaint,
  gqlMessage,
  gqlResponse,
  gqlStats,
  type GqlComplaint,
} from '../test/complaint-fixtures';

const id = '64d4000000000000000000aa';

function getMock(complaint: GqlComplaint) {
  return {
    request: { query: GetAdminComplaintDocument, variables: { id: complaint.id } },
    result: jest.fn(() => ({ data: { complaint } })),
  };
}

function failedGet(error: Error | GraphQLError) {
  return error instanceof GraphQLError
    ? { request: { query: GetAdminComplaintDocument, variables: { id } }, result: { errors: [error] } }
    : { request: { query: GetAdminComplaintDocument, variables: { id } }, error };
}

const listMocks = () => [
  {
    request: { query: ListAdminComplaintsDocument, variables: { search: '', first: 20 } },
    result: { data: { complaints: complaintPage([]) } },
  },
  { request: { query: GetComplaintStatsDocument }, result: { data: { complaintStats: gqlStats() } } },
];

const earlier = gqlResponse({
  message: 'We are looking into it.',
  respondedAt: '2025-03-06T09:00:00.000Z',
  status: 'IN_PROGRESS',
  priority: 'HIGH',
});

describe('Admin complaint detail', () => {
  it('shows the complaint, its customer, due time, linked order and last response, once', async () => {
    const complaint = gqlComplaint({
      id,
      title: 'Parcel never came',
      description: 'Ordered two weeks ago.',
      category: 'DELIVERY_ISSUE',
      status: 'IN_PROGRESS',
      priority: 'HIGH',
      orderId: '64c3000000000000aabbccdd',
      adminResponse: earlier.message,
      respondedBy: earlier.respondedBy,
      respondedAt: earlier.respondedAt,
      responses: [earlier],
      overdue: true,
      updatedAt: '2025-03-06T09:00:00.000Z',
    });
    renderApp({ at: `/admin/complaint/${id}`, session: signedIn(admin), mocks: [getMock(complaint)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Parcel never came' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Complaints/ })).toHaveAttribute('href', '/admin/complaints');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    const main = screen.getByRole('region', { name: 'Parcel never came' });
    expect(within(main).getByText('IN PROGRESS')).toBeInTheDocument();
    expect(within(main).getByText('HIGH')).toBeInTheDocument();
    expect(within(main).getByText('Complaint')).toBeInTheDocument();
    expect(within(main).getByText('Delivery Issue')).toBeInTheDocument();
    expect(within(main).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(main).getByText('March 6, 2025')).toBeInTheDocument();
    expect(within(main).getByText('Ordered two weeks ago.')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Order #aabbccdd' })).toHaveAttribute(
      'href',
      '/admin/orders/64c3000000000000aabbccdd',
    );

    const sidebar = screen.getByRole('complementary', { name: 'Complaint information' });
    expect(within(sidebar).getByText('Ada Reader')).toBeInTheDocument();
    expect(within(sidebar).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(sidebar).getByText('Overdue since')).toBeInTheDocument();
    const previous = within(sidebar).getByRole('region', { name: 'Previous Response' });
    expect(within(previous).getByText('We are looking into it.')).toBeInTheDocument();
    expect(within(previous).getByText(/By Grace Admin on/)).toBeInTheDocument();

    // Its only response is the Previous Response: no history repeats it.
    expect(screen.queryByRole('region', { name: /Response History|Earlier Responses/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('complaint-response')).not.toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Admin Response' });
    expect(within(form).getByLabelText('Status')).toHaveValue('IN_PROGRESS');
    expect(within(form).getByLabelText('Priority')).toHaveValue('HIGH');
    expect(within(form).getByLabelText(/Response Message/)).toHaveAttribute('rows', '6');
    // The box is for the next message: the last one is the Previous Response, and is not sent again.
    expect(within(form).getByLabelText(/Response Message/)).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Update Response' })).toBeDisabled();
  });

  it('lists the earlier responses under the latest one, each once', async () => {
    const latest = gqlResponse({
      message: 'Found it at the depot.',
      respondedAt: '2025-03-08T09:00:00.000Z',
      status: 'IN_PROGRESS',
      priority: 'HIGH',
    });
    const complaint = gqlComplaint({
      id,
      adminResponse: latest.message,
      respondedBy: latest.respondedBy,
      respondedAt: latest.respondedAt,
      responses: [latest, earlier],
    });
    renderApp({ at: `/admin/complaint/${id}`, session: signedIn(admin), mocks: [getMock(complaint)] });
    const history = await screen.findByRole('region', { name: 'Earlier Responses' });
    expect(within(history).getAllByTestId('complaint-response')).toHaveLength(1);
    expect(within(history).getByText('We are looking into it.')).toBeInTheDocument();
    expect(within(history).queryByText('Found it at the depot.')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Previous Response' })).getByText('Found it at the depot.'),
    ).toBeInTheDocument();
  });

  it('empties the box after Update Response, with focus in it, so a second click sends nothing twice', async () => {
    const user = userEvent.setup();
    const complaint = gqlComplaint({
      id,
      status: 'IN_PROGRESS',
      priority: 'HIGH',
      adminResponse: earlier.message,
      respondedBy: earlier.respondedBy,
      respondedAt: earlier.respondedAt,
      responses: [earlier],
    });
    const closed = gqlResponse({
      message: 'Closing this: the parcel arrived.',
      respondedAt: '2025-03-09T09:00:00.000Z',
      status: 'CLOSED',
      priority: 'HIGH',
    });
    const respond = {
      request: {
        query: RespondToComplaintDocument,
        variables: { id, input: { status: 'CLOSED', priority: 'HIGH', adminResponse: closed.message } },
      },
      result: jest.fn(() => ({
        data: {
          respondToComplaint: {
            __typename: 'ComplaintPayload' as const,
            message: 'Complaint updated successfully',
            complaint: {
              ...complaint,
              status: 'CLOSED' as const,
              adminResponse: closed.message,
              respondedAt: closed.respondedAt,
              responses: [closed, earlier],
            },
          },
        },
      })),
    };
    renderApp({ at: `/admin/complaint/${id}`, session: signedIn(admin), mocks: [getMock(complaint), respond] });
    const form = await screen.findByRole('region', { name: 'Admin Response' });
    const box = within(form).getByLabelText(/Response Message/);
    const button = within(form).getByRole('button', { name: 'Update Response' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'Closed');
    await user.type(box, closed.message);
    await user.click(button);
    expect(await screen.findByText('Complaint updated successfully')).toBeInTheDocument();

    const previous = screen.getByRole('region', { name: 'Previous Response' });
    expect(within(previous).getByText(closed.message)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('');
    expect(within(form).getByLabelText('Status')).toHaveValue('CLOSED');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(respond.result).toHaveBeenCalledTimes(1);
  });

  it('marks the response target Answered as the server says (open), never working it out from the status', async () => {
    const sidebar = () => screen.findByRole('complementary', { name: 'Complaint information' });
    const answered = gqlComplaint({ id, status: 'RESOLVED', open: false });
    const { unmount } = renderApp({
      at: `/admin/complaint/${id}`,
      session: signedIn(admin),
      mocks: [getMock(answered)],
    });
    expect(within(await sidebar()).getByText('Answered')).toBeInTheDocument();
    unmount();

    // Whatever the status, the server decides which complaints still wait for the store.
    const waiting = gqlComplaint({ id, status: 'RESOLVED', open: true });
    const again = renderApp({ at: `/admin/complaint/${id}`, session: signedIn(admin), mocks: [getMock(waiting)] });
    expect(within(await sidebar()).getByText('Response due')).toBeInTheDocument();
    expect(within(await sidebar()).queryByText('Answered')).not.toBeInTheDocument();
    again.unmount();

    renderApp({
      at: `/admin/complaint/${id}`,
      session: signedIn(admin),
      mocks: [getMock(gqlComplaint({ id, status: 'PENDING', open: false }))],
    });
    expect(within(await sidebar()).getByText('Answered')).toBeInTheDocument();
  });

  it("shows 'N/A' for a missing email and no previous response before the first answer", async () => {
    const complaint = gqlComplaint({
      id,
      user: { __typename: 'ComplaintPerson', id: 'u1', name: 'Ada Reader', email: null } as GqlComplaint['user'],
    });
    renderApp({ at: `/admin/complaint/${id}`, session: signedIn(admin), mocks: [getMock(complaint)] });
    const sidebar = await screen.findByRole('complementary', { name: 'Complaint information' });
    expect(within(sidebar).getByText('N/A')).toBeInTheDocument();
    expect(within(sidebar).getByText('Response due')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Previous Response' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Response History' })).not.toBeInTheDocument();
  });

  it("answers: 'Updating...' while saving, then 'Complaint updated successfully' and the returned complaint", async () => {
    const user = userEvent.setup();
    const complaint = gqlComplaint({ id, status: 'PENDING', priority: 'MEDIUM' });
    const answer = gqlResponse({
      message: 'A new copy is on its way.',
      respondedAt: '2025-03-07T10:00:00.000Z',
      status: 'RESOLVED',
      priority: 'LOW',
    });
    const updated = {
      ...complaint,
      status: 'RESOLVED' as const,
      priority: 'LOW' as const,
      adminResponse: answer.message,
      respondedBy: answer.respondedBy,
      respondedAt: answer.respondedAt,
      responses: [answer],
    };
    const respond = {
      request: {
        query: RespondToComplaintDocument,
        variables: { id, input: { status: 'RESOLVED', priority: 'LOW', adminResponse: 'A new copy is on its way.' } },
      },
      delay: PENDING_MS,
      result: jest.fn(() => ({
        data: {
          respondToComplaint: {
            __typename: 'ComplaintPayload' as const,
            message: 'Complaint updated successfully',
            complaint: updated,
          },
        },
      })),
    };
    renderApp({ at: `/admin/complaint/${id}`, session: signedIn(admin), mocks: [getMock(complaint), respond] });
    const form = await screen.findByRole('region', { name: 'Admin Response' });
    const button = within(form).getByRole('button', { name: 'Update Response' });

    await user.type(within(form).getByLabelText(/Response Message/), '   ');
    expect(button).toBeDisabled();
    await user.clear(within(form).getByLabelText(/Response Message/));
    await user.type(within(form).getByLabelText(/Response Message/), '  A new copy is on its way. ');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Resolved');
    await user.selectOptions(within(form).getByLabelText('Priority'), 'Low');
    await user.click(button);

    expect(await within(form).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(await screen.findByText('Complaint updated successfully')).toBeInTheDocument();
    expect(respond.result).toHaveBeenCalledTimes(1);
    const main = screen.getByRole('region', { name: complaint.title });
    expect(within(main).getByText('RESOLVED')).toBeInTheDocument();
    expect(within(main).getByText('LOW')).toBeInTheDocument();
    const previous = screen.getByRole('region', { name: 'Previous Response' });
    expect(within(previous).getByText('A new copy is on its way.')).toBeInTheDocument();
    // The box is emptied for the next message; status and priority stay as saved.
    expect(within(form).getByLabelText(/Response Message/)).toHaveValue('');
    expect(within(form).getByLabelText('Status')).toHaveValue('RESOLVED');
    expect(within(form).getByLabelText('Priority')).toHaveValue('LOW');
  });

  it("shows the server's message, or 'Failed to update complaint', keeping the message", async () => {
    const user = userEvent.setup();
    const complaint = gqlComplaint({ id });
    const input = { status: 'PENDING', priority: 'MEDIUM', adminResponse: 'Hello' };
    renderApp({
      at: `/admin/complaint/${id}`,
      session: signedIn(admin),
      mocks: [
        getMock(complaint),
        {
          request: { query: RespondToComplaintDocument, variables: { id, input } },
          result: {
            errors: [new GraphQLError('Complaint not found', { extensions: { code: 'NOT_FOUND', statusCode: 404 } })],
          },
        },
        { request: { query: RespondToComplaintDocument, variables: { id, input } }, error: new TypeError('offline') },
      ],
    });
    const form = await screen.findByRole('region', { name: 'Admin Response' });
    await user.type(within(form).getByLabelText(/Response Message/), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Update Response' }));
    expect(await screen.findByText('Complaint not found')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Response' }));
    expect(await screen.findByText('Failed to update complaint')).toBeInTheDocument();
    // Nothing was sent: the message stays, and focus is back on the button to try again.
    expect(within(form).getByLabelText(/Response Message/)).toHaveValue('Hello');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Update Response' })).toHaveFocus());
  });

  it("deletes after the in-app confirmation: 'Complaint deleted successfully' and back to the list", async () => {
    const user = userEvent.setup();
    const complaint = gqlComplaint({ id });
    const remove = {
      request: { query: DeleteComplaintDocument, variables: { id } },
      result: jest.fn(() => ({
        data: { deleteComplaint: { __typename: 'DeletePayload' as const, message: 'Complaint deleted successfully' } },
      })),
    };
    const { router } = renderApp({
      at: `/admin/complaint/${id}`,
      session: signedIn(admin),
      mocks: [
        getMock(complaint),
        remove,
        // The deleted complaint leaves the cache while its screen is still shown: it is asked for once more.
        failedGet(new GraphQLError('Complaint not found', { extensions: { code: 'NOT_FOUND' } })),
        ...listMocks(),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this complaint?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove.result).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Complaint deleted successfully')).toBeInTheDocument();
    expect(remove.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/complaints'));
  });

  it("toasts 'Failed to delete complaint' and stays", async () => {
    const user = userEvent.setup();
    renderApp({
      at: `/admin/complaint/${id}`,
      session: signedIn(admin),
      mocks: [
        getMock(gqlComplaint({ id })),
        { request: { query: DeleteComplaintDocument, variables: { id } }, error: new TypeError('offline') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete complaint')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it("shows 'Complaint not found' with a back button for a missing complaint", async () => {
    renderApp({
      at: `/admin/complaint/${id}`,
      session: signedIn(admin),
      mocks: [
        failedGet(new GraphQLError('Complaint not found', { extensions: { code: 'NOT_FOUND', statusCode: 404 } })),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Complaint not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Complaints/ })).toHaveAttribute('href', '/admin/complaints');
  });

  it("toasts 'Failed to fetch complaint details' and goes back to the list when loading fails", async () => {
    const { router } = renderApp({
      at: `/admin/complaint/${id}`,
      session: signedIn(admin),
      mocks: [failedGet(new TypeError('Failed to fetch')), ...listMocks()],
    });
    expect(await screen.findByText('Failed to fetch complaint details')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/complaints'));
  });
});

describe('Admin complaint conversation', () => {
  it("shows the thread oldest first, the shopper's messages under their name and the admin's as You, above the respond form", async () => {
    const complaint = gqlComplaint({
      id,
      status: 'IN_PROGRESS',
      messages: [
        gqlMessage('description', 'USER', 'The cover arrived torn.', '2025-03-05T14:30:00.000Z'),
        gqlMessage('response-0', 'ADMIN', 'A new copy is on its way.', '2025-03-06T09:00:00.000Z'),
        gqlMessage('r1', 'USER', 'The new one is torn too.', '2025-03-07T09:00:00.000Z'),
      ],
    });
    renderApp({ at: `/admin/complaint/${id}`, session: signedIn(admin), mocks: [getMock(complaint)] });
    const thread = await screen.findByRole('region', { name: 'Conversation' });
    const items = within(thread).getAllByTestId('complaint-message');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ada Reader.*The cover arrived torn\.$/),
      expect.stringMatching(/^You.*A new copy is on its way\.$/),
      expect.stringMatching(/^Ada Reader.*The new one is torn too\.$/),
    ]);
    const form = screen.getByRole('region', { name: 'Admin Response' });
    expect(thread.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows a reply that arrives live, and the status it set in the form, keeping the admin's draft", async () => {
    const user = userEvent.setup();
    const resolved = gqlComplaint({
      id,
      status: 'RESOLVED',
      messages: [
        gqlMessage('description', 'USER', 'The cover arrived torn.', '2025-03-05T14:30:00.000Z'),
        gqlMessage('response-0', 'ADMIN', 'A new copy is on its way.', '2025-03-06T09:00:00.000Z'),
      ],
    });
    const reopened = {
      ...resolved,
      status: 'IN_PROGRESS' as const,
      open: true,
      messages: [
        ...resolved.messages,
        gqlMessage('r1', 'USER', 'The new one is torn too.', '2025-03-07T09:00:00.000Z'),
      ],
    };
    renderApp({
      at: `/admin/complaint/${id}`,
      session: signedIn(admin),
      mocks: [getMock(resolved), liveEvent(ComplaintUpdatedDocument, { complaintUpdated: reopened }, { delay: 600 })],
    });
    const form = await screen.findByRole('region', { name: 'Admin Response' });
    expect(within(form).getByLabelText('Status')).toHaveValue('RESOLVED');
    await user.type(within(form).getByLabelText(/Response Message/), 'Draft');
    const thread = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(thread).findByText('The new one is torn too.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Status')).toHaveValue('IN_PROGRESS'));
    expect(within(form).getByLabelText(/Response Message/)).toHaveValue('Draft');
  });
});
