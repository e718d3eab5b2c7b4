import type { ComplaintFieldsFragment } from '@/gql/graphql';
import { admin, shopper } from './fixtures';

let complaintCounter = 0;

type Spec = Partial<Omit<ComplaintFieldsFragment, '__typename' | 'respondedBy' | 'user' | 'responses' | 'messages'>> & {
  respondedBy?: { id: string; name: string } | null;
  responses?: Omit<ComplaintFieldsFragment['responses'][number], '__typename' | 'respondedBy'>[];
  /** The shopper's replies; the thread is the description, the responses and these, oldest first. */
  replies?: { text: string; at: string }[];
};

const person = (p: { id: string; name: string; email?: string | null }) => ({
  __typename: 'ComplaintPerson' as const,
  id: p.id,
  name: p.name,
  email: p.email ?? null,
});

/** The statuses the server calls answered (`open: false`): the fixtures answer as it does. */
const ANSWERED: readonly ComplaintFieldsFragment['status'][] = ['RESOLVED', 'CLOSED'];

/** A complaint as GraphQL returns it (ComplaintFields): the shopper's, pending, with no response unless given. */
export function gqlComplaint(spec: Spec = {}) {
  complaintCounter += 1;
  const { respondedBy, responses = [], replies = [], ...rest } = spec;
  const createdAt = rest.createdAt ?? '2025-03-05T14:30:00.000Z';
  const description = rest.description ?? 'My order arrived two weeks late.';
  const author = (p: { id: string; name: string }, role: 'USER' | 'ADMIN') => ({
    __typename: 'ComplaintMessageAuthor' as const,
    id: p.id,
    name: p.name,
    role,
  });
  const messages = [
    { id: 'description', author: author(shopper, 'USER'), text: description, at: createdAt },
    ...[...responses].reverse().map((response, index) => ({
      id: `response-${index}`,
      author: author(admin, 'ADMIN'),
      text: response.message,
      at: response.respondedAt,
    })),
    ...replies.map((reply, index) => ({ id: `reply-${index}`, author: author(shopper, 'USER'), ...reply })),
  ]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((message) => ({ __typename: 'ComplaintMessage' as const, ...message }));
  return {
    __typename: 'Complaint' as const,
    id: `64d4${complaintCounter.toString(16).padStart(20, '0')}`,
    title: 'Late delivery',
    description: 'My order arrived two weeks late.',
    type: 'COMPLAINT' as const,
    category: 'OTHER' as const,
    priority: 'MEDIUM' as const,
    status: 'PENDING' as const,
    adminResponse: null,
    respondedAt: null,
    updatedAt: createdAt,
    orderId: null,
    dueAt: '2025-03-08T14:30:00.000Z',
    overdue: false,
    open: !ANSWERED.includes(rest.status ?? 'PENDING'),
    ...rest,
    createdAt,
    respondedBy: respondedBy ? person(respondedBy) : null,
    user: person({ id: shopper.id, name: shopper.name, email: shopper.email }),
    responses: responses.map((response) => ({
      __typename: 'ComplaintResponse' as const,
      ...response,
      respondedBy: person({ id: admin.id, name: admin.name }),
    })),
    messages,
  };
}

export type GqlComplaint = ReturnType<typeof gqlComplaint>;

/** A ComplaintConnection page of `complaints`, with `totalCount` and whether more follow. */
export function complaintPage(
  complaints: GqlComplaint[],
  { totalCount = complaints.length, hasNextPage = false } = {},
) {
  return {
    __typename: 'ComplaintConnection' as const,
    totalCount,
    edges: complaints.map((node) => ({ __typename: 'ComplaintEdge' as const, cursor: `cursor-${node.id}`, node })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: complaints.length ? `cursor-${complaints[complaints.length - 1].id}` : null,
    },
  };
}
