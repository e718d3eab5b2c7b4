import { screen, within } from '@testing-library/react';
import { GetOrderDocument } from '../api/GetOrder.generated';
import { signedIn } from '@/test/fixtures';
import { gqlOrder, gqlShipment, type GqlOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const ID = '64c3000000000000aabbccdd';

function orderMock(order: GqlOrder) {
  return { request: { query: GetOrderDocument, variables: { id: order.id } }, result: { data: { order } } };
}

describe("The shopper's order page, once shipped", () => {
  it('says who carries the order, the tracking number a link to the carrier opening in a new tab', async () => {
    const order = gqlOrder({ id: ID, status: 'SHIPPED', shipment: gqlShipment() });
    renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order)] });
    const shipment = await screen.findByTestId('order-shipment');
    expect(shipment).toHaveTextContent('Shipped with DHL · , tracking number 00340434161234567890');
    const link = within(shipment).getByRole('link', { name: /00340434161234567890/ });
    expect(link).toHaveAttribute('href', 'https://www.dhl.com/track?id=00340434161234567890');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('00340434161234567890 (track the parcel, opens in a new tab)');
  });

  it('shows a carrier the store does not list without a link, and nothing for an order shipped without one', async () => {
    const order = gqlOrder({
      id: ID,
      status: 'SHIPPED',
      shipment: gqlShipment({ carrier: 'Local Courier', trackingNumber: 'LC-42', trackingUrl: null }),
    });
    const { unmount } = renderApp({ at: `/orders/${ID}`, session: signedIn(), mocks: [orderMock(order)] });
    const shipment = await screen.findByTestId('order-shipment');
    expect(shipment).toHaveTextContent('Shipped with Local Courier');
    expect(shipment).toHaveTextContent('LC-42');
    expect(within(shipment).queryByRole('link')).not.toBeInTheDocument();
    unmount();

    renderApp({
      at: `/orders/${ID}`,
      session: signedIn(),
      mocks: [orderMock(gqlOrder({ id: ID, status: 'SHIPPED' }))],
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #aabbccdd' });
    expect(screen.queryByTestId('order-shipment')).not.toBeInTheDocument();
  });
});
