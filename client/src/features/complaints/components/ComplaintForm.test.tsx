import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ListComplaintOrdersDocument } from '../api/ListComplaintOrders.generated';
import { ListMyComplaintsDocument } from '../api/ListMyComplaints.generated';
import { SubmitComplaintDocument } from '../api/SubmitComplaint.generated';
import { COMPLAINTS_PAGE_SIZE } from '../hooks/use-my-complaints';
import { complaintPage, gqlComplaint } from '@/test/complaint-fixtures';
import { PENDING_MS, signedIn } from '@/test/fixtures';
import { gqlOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

type Input = Record<string, unknown>;

function submitMock(input: Input, options: { delay?: number; error?: GraphQLError } = {}) {
  const complaint = gqlComplaint({ title: String(input.title), description: String(input.description) });
  return {
    request: { query: SubmitComplaintDocument, variables: { input } },
    result: jest.fn(() =>
      options.error
        ? { errors: [options.error] }
        : {
            data: {
              submitComplaint: {
                __typename: 'ComplaintPayload' as const,
                message: 'Complaint submitted successfully!',
                complaint,
              },
            },
          },
    ),
    delay: options.delay,
  };
}

const listMock = () => ({
  request: { query: ListMyComplaintsDocument, variables: { first: COMPLAINTS_PAGE_SIZE } },
  result: { data: { myComplaints: complaintPage([gqlComplaint({ title: 'Filed' })]) } },
});

const ordersMock = (
  orders = [gqlOrder({ id: '64c3000000000000aabbccdd', orderedAt: '2025-03-05T14:30:00.000Z' })],
) => ({
  request: { query: ListComplaintOrdersDocument, variables: { first: 100 } },
  result: jest.fn(() => ({
    data: {
      myOrders: {
        __typename: 'OrderConnection' as const,
        edges: orders.map((o) => ({
          __typename: 'OrderEdge' as const,
          node: { __typename: 'Order' as const, id: o.id, orderedAt: o.orderedAt, totalAmount: o.totalAmount },
        })),
      },
    },
  })),
});

const base = { type: 'COMPLAINT', category: 'OTHER', priority: 'MEDIUM' };

describe('Submit complaint', () => {
  it('starts with the defaults: complaint, other, medium, and empty counters', async () => {
    renderApp({ at: '/submit-complaint', session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit Complaint/Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^type/i })).toHaveValue('COMPLAINT');
    expect(screen.getByRole('combobox', { name: /^category/i })).toHaveValue('OTHER');
    expect(screen.getByRole('combobox', { name: /^priority/i })).toHaveValue('MEDIUM');
    expect(screen.getByText('0/200 characters')).toBeInTheDocument();
    expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /related order/i })).not.toBeInTheDocument();
  });

  it('counts characters as the server does: an emoji is one', async () => {
    const user = userEvent.setup();
    renderApp({ at: '/submit-complaint', session: signedIn() });
    await user.type(screen.getByRole('textbox', { name: /^title/i }), 'Hi 📚');
    expect(screen.getByText('4/200 characters')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^description/i }), 'abc');
    expect(screen.getByText('3/1000 characters')).toBeInTheDocument();
  });

  it("refuses a blank or whitespace-only title or description: each field says so, and 'Please fill in all required fields' once", async () => {
    const user = userEvent.setup();
    const mock = submitMock({ ...base, title: 'x', description: 'y' });
    renderApp({ at: '/submit-complaint', session: signedIn(), mocks: [mock] });
    const title = screen.getByRole('textbox', { name: /^title/i });
    const description = screen.getByRole('textbox', { name: /^description/i });
    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please fill in all required fields$/);
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(1);
    expect(title).toHaveAccessibleDescription(/Title is required$/);
    expect(description).toHaveAccessibleDescription(/Description is required$/);
    expect(title).toHaveFocus();
    expect(mock.result).not.toHaveBeenCalled();

    // A title alone still leaves the description blank; filling both clears the summary.
    await user.type(title, 'Late');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    await user.type(description, 'Still waiting');
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
  });

  it("names a too-long title under the field only: nothing is blank, so no 'Please fill in all required fields'", async () => {
    const user = userEvent.setup();
    renderApp({ at: '/submit-complaint', session: signedIn() });
    await user.click(screen.getByRole('textbox', { name: /^title/i }));
    await user.paste('a'.repeat(201));
    await user.type(screen.getByRole('textbox', { name: /^description/i }), 'text');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title must be at most 200 characters long')).toBeInTheDocument();
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
  });

  it('refuses a title over 200 characters', async () => {
    const user = userEvent.setup();
    renderApp({ at: '/submit-complaint', session: signedIn() });
    await user.click(screen.getByRole('textbox', { name: /^title/i }));
    await user.paste('a'.repeat(201));
    await user.type(screen.getByRole('textbox', { name: /^description/i }), 'text');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title must be at most 200 characters long')).toBeInTheDocument();
    expect(screen.getByText('201/200 characters')).toBeInTheDocument();
  });

  it("sends the trimmed complaint, shows 'Submitting...', toasts success and goes to /complaints", async () => {
    const user = userEvent.setup();
    const input = {
      type: 'BUG_REPORT',
      category: 'WEBSITE_ISSUE',
      priority: 'HIGH',
      title: 'Search',
      description: 'Broken',
    };
    const mock = submitMock(input, { delay: PENDING_MS });
    const { router } = renderApp({ at: '/submit-complaint', session: signedIn(), mocks: [mock, listMock()] });
    await user.selectOptions(screen.getByRole('combobox', { name: /^type/i }), 'Bug Report');
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), 'Website Issue');
    await user.selectOptions(screen.getByRole('combobox', { name: /^priority/i }), 'High');
    await user.type(screen.getByRole('textbox', { name: /^title/i }), '  Search ');
    await user.type(screen.getByRole('textbox', { name: /^description/i }), ' Broken  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByText('Complaint submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints'));
    expect(mock.result).toHaveBeenCalledTimes(1);
  });

  it('offers the shopper’s orders for an order-related category and sends the chosen one', async () => {
    const user = userEvent.setup();
    const orders = ordersMock();
    const input = {
      ...base,
      category: 'DELIVERY_ISSUE',
      title: 'Late',
      description: 'Still waiting',
      orderId: '64c3000000000000aabbccdd',
    };
    const mock = submitMock(input);
    const { router } = renderApp({ at: '/submit-complaint', session: signedIn(), mocks: [orders, mock, listMock()] });
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), 'Delivery Issue');
    const picker = await screen.findByRole('combobox', { name: /related order/i });
    const option = await within(picker).findByRole('option', { name: /Order #aabbccdd/ });
    expect(option.textContent).toContain('March 5, 2025');
    expect(option.textContent).toContain('$12.50');
    await user.selectOptions(picker, option);
    await user.type(screen.getByRole('textbox', { name: /^title/i }), 'Late');
    await user.type(screen.getByRole('textbox', { name: /^description/i }), 'Still waiting');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints'));
    expect(mock.result).toHaveBeenCalled();
  });

  it('does not send an order chosen for a category that is not about an order', async () => {
    const user = userEvent.setup();
    const mock = submitMock({ ...base, category: 'BOOK_QUALITY', title: 'Torn', description: 'Pages torn' });
    const { router } = renderApp({
      at: '/submit-complaint',
      session: signedIn(),
      mocks: [ordersMock(), mock, listMock()],
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), 'Order Issue');
    const picker = await screen.findByRole('combobox', { name: /related order/i });
    await user.selectOptions(picker, await within(picker).findByRole('option', { name: /Order #aabbccdd/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), 'Book Quality');
    expect(screen.queryByRole('combobox', { name: /related order/i })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^title/i }), 'Torn');
    await user.type(screen.getByRole('textbox', { name: /^description/i }), 'Pages torn');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints'));
  });

  it("shows the server's message when it refuses, and stays on the form", async () => {
    const user = userEvent.setup();
    const error = new GraphQLError('Order not found', { extensions: { code: 'NOT_FOUND' } });
    const mock = submitMock({ ...base, title: 'T', description: 'D' }, { error });
    const { router } = renderApp({ at: '/submit-complaint', session: signedIn(), mocks: [mock] });
    await user.type(screen.getByRole('textbox', { name: /^title/i }), 'T');
    await user.type(screen.getByRole('textbox', { name: /^description/i }), 'D');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/submit-complaint');
    expect(screen.getByRole('textbox', { name: /^title/i })).toHaveValue('T');
  });

  it("toasts 'Failed to submit complaint' when the server cannot be reached", async () => {
    const user = userEvent.setup();
    renderApp({
      at: '/submit-complaint',
      session: signedIn(),
      mocks: [
        {
          request: { query: SubmitComplaintDocument, variables: { input: { ...base, title: 'T', description: 'D' } } },
          error: new TypeError('Failed to fetch'),
        },
      ],
    });
    await user.type(screen.getByRole('textbox', { name: /^title/i }), 'T');
    await user.type(screen.getByRole('textbox', { name: /^description/i }), 'D');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit complaint')).toBeInTheDocument();
  });

  it('goes back one page on Cancel', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ at: '/about', session: signedIn() });
    await act(() => router.navigate('/submit-complaint'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });
});
