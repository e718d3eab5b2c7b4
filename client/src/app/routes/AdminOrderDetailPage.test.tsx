import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListActivityDocument } from '@/features/admin-activity/api/ListActivity.generated';
import { GetOrderDocument } from '@/features/orders/api/GetOrder.generated';
import { admin, signedIn } from '@/test/fixtures';
import { gqlOrder, orderNotesMock } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const ID = '64c3000000000000aabbccdd';

describe("the admin's order page", () => {
  it("shows the order's activity entries when asked for, and reads none before", async () => {
    const order = gqlOrder({ id: ID, status: 'SHIPPED' });
    const activity = jest.fn(() => ({
      data: {
        activity: {
          __typename: 'ActivityConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
          edges: [
            {
              __typename: 'ActivityEntryEdge',
              cursor: 'c1',
              node: {
                __typename: 'ActivityEntry',
                id: '64d400000000000000000002',
                at: '2026-03-05T10:30:00.000Z',
                action: 'ORDER_STATUS_CHANGED',
                actor: { __typename: 'ActivityActor', id: '64d4000000000000000000ff', name: 'Store Admin' },
                target: { __typename: 'ActivityTarget', type: 'ORDER', id: ID, label: '#aabbccdd' },
                changes: [{ __typename: 'ActivityChange', field: 'status', before: 'pending', after: 'shipped' }],
              },
            },
          ],
        },
      },
    }));
    const user = userEvent.setup();
    renderApp({
      at: `/admin/orders/${ID}`,
      session: signedIn(admin),
      mocks: [
        { request: { query: GetOrderDocument, variables: { id: ID } }, result: { data: { order } } },
        orderNotesMock(ID),
        { request: { query: ListActivityDocument, variables: { target: ID, first: 20 } }, result: activity },
      ],
    });

    const section = await screen.findByRole('region', { name: 'Activity' });
    expect(activity).not.toHaveBeenCalled();
    const toggle = within(section).getByRole('button', { name: 'Show changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entry = await within(section).findByRole('heading', { level: 3 });
    expect(entry).toHaveTextContent('Order status changed: #aabbccdd');
    expect(within(section).getByText('Status').nextElementSibling).toHaveTextContent('pending → shipped');
    expect(activity).toHaveBeenCalledTimes(1);
  });
});
