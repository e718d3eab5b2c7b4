import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GetComplaintDocument } from '../api/GetComplaint.generated';
import { ReplyToComplaintDocument } from '../api/ReplyToComplaint.generated';
import { gqlComplaint, type GqlComplaint } from '@/test/complaint-fixtures';
import { signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ID = '64d4000000000000000000c3';

const complaintMock = (complaint: GqlComplaint) => ({
  request: { query: GetComplaintDocument, variables: { id: ID } },
  result: { data: { complaint } },
});

const replyMock = (message: string, result: object) => ({
  request: { query: ReplyToComplaintDocument, variables: { id: ID, message } },
  ...result,
});

const answered = () =>
  gqlComplaint({
    id: ID,
    title: 'Wrong edition',
    description: 'I ordered the hardback.',
    status: 'RESOLVED',
    adminResponse: 'We sent the hardback.',
    respondedAt: '2025-03-06T09:00:00.000Z',
    respondedBy: { id: '64b000000000000000000002', name: 'Grace Admin' },
    responses: [
      {
        message: 'We sent the hardback.',
        respondedAt: '2025-03-06T09:00:00.000Z',
        status: 'RESOLVED',
        priority: 'MEDIUM',
      },
    ],
  });

const threadTexts = () =>
  within(screen.getByRole('region', { name: 'Conversation' }))
    .getAllByTestId('complaint-message')
    .map((item) => item.textContent);

describe('Complaint conversation (shopper)', () => {
  it("shows both sides oldest first: the shopper's own as You, the store's under the store's name", async () => {
    renderApp({ at: `/complaint/${ID}`, session: signedIn(), mocks: [complaintMock(answered())] });
    const thread = await screen.findByRole('region', { name: 'Conversation' });
    const items = within(thread).getAllByTestId('complaint-message');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^You.*I ordered the hardback\.$/);
    expect(items[1]).toHaveTextContent(/^Northshelf Books.*We sent the hardback\.$/);
    expect(within(items[1]).getByText(/2025/).tagName).toBe('TIME');
    expect(screen.getByText('This complaint is marked answered: replying opens it again.')).toBeInTheDocument();
  });

  it('sends a reply, shows it in the thread with the reopened status, and keeps focus in the box', async () => {
    const user = userEvent.setup();
    const before = answered();
    const after = gqlComplaint({
      ...before,
      status: 'IN_PROGRESS',
      responses: [
        {
          message: 'We sent the hardback.',
          respondedAt: '2025-03-06T09:00:00.000Z',
          status: 'RESOLVED',
          priority: 'MEDIUM',
        },
      ],
      respondedBy: { id: '64b000000000000000000002', name: 'Grace Admin' },
      replies: [{ text: 'It was the paperback again.', at: '2025-03-07T10:00:00.000Z' }],
    });
    renderApp({
      at: `/complaint/${ID}`,
      session: signedIn(),
      mocks: [
        complaintMock(before),
        replyMock('It was the paperback again.', {
          delay: 50,
          result: {
            data: { replyToComplaint: { __typename: 'ComplaintPayload', message: 'Reply sent', complaint: after } },
          },
        }),
      ],
    });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'It was the paperback again.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(threadTexts()).toHaveLength(3));
    expect(threadTexts()[2]).toMatch(/^You.*It was the paperback again\.$/);
    expect(screen.getAllByText('IN PROGRESS')[0]).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('says what is wrong: a blank reply before sending, the server refusal after, keeping the text', async () => {
    const user = userEvent.setup();
    renderApp({
      at: `/complaint/${ID}`,
      session: signedIn(),
      mocks: [
        complaintMock(answered()),
        replyMock('One more thing', {
          result: {
            errors: [
              new GraphQLError(
                'This conversation has reached 200 messages. Please submit a new complaint to continue.',
                {
                  extensions: { code: 'COMPLAINT_THREAD_FULL' },
                },
              ),
            ],
          },
        }),
      ],
    });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.type(box, 'One more thing');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    const refusal = 'This conversation has reached 200 messages. Please submit a new complaint to continue.';
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBeGreaterThan(0));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(box).toHaveValue('One more thing');
    expect(box).toHaveFocus();
    expect(threadTexts()).toHaveLength(2);
  });
});
