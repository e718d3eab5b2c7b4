import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadFile } from '@/lib/rest';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { ListCustomersDocument } from '../api/ListCustomers.generated';
import { customersMock, gqlCustomer } from '../test/customer-fixtures';

jest.mock('@/lib/rest', () => ({ ...jest.requireActual('@/lib/rest'), downloadFile: jest.fn() }));
const download = jest.mocked(downloadFile);

const ada = gqlCustomer();
const bob = gqlCustomer({
  id: '64d000000000000000000002',
  name: 'Bob Browser',
  email: 'bob@example.com',
  orderCount: 0,
  totalSpent: 0,
  lastOrderAt: null,
  openComplaints: 0,
});

describe('Customers', () => {
  beforeEach(() => download.mockReset().mockResolvedValue(undefined));

  it('lists each customer with orders, total spent, last order and open complaints, the name linking to their page', async () => {
    renderApp({
      at: '/admin/customers',
      session: signedIn(admin),
      mocks: [customersMock([ada, bob], {}, { totalCount: 30, hasNextPage: true })],
    });
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 30 customers')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('customer-row');
    expect(first.tagName).toBe('TR');
    expect(within(first).getByRole('link', { name: 'Ada Reader' })).toHaveAttribute(
      'href',
      `/admin/customers/${ada.id}`,
    );
    expect(within(first).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(first).getByText('$123.45')).toBeInTheDocument();
    expect(within(first).getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(second).getByText('Never')).toBeInTheDocument();
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
      renderApp({ at: '/admin/customers', session: signedIn(admin), mocks: [customersMock([ada])] });
      const [card] = await screen.findAllByTestId('customer-row');
      expect(card.tagName).toBe('LI');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByText('Total spent').nextElementSibling).toHaveTextContent('$123.45');
      expect(within(card).getByText('Open complaints').nextElementSibling).toHaveTextContent('1');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('searches once typing pauses, keeps the search in the URL, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const searched = customersMock([bob], { search: 'bo' });
    const none = customersMock([], { search: 'bozz' });
    const { router } = renderApp({
      at: '/admin/customers',
      session: signedIn(admin),
      mocks: [customersMock([ada, bob]), searched, none],
    });
    await screen.findByText('Showing 2 of 2 customers');
    await user.type(screen.getByLabelText('Search by name or email'), 'bo');
    expect(await screen.findByText('Showing 1 of 1 customers')).toBeInTheDocument();
    expect(searched.result).toHaveBeenCalledTimes(1); // not once per letter
    expect(router.state.location.search).toBe('?q=bo');
    await user.type(screen.getByLabelText('Search by name or email'), 'zz');
    expect(await screen.findByText('No customer’s name or email starts with that')).toBeInTheDocument();
  });

  it('exports the list, or what the search finds, as CSV', async () => {
    const user = userEvent.setup();
    renderApp({
      at: '/admin/customers?q=bo',
      session: signedIn(admin),
      mocks: [customersMock([bob], { search: 'bo' })],
    });
    await screen.findByText('Showing 1 of 1 customers');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledWith('/admin/customers/export?search=bo', 'customers.csv');
  });

  it("toasts 'Failed to fetch customers' and says so when the list cannot be loaded", async () => {
    renderApp({
      at: '/admin/customers',
      session: signedIn(admin),
      mocks: [
        {
          request: { query: ListCustomersDocument, variables: { search: '', first: 20 } },
          error: new TypeError('Failed to fetch'),
        },
      ],
    });
    expect(await screen.findByText('Failed to fetch customers')).toBeInTheDocument();
    expect(screen.getByText('The customers could not be loaded.')).toBeInTheDocument();
  });
});
