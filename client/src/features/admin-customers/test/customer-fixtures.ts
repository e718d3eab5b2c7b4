import { GetCustomerDocument } from '../api/GetCustomer.generated';
import { ListCustomersDocument } from '../api/ListCustomers.generated';

/** A customer as the list and the customer page receive them. */
export function gqlCustomer(overrides: Partial<Omit<ReturnType<typeof base>, '__typename'>> = {}) {
  return { ...base(), ...overrides };
}
const base = () => ({
  __typename: 'Customer' as const,
  id: '64d000000000000000000001',
  name: 'Ada Reader',
  email: 'ada@example.com',
  registeredAt: '2025-01-10T09:00:00.000Z',
  orderCount: 3,
  totalSpent: 123.45,
  lastOrderAt: '2025-03-05T10:00:00.000Z' as string | null,
  openComplaints: 1,
});
export type GqlCustomer = ReturnType<typeof gqlCustomer>;

export function customersMock(
  customers: GqlCustomer[],
  variables: Record<string, unknown> = {},
  { totalCount = customers.length, hasNextPage = false } = {},
) {
  return {
    request: { query: ListCustomersDocument, variables: { search: '', first: 20, ...variables } },
    result: jest.fn(() => ({
      data: {
        customers: {
          __typename: 'CustomerConnection' as const,
          totalCount,
          totalCountCapped: false,
          edges: customers.map((node) => ({ __typename: 'CustomerEdge' as const, cursor: `c-${node.id}`, node })),
          pageInfo: {
            __typename: 'PageInfo' as const,
            hasNextPage,
            endCursor: customers.length ? `c-${customers.at(-1)!.id}` : null,
          },
        },
      },
    })),
  };
}

export function customerMock(customer: GqlCustomer, { orders = 1, complaints = 1, addresses = 1 } = {}) {
  return {
    request: { query: GetCustomerDocument, variables: { id: customer.id } },
    result: {
      data: {
        customer: {
          __typename: 'CustomerDetails' as const,
          customer,
          addresses: Array.from({ length: addresses }, (_, i) => ({
            __typename: 'Address' as const,
            id: `64d10000000000000000000${i}`,
            fullName: customer.name,
            line1: `${i + 1} High Street`,
            line2: '',
            city: 'Bath',
            region: '',
            postalCode: 'BA1 1AA',
            countryName: 'United Kingdom',
            phone: '',
            isDefault: i === 0,
          })),
          orders: {
            __typename: 'OrderConnection' as const,
            totalCount: orders,
            totalCountCapped: false,
            edges: Array.from({ length: Math.min(orders, 20) }, (_, i) => ({
              __typename: 'OrderEdge' as const,
              node: {
                __typename: 'Order' as const,
                id: `64c30000000000000000aa${String(i).padStart(2, '0')}`,
                orderedAt: '2025-03-05T10:00:00.000Z',
                status: 'SHIPPED' as const,
                payment: { __typename: 'OrderPayment' as const, state: 'PAID' as const },
                itemCount: 2,
                totalAmount: 41.15,
              },
            })),
          },
          complaints: {
            __typename: 'ComplaintConnection' as const,
            totalCount: complaints,
            edges: Array.from({ length: complaints }, (_, i) => ({
              __typename: 'ComplaintEdge' as const,
              node: {
                __typename: 'Complaint' as const,
                id: `64e00000000000000000000${i}`,
                title: `Late parcel ${i + 1}`,
                status: 'PENDING' as const,
                createdAt: '2025-03-06T10:00:00.000Z',
              },
            })),
          },
        },
      },
    },
  };
}
