import { screen, within } from '@testing-library/react';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { GetCustomerDocument } from '../api/GetCustomer.generated';
import { customerMock, gqlCustomer } from '../test/customer-fixtures';

const ada = gqlCustomer();

describe("A customer's page", () => {
  it('shows the figures, addresses, orders linking to the admin order page and complaints to the admin complaint page', async () => {
    renderApp({ at: `/admin/customers/${ada.id}`, session: signedIn(admin), mocks: [customerMock(ada)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Reader' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Customer summary' });
    expect(within(summary).getByText('Total spent').nextElementSibling).toHaveTextContent('$123.45');
    expect(within(summary).getByText('Orders').nextElementSibling).toHaveTextContent('3');

    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'Order #0000aa00' })).toHaveAttribute(
      'href',
      '/admin/orders/64c30000000000000000aa00',
    );
    expect(within(orders).getByText('Shipped')).toBeInTheDocument();
    expect(within(orders).getByText('Paid')).toBeInTheDocument();

    const complaints = screen.getByRole('region', { name: 'Complaints' });
    expect(within(complaints).getByRole('link', { name: 'Late parcel 1' })).toHaveAttribute(
      'href',
      '/admin/complaint/64e000000000000000000000',
    );
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(within(addresses).getByText('1 High Street')).toBeInTheDocument();
    expect(within(addresses).getByText('Default')).toBeInTheDocument();
  });

  it('says how many orders there are beyond the 20 shown, with a link to all of them', async () => {
    renderApp({
      at: `/admin/customers/${ada.id}`,
      session: signedIn(admin),
      mocks: [customerMock(ada, { orders: 35, complaints: 0, addresses: 0 })],
    });
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByText(/Showing the 20 newest of 35\./)).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'See all their orders' })).toHaveAttribute(
      'href',
      '/admin/orders?q=ada%40example.com',
    );
    expect(screen.getByText('No complaints.')).toBeInTheDocument();
    expect(screen.getByText('No saved addresses.')).toBeInTheDocument();
  });

  it('says a customer who does not exist was not found', async () => {
    const { GraphQLError } = await import('graphql');
    renderApp({
      at: `/admin/customers/${ada.id}`,
      session: signedIn(admin),
      mocks: [
        {
          request: { query: GetCustomerDocument, variables: { id: ada.id } },
          result: { errors: [new GraphQLError('Customer not found', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Customer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Customers/ })).toHaveAttribute('href', '/admin/customers');
  });
});
